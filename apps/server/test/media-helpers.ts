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

/** A PDF of `pages` pages; `objStm` keeps the page tree inside a compressed object stream (PDF 1.5). */
export function pdfOf(pages: number, o: { objStm?: boolean } = {}): Buffer {
  const kids = Array.from({ length: pages }, (_, i) => `${3 + i} 0 R`).join(' ');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`,
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>'),
  ];
  if (o.objStm) {
    const body = objs.join('\n');
    const packed = deflateSync(Buffer.from(body, 'latin1'));
    return Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n9 0 obj\n<< /Type /ObjStm /N ${objs.length} /First 0 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`,
        'latin1',
      ),
      packed,
      Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
    ]);
  }
  const text = `%PDF-1.4\n${objs.map((b, i) => `${i + 1} 0 obj\n${b}\nendobj\n`).join('')}trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\n%%EOF\n`;
  return Buffer.from(text, 'latin1');
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
