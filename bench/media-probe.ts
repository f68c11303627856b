/**
 * Courseware media probe benchmark (issue 31 item 6, docs/decisions/courses-study.md "Media probe"): writes large media
 * files to a temporary folder (an MP4 of the demo video's movie box after a padded `mdat`, constant- and
 * variable-bitrate MP3, WAV, Ogg Vorbis, a PDF of 1 MB pages) and probes each in a fresh child process, once
 * by its path (what saving a courseware file does with local storage) and once from the whole file read into
 * memory (what it did before, and still does for cloud storage). Prints per file: the answer, the time, the
 * CPU time, the bytes the process read (/proc/self/io rchar), how much the resident memory grew and the longest
 * stall of the event loop (on a busy machine the wall times and stalls include waiting for a core). The parsers are loaded by probing a small file first, so their load time is not counted.
 * A measurement, not a test: exits 0 whatever the figures.
 *
 * Run: `node --import tsx bench/media-probe.ts [--mb 100] [--only vbr.mp3,audio.ogg] [--keep]` (--mb: size of
 * the MP4 and the PDF; the audio files are half of it, the audio upload cap being 50 MB).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { probeMedia } from '../apps/server/src/modules/course/library/media-probe.ts';

const SELF = fileURLToPath(import.meta.url);
const DEMO_VIDEO = path.join(path.dirname(SELF), '../apps/server/assets/demo/demo-video.mp4');
const MB = 1024 * 1024;
const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? def) : def;
};

// ------------------------------------------------------------------ writing the files

/** Writes `total` bytes made by `next` (called until enough was written) after `head`, then `tail`. */
function writeFile(file: string, head: Buffer, next: (i: number) => Buffer, total: number, tail = Buffer.alloc(0)) {
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, head);
  for (let written = 0, i = 0; written < total; i++) written += fs.writeSync(fd, next(i));
  fs.writeSync(fd, tail);
  fs.closeSync(fd);
}

/** The demo video's `ftyp`, then an `mdat` of `mb` MB, then the demo's `moov` (the movie box last). */
function writeMp4(file: string, mb: number) {
  const demo = fs.readFileSync(DEMO_VIDEO);
  const top: Record<string, Buffer> = {};
  for (let at = 0; at + 8 <= demo.length; at += demo.readUInt32BE(at)) {
    top[demo.toString('latin1', at + 4, at + 8)] = demo.subarray(at, at + demo.readUInt32BE(at));
  }
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8 + mb * MB);
  mdat.write('mdat', 4, 'latin1');
  const chunk = randomBytes(MB);
  writeFile(file, Buffer.concat([top.ftyp, mdat]), () => chunk, mb * MB, top.moov);
}

/** MPEG-1 layer III frames at 44.1 kHz: all at 128 kbps, or 128 and 192 kbps taking turns (no Xing header). */
function writeMp3(file: string, mb: number, vbr: boolean) {
  const frameOf = (index: number, kbps: number) => {
    const frame = randomBytes(Math.floor((144 * kbps * 1000) / 44100));
    frame.set([0xff, 0xfb, index << 4, 0xc0]);
    frame.fill(0, 4, 40); // side information: no Xing/Info tag
    return frame;
  };
  const frames = [frameOf(9, 128), vbr ? frameOf(11, 192) : frameOf(9, 128)];
  const run = (i: number) => Buffer.concat(Array.from({ length: 512 }, (_, k) => frames[(i * 512 + k) % 2]));
  writeFile(file, Buffer.from('ID3\x03\0\0\0\0\0\0', 'latin1'), run, mb * MB);
}

function writeWav(file: string, mb: number) {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'latin1');
  h.writeUInt32LE(36 + mb * MB, 4);
  h.write('WAVEfmt ', 8, 'latin1');
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(2, 22);
  h.writeUInt32LE(44100, 24);
  h.writeUInt32LE(44100 * 4, 28);
  h.writeUInt16LE(4, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36, 'latin1');
  h.writeUInt32LE(mb * MB, 40);
  const chunk = randomBytes(MB);
  writeFile(file, h, () => chunk, mb * MB);
}

/** Ogg Vorbis (44.1 kHz stereo): the two header pages, then pages of 4,080 bytes. */
function writeOgg(file: string, mb: number) {
  const page = (flags: number, granule: number, seq: number, data: Buffer) => {
    const lacing = Array.from({ length: Math.ceil((data.length + 1) / 255) }, (_, i) =>
      Math.min(255, data.length - 255 * i),
    );
    const head = Buffer.alloc(27);
    head.write('OggS', 0, 'latin1');
    head[5] = flags;
    head.writeBigInt64LE(BigInt(granule), 6);
    head.writeUInt32LE(7, 14);
    head.writeUInt32LE(seq, 18);
    head[26] = lacing.length;
    return Buffer.concat([head, Buffer.from(lacing), data]);
  };
  const id = Buffer.alloc(30);
  id.write('\x01vorbis', 0, 'latin1');
  id[11] = 2;
  id.writeUInt32LE(44100, 12);
  id.writeInt32LE(128000, 20);
  id[28] = 0xb8;
  id[29] = 1;
  const comment = Buffer.concat([Buffer.from('\x03vorbis', 'latin1'), Buffer.alloc(8), Buffer.from([1])]);
  const body = Buffer.alloc(4080, 0x55);
  const pageBytes = page(0, 0, 0, body).length;
  const pages = Math.floor((mb * MB) / pageBytes);
  const head = Buffer.concat([page(2, 0, 0, id), page(0, 0, 1, comment)]);
  // 1,024 samples a page; the last page says it is the last.
  writeFile(file, head, (i) => page(i === pages - 1 ? 4 : 0, (i + 1) * 1024, i + 2, body), pages * pageBytes);
}

