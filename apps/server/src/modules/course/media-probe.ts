import { inflateSync } from 'node:zlib';

/**
 * Reads what the courseware library needs from a stored file's bytes (docs/COURSES.md): the duration of
 * MP4/M4A (the `mvhd` box), MP3 (Xing/VBRI header, else a constant-bitrate estimate), WAV (header) and
 * Ogg (last granule position), and the page count of a PDF. Pure functions over a Buffer: an unreadable or
 * truncated file answers 0, never throws.
 */
export interface MediaInfo {
  /** Whole seconds, rounded; 0 when unknown. */
  duration: number;
  /** PDF pages; 0 for anything else. */
  pages: number;
}

export function probeMedia(buf: Buffer, ext: string): MediaInfo {
  const e = ext.toLowerCase();
  try {
    if (e === 'pdf') return { duration: 0, pages: pdfPages(buf) };
    const sec =
      e === 'mp4' || e === 'm4a' || e === 'm4v' || e === 'mov'
        ? mp4Duration(buf)
        : e === 'mp3'
          ? mp3Duration(buf)
          : e === 'wav'
            ? wavDuration(buf)
            : e === 'ogg'
              ? oggDuration(buf)
              : 0;
    return { duration: Number.isFinite(sec) && sec > 0 ? Math.round(sec) : 0, pages: 0 };
  } catch {
    return { duration: 0, pages: 0 };
  }
}

// ------------------------------------------------------------------ MP4 / M4A

/** Boxes inside [start, end): type and the range of its content. */
function* boxes(buf: Buffer, start: number, end: number): Generator<{ type: string; from: number; to: number }> {
  let at = start;
  while (at + 8 <= end) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(buf.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) {
      // A truncated last box: still look inside what is there.
      yield { type, from: at + header, to: end };
      return;
    }
    yield { type, from: at + header, to: at + size };
    at += size;
  }
}

/** Seconds of the movie header (`moov/mvhd`, version 0 or 1). */
export function mp4Duration(buf: Buffer): number {
  for (const moov of boxes(buf, 0, buf.length)) {
    if (moov.type !== 'moov') continue;
    for (const b of boxes(buf, moov.from, moov.to)) {
      if (b.type !== 'mvhd') continue;
      const version = buf[b.from];
      const v1 = version === 1;
      const tsAt = b.from + 4 + (v1 ? 16 : 8);
      if (tsAt + (v1 ? 12 : 8) > b.to) return 0;
      const timescale = buf.readUInt32BE(tsAt);
      const duration = v1 ? Number(buf.readBigUInt64BE(tsAt + 4)) : buf.readUInt32BE(tsAt + 4);
      // All ones means "unknown" (fragmented files).
      if (!timescale || duration === 0xffffffff || (v1 && duration >= Number.MAX_SAFE_INTEGER)) return 0;
      return duration / timescale;
    }
  }
  return 0;
}

// ------------------------------------------------------------------ MP3

