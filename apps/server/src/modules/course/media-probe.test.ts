import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mp3Of, mp4Of, pdfOf, wavOf } from '../../../test/media-helpers.ts';
import { SERVER_ROOT } from '../../config.ts';
import { mp4Duration, pdfPages, probeMedia } from './media-probe.ts';

describe('media probe', () => {
  it('reads the mvhd duration of an MP4, version 0 and 1, movie box first or last', () => {
    expect(probeMedia(mp4Of({ seconds: 95 }), 'mp4')).toEqual({ duration: 95, pages: 0 });
    expect(probeMedia(mp4Of({ seconds: 3600.4, timescale: 90000, version: 1 }), 'mp4').duration).toBe(3600);
    expect(probeMedia(mp4Of({ seconds: 12.6, moovLast: true }), 'M4A').duration).toBe(13);
  });

  it('answers 0 for a broken, truncated or unknown-duration MP4', () => {
    const good = mp4Of({ seconds: 30 });
    expect(mp4Duration(good.subarray(0, 40))).toBe(0);
    expect(probeMedia(Buffer.from('not a movie at all'), 'mp4').duration).toBe(0);
    const unknown = Buffer.from(good);
    unknown.writeUInt32BE(0xffffffff, unknown.indexOf('mvhd', 0, 'latin1') + 4 + 16);
    expect(probeMedia(unknown, 'mp4').duration).toBe(0);
  });

  it('reads the demo video shipped with the seed (8 s H.264)', () => {
    const buf = fs.readFileSync(path.join(SERVER_ROOT, 'assets/demo/demo-video.mp4'));
    expect(probeMedia(buf, 'mp4').duration).toBe(8);
  });

  it('estimates a constant-bitrate MP3 behind an ID3 tag and reads a WAV header', () => {
    expect(probeMedia(mp3Of(20), 'mp3').duration).toBe(20);
    expect(probeMedia(wavOf(7), 'wav').duration).toBe(7);
    expect(probeMedia(Buffer.alloc(100), 'mp3').duration).toBe(0);
  });

  it('counts PDF pages from the page tree, also inside compressed object streams', () => {
    expect(probeMedia(pdfOf(5), 'pdf')).toEqual({ duration: 0, pages: 5 });
    expect(pdfPages(pdfOf(12, { objStm: true }))).toBe(12);
    expect(pdfPages(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Page >> endobj 2 0 obj << /Type /Page >> endobj'))).toBe(
      2,
    );
    expect(pdfPages(Buffer.from('hello'))).toBe(0);
    const demo = fs.readFileSync(path.join(SERVER_ROOT, 'assets/demo/demo-handbook.pdf'));
    expect(pdfPages(demo)).toBe(3);
  });

  it('answers nothing for other types', () => {
    expect(probeMedia(pdfOf(2), 'docx')).toEqual({ duration: 0, pages: 0 });
  });
});