/** A PDF 1.4 of `mb` pages, each with a content stream of 1 MB, and its cross-reference table at the end. */
function writePdf(file: string, mb: number) {
  const fd = fs.openSync(file, 'w');
  let at = 0;
  const offsets: number[] = [];
  const put = (b: Buffer | string) => {
    at += fs.writeSync(fd, typeof b === 'string' ? Buffer.from(b, 'latin1') : b);
  };
  const obj = (n: number, body: string) => {
    offsets[n] = at;
    put(`${n} 0 obj\n${body}\nendobj\n`);
  };
  put('%PDF-1.4\n');
  obj(1, '<< /Type /Catalog /Pages 2 0 R >>');
  obj(
    2,
    `<< /Type /Pages /Kids [${Array.from({ length: mb }, (_, i) => `${3 + 2 * i} 0 R`).join(' ')}] /Count ${mb} >>`,
  );
  const content = randomBytes(MB);
  for (let i = 0; i < mb; i++) {
    obj(3 + 2 * i, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${4 + 2 * i} 0 R >>`);
    offsets[4 + 2 * i] = at;
    put(`${4 + 2 * i} 0 obj\n<< /Length ${MB} >>\nstream\n`);
    put(content);
    put('\nendstream\nendobj\n');
  }
  const xref = at;
  const rows = offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`);
  put(`xref\n0 ${offsets.length}\n0000000000 65535 f \n${rows.join('')}`);
  put(`trailer\n<< /Size ${offsets.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  fs.closeSync(fd);
}

// ------------------------------------------------------------------ measuring one probe (child process)

const amount = (bytes: number) => (bytes < MB ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / MB).toFixed(2)} MB`);
const rchar = () => Number(/rchar: (\d+)/.exec(fs.readFileSync('/proc/self/io', 'utf8'))?.[1] ?? 0);

async function measureOne(file: string, warmFile: string, ext: string, inMemory: boolean) {
  await probeMedia(warmFile, ext);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const rss0 = process.memoryUsage().rss;
  const read0 = rchar();
  loop.enable();
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  const info = await probeMedia(inMemory ? await fs.promises.readFile(file) : file, ext);
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpu0);
  loop.disable();
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    info,
    ms: Math.round(ms),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    readBytes: rchar() - read0,
    rssGrowthMb: Math.round((peak - rss0) / MB),
    longestStallMs: Math.round(loop.max / 1e6),
  };
}

// ------------------------------------------------------------------ the run

if (process.argv[2] === '--one') {
  const [file, warmFile, ext, mode] = process.argv.slice(3);
  console.log(JSON.stringify(await measureOne(file, warmFile, ext, mode === 'memory')));
} else {
  const mb = Number(arg('mb', '100'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-probe-bench-'));
  const files: Array<[string, string, (file: string, mb: number) => void, number]> = [
    ['video.mp4', 'mp4', writeMp4, mb],
    ['cbr.mp3', 'mp3', (f, m) => writeMp3(f, m, false), mb / 2],
    ['vbr.mp3', 'mp3', (f, m) => writeMp3(f, m, true), mb / 2],
    ['audio.wav', 'wav', writeWav, mb / 2],
    ['audio.ogg', 'ogg', writeOgg, mb / 2],
    ['document.pdf', 'pdf', writePdf, mb],
  ];
  console.log(`files in ${dir}; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}`);
  const only = arg('only', '');
  for (const [name, ext, write, size] of files) {
    if (only && !only.split(',').includes(name)) continue;
    const file = path.join(dir, name);
    const warm = path.join(dir, `warm-${name}`);
    write(file, size);
    write(warm, 1);
    for (const mode of ['path', 'memory']) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', SELF, '--one', file, warm, ext, mode], {
        encoding: 'utf8',
      });
      const r = JSON.parse(out) as Awaited<ReturnType<typeof measureOne>>;
      console.log(
        `${name.padEnd(13)} ${String(Math.round(fs.statSync(file).size / MB)).padStart(4)} MB  ${mode.padEnd(6)}` +
          ` duration ${String(r.info.duration).padStart(6)} s  pages ${String(r.info.pages).padStart(3)}` +
          `  ${String(r.ms).padStart(6)} ms (cpu ${String(r.cpuMs).padStart(5)} ms)  read ${amount(r.readBytes).padStart(9)}` +
          `  rss +${String(r.rssGrowthMb).padStart(4)} MB  longest stall ${r.longestStallMs} ms`,
      );
    }
  }
  if (process.argv.includes('--keep')) console.log(`kept ${dir}`);
  else fs.rmSync(dir, { recursive: true, force: true });
}