const MP3_BITRATES: Record<string, number[]> = {
  // kbps by index for (MPEG version, layer): V1 L1, V1 L2, V1 L3, V2 L1, V2 L2/L3.
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MP3_RATES: Record<number, number[]> = {
  1: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  25: [11025, 12000, 8000],
};

interface Mp3Frame {
  version: 1 | 2 | 25;
  layer: 1 | 2 | 3;
  bitrate: number;
  sampleRate: number;
  samples: number;
  channels: number;
  /** Bytes of the frame. */
  length: number;
}

function mp3Frame(buf: Buffer, at: number): Mp3Frame | null {
  if (at + 4 > buf.length || buf[at] !== 0xff || (buf[at + 1] & 0xe0) !== 0xe0) return null;
  const vBits = (buf[at + 1] >> 3) & 3;
  const lBits = (buf[at + 1] >> 1) & 3;
  const bIdx = buf[at + 2] >> 4;
  const sIdx = (buf[at + 2] >> 2) & 3;
  if (vBits === 1 || lBits === 0 || bIdx === 0 || bIdx === 15 || sIdx === 3) return null;
  const version = vBits === 3 ? 1 : vBits === 2 ? 2 : 25;
  const layer = (4 - lBits) as 1 | 2 | 3;
  const table = MP3_BITRATES[version === 1 ? `1-${layer}` : layer === 1 ? '2-1' : '2-2'];
  const samples = layer === 1 ? 384 : layer === 3 && version !== 1 ? 576 : 1152;
  const channels = buf[at + 3] >> 6 === 3 ? 1 : 2;
  const bitrate = table[bIdx] * 1000;
  const sampleRate = MP3_RATES[version][sIdx];
  const padding = (buf[at + 2] >> 1) & 1;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  return { version, layer, bitrate, sampleRate, samples, channels, length };
}

/** Seconds of an MP3: frame count of a Xing/Info or VBRI header, else (audio bytes × 8 / bitrate). */
export function mp3Duration(buf: Buffer): number {
  let at = 0;
  // ID3v2 tags (possibly several), sizes are synchsafe integers.
  while (at + 10 <= buf.length && buf.toString('latin1', at, at + 3) === 'ID3') {
    const size =
      ((buf[at + 6] & 0x7f) << 21) | ((buf[at + 7] & 0x7f) << 14) | ((buf[at + 8] & 0x7f) << 7) | (buf[at + 9] & 0x7f);
    at += 10 + size + (buf[at + 5] & 0x10 ? 10 : 0);
  }
  // The first frame whose successor also starts a frame (avoids false syncs in junk).
  const limit = Math.min(buf.length, at + 64 * 1024);
  let frame: Mp3Frame | null = null;
  for (; at < limit; at++) {
    frame = mp3Frame(buf, at);
    if (frame && (at + frame.length + 4 > buf.length || mp3Frame(buf, at + frame.length))) break;
    frame = null;
  }
  if (!frame) return 0;
  const sideInfo = frame.version === 1 ? (frame.channels === 1 ? 17 : 32) : frame.channels === 1 ? 9 : 17;
  const xingAt = at + 4 + sideInfo;
  const tag = buf.toString('latin1', xingAt, xingAt + 4);
  if ((tag === 'Xing' || tag === 'Info') && xingAt + 12 <= buf.length && buf.readUInt32BE(xingAt + 4) & 1) {
    return (buf.readUInt32BE(xingAt + 8) * frame.samples) / frame.sampleRate;
  }
  if (buf.toString('latin1', at + 36, at + 40) === 'VBRI' && at + 50 <= buf.length) {
    return (buf.readUInt32BE(at + 36 + 14) * frame.samples) / frame.sampleRate;
  }
  let end = buf.length;
  if (end - 128 >= at && buf.toString('latin1', end - 128, end - 125) === 'TAG') end -= 128;
  return ((end - at) * 8) / frame.bitrate;
}

// ------------------------------------------------------------------ WAV

/** Seconds of a RIFF/WAVE file: `data` bytes / byte rate of `fmt `. */
export function wavDuration(buf: Buffer): number {
  if (buf.toString('latin1', 0, 4) !== 'RIFF' || buf.toString('latin1', 8, 12) !== 'WAVE') return 0;
  let at = 12;
  let byteRate = 0;
  while (at + 8 <= buf.length) {
    const id = buf.toString('latin1', at, at + 4);
    const size = buf.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 16 <= buf.length) byteRate = buf.readUInt32LE(at + 8 + 8);
    if (id === 'data') {
      const bytes = size === 0xffffffff || at + 8 + size > buf.length ? buf.length - at - 8 : size;
      return byteRate ? bytes / byteRate : 0;
    }
    at += 8 + size + (size & 1);
  }
  return 0;
}

// ------------------------------------------------------------------ Ogg (Vorbis, Opus)

