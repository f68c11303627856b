import { deflateSync } from 'node:zlib';

/** Small media files built in code, so tests need no binaries (courseware probing). */

const box = (type: string, ...content: Buffer[]): Buffer => {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

/** An MP4 of `ftyp`, `moov/mvhd` (version 0 or 1) and an `mdat`; `moovLast` puts the movie box at the end. */
export function mp4Of(o: { seconds: number; timescale?: number; version?: 0 | 1; moovLast?: boolean }): Buffer {
  const timescale = o.timescale ?? 1000;
  const v1 = o.version === 1;
  const mvhd = Buffer.alloc(v1 ? 112 : 100);
  mvhd[0] = v1 ? 1 : 0;
  if (v1) {
    mvhd.writeUInt32BE(timescale, 20);
    mvhd.writeBigUInt64BE(BigInt(Math.round(o.seconds * timescale)), 24);
  } else {
    mvhd.writeUInt32BE(timescale, 12);
    mvhd.writeUInt32BE(Math.round(o.seconds * timescale), 16);
  }
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1'));
  const moov = box('moov', box('mvhd', mvhd), box('trak', Buffer.alloc(16)));
  const mdat = box('mdat', Buffer.alloc(256, 1));
  return o.moovLast ? Buffer.concat([ftyp, mdat, moov]) : Buffer.concat([ftyp, moov, mdat]);
}

/**
 * A PDF of `pages` pages with its cross-reference table; `objStm` keeps the catalogue and page tree inside a
 * compressed object stream found through a cross-reference stream (PDF 1.5, as current writers do).
 */
export function pdfOf(pages: number, o: { objStm?: boolean } = {}): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(' ');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
  ];
  const size = objs.length + 1;
  if (!o.objStm) {
    let text = '%PDF-1.4\n';
    const offsets = objs.map((b, i) => {
      const at = text.length;
      text += `${i + 1} 0 obj\n${b}\nendobj\n`;
      return at;
    });
    const xref = text.length;
    text += `xref\n0 ${size}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
    text += `trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(text, 'latin1');
  }
  // Object `size` is the object stream (objects 1..n), `size + 1` the cross-reference stream.
  let pairs = '';
  let body = '';
  objs.forEach((b, i) => {
    pairs += `${i + 1} ${body.length} `;
    body += `${b}\n`;
  });
  const packed = deflateSync(Buffer.from(pairs + body, 'latin1'));
  const head = Buffer.from(
    `%PDF-1.5\n${size} 0 obj\n<< /Type /ObjStm /N ${objs.length} /First ${pairs.length} /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
    'latin1',
  );
  const objStmAt = 9;
  const xrefAt = head.length + packed.length + '\nendstream\nendobj\n'.length;
  // Entries of 1 + 4 + 2 bytes: type 0 (free), 2 (in object stream: its number, index) or 1 (at an offset).
  const rows = Buffer.alloc(7 * (size + 2));
  rows.writeUInt16BE(0xffff, 5);
  objs.forEach((_, i) => {
    rows.writeUInt8(2, 7 * (i + 1));
    rows.writeUInt32BE(size, 7 * (i + 1) + 1);
    rows.writeUInt16BE(i, 7 * (i + 1) + 5);
  });
  for (const [n, at] of [
    [size, objStmAt],
    [size + 1, xrefAt],
  ]) {
    rows.writeUInt8(1, 7 * n);
    rows.writeUInt32BE(at, 7 * n + 1);
  }
  const xref = `${size + 1} 0 obj\n<< /Type /XRef /Size ${size + 2} /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`;
  return Buffer.concat([
    head,
    packed,
    Buffer.from(`\nendstream\nendobj\n${xref}`, 'latin1'),
    rows,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'),
  ]);
}

/** A constant-bitrate MP3 (MPEG-1 layer III, 128 kbps, 44.1 kHz) of about `seconds`, after an ID3v2 tag. */
export function mp3Of(seconds: number): Buffer {
  const frameLen = Math.floor((144 * 128000) / 44100); // 417 bytes, no padding
  const frames = Math.round((seconds * 44100) / 1152);
  const frame = Buffer.alloc(frameLen);
  frame.set([0xff, 0xfb, 0x90, 0xc0]);
  const id3 = Buffer.concat([Buffer.from('ID3\x03\0\0\0\0\0\x0a', 'latin1'), Buffer.alloc(10)]);
  return Buffer.concat([id3, ...Array.from({ length: frames }, () => frame)]);
}

/** A PCM WAV (8 kHz, mono, 16 bit) of `seconds` of silence. */
export function wavOf(seconds: number): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate * 2 * seconds);
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}

/**
 * A variable-bitrate MP3 without a Xing/VBRI header (MPEG-1 layer III, 44.1 kHz, frames of 128 and 192 kbps
 * taking turns) of about `seconds`: its length is known only by counting the frames.
 */
export function vbrMp3Of(seconds: number): Buffer {
  const frameOf = (index: number, kbps: number) => {
    const frame = Buffer.alloc(Math.floor((144 * kbps * 1000) / 44100));
    frame.set([0xff, 0xfb, (index << 4) | 0, 0xc0]);
    return frame;
  };
  const slow = frameOf(9, 128);
  const fast = frameOf(11, 192);
  const frames = Math.round((seconds * 44100) / 1152);
  return Buffer.concat(Array.from({ length: frames }, (_, i) => (i % 2 ? fast : slow)));
}

/** One Ogg page: `flags` 2 first page, 4 last page; the checksum is left 0. */
function oggPage(flags: number, granule: number, seq: number, data: Buffer): Buffer {
  const lacing: number[] = [];
  for (let left = data.length; ; left -= 255) {
    lacing.push(Math.min(255, left));
    if (left < 255) break;
  }
  const head = Buffer.alloc(27);
  head.write('OggS', 0, 'latin1');
  head[5] = flags;
  head.writeBigInt64LE(BigInt(granule), 6);
  head.writeUInt32LE(1, 14);
  head.writeUInt32LE(seq, 18);
  head[26] = lacing.length;
  return Buffer.concat([head, Buffer.from(lacing), data]);
}

/** An Ogg Vorbis stream (8 kHz mono) of `seconds`: identification and comment headers, then silent pages. */
export function oggOf(seconds: number): Buffer {
  const rate = 8000;
  const id = Buffer.alloc(30);
  id.write('\x01vorbis', 0, 'latin1');
  id[11] = 1;
  id.writeUInt32LE(rate, 12);
  id[28] = 0xb8;
  id[29] = 1;
  const comment = Buffer.concat([Buffer.from('\x03vorbis', 'latin1'), Buffer.alloc(8), Buffer.from([1])]);
  const pages = [oggPage(2, 0, 0, id), oggPage(0, 0, 1, comment)];
  const perPage = rate; // a page of 4,000 bytes per second of sound
  for (let s = 1; s <= seconds; s++) pages.push(oggPage(s === seconds ? 4 : 0, s * perPage, s + 1, Buffer.alloc(4000)));
  return Buffer.concat(pages);
}
