import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mp3Of, mp4Of, oggOf, pdfOf, vbrMp3Of, wavOf } from '../../../../test/media-helpers.ts';
import { SERVER_ROOT } from '../../../config.ts';
import { type MediaInfo, mp4Duration, pdfPages, probeMedia } from './media-probe.ts';

const NONE: MediaInfo = { duration: 0, pages: 0 };

describe('media probe', () => {
  it('reads the mvhd duration of an MP4, version 0 and 1, movie box first or last', async () => {
    expect(await probeMedia(mp4Of({ seconds: 95 }), 'mp4')).toEqual({ duration: 95, pages: 0 });
    expect((await probeMedia(mp4Of({ seconds: 3600.4, timescale: 90000, version: 1 }), 'mp4')).duration).toBe(3600);
    expect((await probeMedia(mp4Of({ seconds: 12.6, moovLast: true }), 'M4A')).duration).toBe(13);
  });

  it('answers 0 for a broken, truncated or unknown-duration MP4', async () => {
    const good = mp4Of({ seconds: 30 });
    expect(await mp4Duration(good.subarray(0, 40))).toBe(0);
    expect((await probeMedia(Buffer.from('not a movie at all'), 'mp4')).duration).toBe(0);
    const unknown = Buffer.from(good);
    unknown.writeUInt32BE(0xffffffff, unknown.indexOf('mvhd', 0, 'latin1') + 4 + 16);
    expect((await probeMedia(unknown, 'mp4')).duration).toBe(0);
  });

  it('reads the demo video shipped with the seed (8 s H.264)', async () => {
    const buf = fs.readFileSync(path.join(SERVER_ROOT, 'assets/demo/demo-video.mp4'));
    expect((await probeMedia(buf, 'mp4')).duration).toBe(8);
  });

  it('estimates a constant-bitrate MP3 behind an ID3 tag and reads a WAV header', async () => {
    expect((await probeMedia(mp3Of(20), 'mp3')).duration).toBe(20);
    expect((await probeMedia(wavOf(7), 'wav')).duration).toBe(7);
    expect((await probeMedia(Buffer.alloc(100), 'mp3')).duration).toBe(0);
  });

  it('counts PDF pages from the page tree, also inside compressed object streams', async () => {
    expect(await probeMedia(pdfOf(5), 'pdf')).toEqual({ duration: 0, pages: 5 });
    expect(await pdfPages(pdfOf(12, { objStm: true }))).toBe(12);
    // Page objects without a catalogue: pdf.js (also the learners' viewer) cannot open it, so no count.
    expect(
      await pdfPages(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Page >> endobj 2 0 obj << /Type /Page >> endobj')),
    ).toBe(0);
    expect(await pdfPages(Buffer.from('hello'))).toBe(0);
    const demo = fs.readFileSync(path.join(SERVER_ROOT, 'assets/demo/demo-handbook.pdf'));
    expect(await pdfPages(demo)).toBe(3);
  });

  it('counts the frames of a variable-bitrate MP3 without a Xing header and reads an Ogg Vorbis stream', async () => {
    expect((await probeMedia(vbrMp3Of(42), 'mp3')).duration).toBe(42);
    expect((await probeMedia(oggOf(17), 'ogg')).duration).toBe(17);
  });

  it('reads a file by its path as it reads the bytes; a missing file or content that is not media answers 0', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-probe-'));
    try {
      const files: Array<[string, Buffer, MediaInfo]> = [
        ['a.mp4', mp4Of({ seconds: 61, moovLast: true }), { duration: 61, pages: 0 }],
        ['a.mp3', mp3Of(9), { duration: 9, pages: 0 }],
        ['a.wav', wavOf(3), { duration: 3, pages: 0 }],
        ['a.ogg', oggOf(4), { duration: 4, pages: 0 }],
        ['a.pdf', pdfOf(6, { objStm: true }), { duration: 0, pages: 6 }],
        ['junk.mp4', Buffer.from('\0\0\0\x10ftypjunk and more junk'), NONE],
        ['junk.mp3', Buffer.concat([Buffer.from('ID3\x03\0\0\0\0\0\x0a', 'latin1'), Buffer.alloc(4000, 7)]), NONE],
        ['junk.wav', Buffer.from('RIFF\0\0\0\0WAVEjunk', 'latin1'), NONE],
        ['junk.ogg', Buffer.from('OggS and then no page at all'), NONE],
        ['junk.pdf', Buffer.from('%PDF-1.7\nnothing of a document follows'), NONE],
      ];
      for (const [name, bytes, info] of files) {
        fs.writeFileSync(path.join(dir, name), bytes);
        const ext = name.split('.')[1];
        expect(await probeMedia(path.join(dir, name), ext), name).toEqual(info);
        expect(await probeMedia(bytes, ext), name).toEqual(info);
      }
      expect(await probeMedia(path.join(dir, 'gone.mp3'), 'mp3')).toEqual(NONE);
      expect(await probeMedia(path.join(dir, 'gone.pdf'), 'pdf')).toEqual(NONE);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers nothing for other types', async () => {
    expect(await probeMedia(pdfOf(2), 'docx')).toEqual({ duration: 0, pages: 0 });
  });
});