/** Seconds of an Ogg stream: the last page's granule position over the sample rate of the first header. */
export function oggDuration(buf: Buffer): number {
  if (buf.toString('latin1', 0, 4) !== 'OggS') return 0;
  const head = buf.subarray(0, Math.min(buf.length, 512));
  let rate = 0;
  let preSkip = 0;
  const vorbis = head.indexOf('\x01vorbis', 0, 'latin1');
  const opus = head.indexOf('OpusHead', 0, 'latin1');
  if (vorbis >= 0 && vorbis + 16 <= head.length) rate = head.readUInt32LE(vorbis + 12);
  else if (opus >= 0 && opus + 12 <= head.length) {
    rate = 48000;
    preSkip = head.readUInt16LE(opus + 10);
  }
  if (!rate) return 0;
  const last = buf.lastIndexOf('OggS', buf.length - 14, 'latin1');
  if (last < 0 || last + 14 > buf.length) return 0;
  const granule = Number(buf.readBigInt64LE(last + 6));
  return granule > 0 ? (granule - preSkip) / rate : 0;
}

// ------------------------------------------------------------------ PDF

/** The `<< ... >>` dictionary around position `at` of `text`, or null. */
function enclosingDict(text: string, at: number): string | null {
  let depth = 0;
  let start = -1;
  for (let i = at - 1; i > 0; i--) {
    if (text[i] === '<' && text[i - 1] === '<') {
      if (depth === 0) {
        start = i - 1;
        break;
      }
      depth--;
      i--;
    } else if (text[i] === '>' && text[i - 1] === '>') {
      depth++;
      i--;
    }
  }
  if (start < 0) return null;
  depth = 0;
  for (let i = start; i + 1 < text.length; i++) {
    if (text[i] === '<' && text[i + 1] === '<') {
      depth++;
      i++;
    } else if (text[i] === '>' && text[i + 1] === '>') {
      depth--;
      i++;
      if (depth === 0) return text.slice(start, i + 1);
    }
  }
  return null;
}

/** Inflated object streams (PDF 1.5+ keeps page objects there), each capped, at most 200 of them. */
function objectStreams(text: string, buf: Buffer): string[] {
  const out: string[] = [];
  const re = /\/Type\s*\/ObjStm\b/g;
  for (let m = re.exec(text); m && out.length < 200; m = re.exec(text)) {
    const dict = enclosingDict(text, m.index);
    if (!dict || !/\/FlateDecode/.test(dict)) continue;
    const s = text.indexOf('stream', m.index);
    if (s < 0) continue;
    let from = s + 6;
    if (text[from] === '\r') from++;
    if (text[from] === '\n') from++;
    const end = text.indexOf('endstream', from);
    if (end < 0) continue;
    try {
      out.push(inflateSync(buf.subarray(from, end), { maxOutputLength: 8 * 1024 * 1024 }).toString('latin1'));
    } catch {
      // A damaged or differently filtered stream: skip it.
    }
  }
  return out;
}

/**
 * Pages of a PDF: the `/Count` of the last root page tree (a `/Type /Pages` without `/Parent`; incremental
 * updates append, so the last one is current), else the number of `/Type /Page` objects. Object streams
 * are searched too.
 */
export function pdfPages(buf: Buffer): number {
  const text = buf.toString('latin1');
  if (!text.startsWith('%PDF')) return 0;
  const chunks = [text, ...objectStreams(text, buf)];
  let rootCount = -1;
  let pageObjects = 0;
  for (const chunk of chunks) {
    const re = /\/Type\s*\/Pages?(?![A-Za-z])/g;
    for (let m = re.exec(chunk); m; m = re.exec(chunk)) {
      if (!m[0].endsWith('s')) {
        pageObjects++;
        continue;
      }
      const dict = enclosingDict(chunk, m.index);
      const count = dict ? /\/Count\s+(\d+)/.exec(dict) : null;
      if (dict && count && !/\/Parent\s/.test(dict)) rootCount = Number(count[1]);
    }
  }
  return rootCount >= 0 ? rootCount : pageObjects;
}
