/// <reference path="./pdfjs-min.d.ts" />
import fs from 'node:fs';

/**
 * Reads what the courseware library needs from a stored file (docs/COURSES.md): the duration of MP3, WAV
 * and Ogg (music-metadata), of MP4/M4A/M4V/MOV (the movie header `moov/mvhd`: music-metadata takes only an
 * audio track's length, so a video without sound would have none) and the page count of a PDF (pdf.js, the
 * viewer the web uses). A file is given by its path, and only the parts a reader needs are read: box headers
 * and the movie header of an MP4, the first frames of an MP3 (all of it only when the length must be
 * counted), the header of a WAV, the trailer, cross-reference and page tree of a PDF. A Buffer (an upload
 * kept by a cloud vendor) is read the same way in memory. `probeMedia` never throws: an unreadable,
 * truncated or missing file answers 0. docs/decisions/courses-study.md "Media probe" has the measurements.
 */
export interface MediaInfo {
  /** Whole seconds, rounded; 0 when unknown. */
  duration: number;
  /** PDF pages; 0 for anything else. */
  pages: number;
}

/** The bytes themselves, or the path of a file on this server's disk. */
export type MediaSource = Buffer | string;

const MP4_EXTS = new Set(['mp4', 'm4a', 'm4v', 'mov']);
const AUDIO_MIME: Record<string, string | undefined> = { mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg' };

export async function probeMedia(src: MediaSource, ext: string): Promise<MediaInfo> {
  const e = ext.toLowerCase();
  try {
    if (e === 'pdf') return { duration: 0, pages: await pdfPages(src) };
    const mime = AUDIO_MIME[e];
    const sec = MP4_EXTS.has(e) ? await mp4Duration(src) : mime ? await audioDuration(src, e, mime) : 0;
    return { duration: Number.isFinite(sec) && sec > 0 ? Math.round(sec) : 0, pages: 0 };
  } catch {
    return { duration: 0, pages: 0 };
  }
}

// ------------------------------------------------------------------ reading parts of a file

/** Random access to a source: `read` answers fewer bytes at the end. */
interface Reader {
  size: number;
  read(at: number, length: number): Promise<Buffer>;
}

/** Runs `use` with a reader of the source (a file is opened for the call and closed after). */
async function withReader<T>(src: MediaSource, use: (r: Reader) => Promise<T>): Promise<T> {
  if (Buffer.isBuffer(src)) {
    return use({ size: src.length, read: async (at, length) => src.subarray(at, at + length) });
  }
  const fh = await fs.promises.open(src, 'r');
  try {
    const { size } = await fh.stat();
    return await use({
      size,
      async read(at, length) {
        const buf = Buffer.alloc(Math.max(0, Math.min(length, size - at)));
        const { bytesRead } = await fh.read(buf, 0, buf.length, at);
        return buf.subarray(0, bytesRead);
      },
    });
  } finally {
    await fh.close();
  }
}

// ------------------------------------------------------------------ MP3, WAV, Ogg

/**
 * Seconds of an audio file by music-metadata. WAV: its header. MP3: a Xing/Info header or, when the first
 * frames share one bitrate, the file size; only those first frames are read. A variable-bitrate MP3 without
 * such a header, and Ogg (the granule position of the last page), need the whole file: read through a
 * buffered stream (a frame at a time from the file took 20 times longer, docs/decisions/courses-study.md "Media probe"), its size not
 * given so that the parser does not read on to the end a second time for tags there.
 */
async function audioDuration(src: MediaSource, ext: string, mimeType: string): Promise<number> {
  const mm = await import('music-metadata');
  const options = { skipCovers: true };
  if (Buffer.isBuffer(src)) {
    const meta = await mm.parseBuffer(src, { mimeType, size: src.length }, { ...options, duration: true });
    return meta.format.duration ?? 0;
  }
  if (ext !== 'ogg') {
    const seconds = (await mm.parseFile(src, options)).format.duration;
    if (seconds || ext === 'wav') return seconds ?? 0;
  }
  const stream = fs.createReadStream(src, { highWaterMark: 64 * 1024 });
  try {
    return (await mm.parseStream(stream, { mimeType }, { ...options, duration: true })).format.duration ?? 0;
  } finally {
    stream.destroy();
  }
}

// ------------------------------------------------------------------ MP4 / M4A

/** Boxes inside [start, end): type and the range of its content; only the box headers are read. */
async function* boxes(
  r: Reader,
  start: number,
  end: number,
): AsyncGenerator<{ type: string; from: number; to: number }> {
  let at = start;
  while (at + 8 <= end) {
    const head = await r.read(at, 16);
    if (head.length < 8) return;
    let size = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    let header = 8;
    if (size === 1) {
      if (head.length < 16 || at + 16 > end) return;
      size = Number(head.readBigUInt64BE(8));
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
export async function mp4Duration(src: MediaSource): Promise<number> {
  return withReader(src, async (r) => {
    for await (const moov of boxes(r, 0, r.size)) {
      if (moov.type !== 'moov') continue;
      for await (const b of boxes(r, moov.from, moov.to)) {
        if (b.type !== 'mvhd') continue;
        const mvhd = await r.read(b.from, Math.min(32, b.to - b.from));
        const v1 = mvhd[0] === 1;
        const tsAt = 4 + (v1 ? 16 : 8);
        if (tsAt + (v1 ? 12 : 8) > mvhd.length) return 0;
        const timescale = mvhd.readUInt32BE(tsAt);
        const duration = v1 ? Number(mvhd.readBigUInt64BE(tsAt + 4)) : mvhd.readUInt32BE(tsAt + 4);
        // All ones means "unknown" (fragmented files).
        if (!timescale || duration === 0xffffffff || (v1 && duration >= Number.MAX_SAFE_INTEGER)) return 0;
        return duration / timescale;
      }
    }
    return 0;
  });
}

// ------------------------------------------------------------------ PDF

/** pdf.js asks for the file in chunks of this size (the trailer, cross-reference and page objects). */
const PDF_CHUNK = 16 * 1024;
/**
 * What pdf.js may read of one file. A sound file needs far less (1.6 MB of a 100 MB file of 100 pages); a
 * damaged one is read whole to rebuild its cross-reference, which for 100 MB blocked the server's event loop
 * for seconds and took 400 MB (docs/decisions/courses-study.md "Media probe"), so it is given up beyond this: 0 pages.
 */
const PDF_READ_BUDGET = 8 * 1024 * 1024;
/** And how long it may take: rebuilding a truncated file's page tree took 15 s for 5 MB (docs/DECISIONS.md). */
const PDF_TIME_LIMIT_MS = 10_000;

/**
 * Pages of a PDF as pdf.js counts them (the page tree's `/Count`, checked against the last page). pdf.js
 * asks for the byte ranges it needs. A file pdf.js cannot open (not a PDF, no page tree, a password), or
 * that needs more reading than PDF_READ_BUDGET or more time than PDF_TIME_LIMIT_MS, answers 0.
 */
export async function pdfPages(src: MediaSource): Promise<number> {
  // The worker's code runs in this thread: importing it sets `globalThis.pdfjsWorker`, which pdf.js then uses
  // (it would otherwise load the plain pdf.worker.mjs on the first document, inside the time limit).
  await import('pdfjs-dist/legacy/build/pdf.worker.min.mjs');
  const { getDocument, PDFDataRangeTransport } = await import('pdfjs-dist/legacy/build/pdf.min.mjs');
  return withReader(src, async (r) => {
    if (r.size < 8) return 0;
    let failRead: (e: unknown) => void = () => undefined;
    const readFailed = new Promise<never>((_, reject) => {
      failRead = reject;
    });
    const timer = setTimeout(() => failRead(new Error('PDF took longer than the time limit')), PDF_TIME_LIMIT_MS);
    let budget = PDF_READ_BUDGET;
    const transport = new PDFDataRangeTransport(r.size, new Uint8Array(0));
    let done = false;
    transport.requestDataRange = (begin: number, end: number) => {
      budget -= end - begin;
      if (budget < 0) {
        failRead(new Error('PDF needs more reading than the budget'));
        return;
      }
      // A chunk arriving after the end is dropped (pdf.js throws on data for a destroyed document).
      r.read(begin, end - begin)
        .then((chunk) => done || transport.onDataRange(begin, chunk))
        .catch(failRead);
    };
    const task = getDocument({
      range: transport,
      length: r.size,
      rangeChunkSize: PDF_CHUNK,
      disableAutoFetch: true,
      disableStream: true,
      isEvalSupported: false,
      disableFontFace: true,
      verbosity: 0,
    });
    try {
      const doc = await Promise.race([task.promise, readFailed]);
      return doc.numPages;
    } catch {
      return 0;
    } finally {
      done = true;
      clearTimeout(timer);
      await task.destroy().catch(() => undefined);
    }
  });
}
