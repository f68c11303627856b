import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';

/**
 * A local stand-in of the live CDN (an Aliyun pull domain) for the browser tests: it plays the demo course
 * video (H.264, apps/server/assets/demo/demo-video.mp4) as an endless live HLS stream. The MP4's video
 * samples are remuxed here into MPEG-TS segments (PAT, PMT, one PES per frame with PTS/DTS, Annex B NAL
 * units with SPS/PPS before the key frame), one segment per loop of the clip, timestamps running on, so no
 * ffmpeg is needed. The playlist (/xuekao/<stream>.m3u8) is refused without a valid auth_key of type A
 * (course/live/live-sign.ts, checked here against the documented algorithm), as the CDN would.
 */

interface Sample {
  data: Buffer;
  /** Decode time, in the track's timescale. */
  dts: number;
  /** Composition offset, in the track's timescale. */
  cts: number;
  key: boolean;
}

interface VideoTrack {
  timescale: number;
  /** Sum of the sample durations, in the track's timescale. */
  duration: number;
  sps: Buffer[];
  pps: Buffer[];
  lengthSize: number;
  samples: Sample[];
}

/** The child boxes of an ISO BMFF box body: type -> [start, end) of the body (first of each type). */
function boxes(buf: Buffer, start: number, end: number): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  for (let off = start; off + 8 <= end; ) {
    let size = buf.readUInt32BE(off);
    const type = buf.toString('latin1', off + 4, off + 8);
    let head = 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(off + 8));
      head = 16;
    } else if (size === 0) size = end - off;
    if (!out.has(type)) out.set(type, [off + head, off + size]);
    off += size;
  }
  return out;
}

const child = (buf: Buffer, parent: [number, number], path: string[]): [number, number] => {
  let cur = parent;
  for (const type of path) {
    const next = boxes(buf, cur[0], cur[1]).get(type);
    if (!next) throw new Error(`mp4: no ${type}`);
    cur = next;
  }
  return cur;
};

/** Full-box entries: the count after version/flags, then `size`-byte entries read by `read`. */
function table<T>(buf: Buffer, box: [number, number], size: number, read: (o: number) => T, skip = 0): T[] {
  const n = buf.readUInt32BE(box[0] + 4 + skip);
  return Array.from({ length: n }, (_, i) => read(box[0] + 8 + skip + i * size));
}

/** The first video track of an MP4 file (moov/trak with handler 'vide', sample entry avc1). */
export function readVideoTrack(buf: Buffer): VideoTrack {
  const moov = boxes(buf, 0, buf.length).get('moov');
  if (!moov) throw new Error('mp4: no moov');
  let trak: [number, number] | null = null;
  for (let off = moov[0]; off < moov[1]; off += buf.readUInt32BE(off)) {
    if (buf.toString('latin1', off + 4, off + 8) !== 'trak') continue;
    const body: [number, number] = [off + 8, off + buf.readUInt32BE(off)];
    const hdlr = child(buf, body, ['mdia', 'hdlr']);
    if (buf.toString('latin1', hdlr[0] + 8, hdlr[0] + 12) === 'vide') trak = body;
  }
  if (!trak) throw new Error('mp4: no video track');
  const mdhd = child(buf, trak, ['mdia', 'mdhd']);
  const timescale = buf.readUInt32BE(mdhd[0] + (buf[mdhd[0]] === 1 ? 20 : 12));
  const stbl = child(buf, trak, ['mdia', 'minf', 'stbl']);
  const kids = boxes(buf, stbl[0], stbl[1]);
  const need = (t: string) => {
    const b = kids.get(t);
    if (!b) throw new Error(`mp4: no ${t}`);
    return b;
  };
  // stsd -> avc1 (8-byte entry header + 78 bytes of VisualSampleEntry) -> avcC
  const stsd = need('stsd');
  const entry = stsd[0] + 8;
  if (buf.toString('latin1', entry + 4, entry + 8) !== 'avc1') throw new Error('mp4: video is not avc1');
  const avcC = child(buf, [entry + 8 + 78, entry + buf.readUInt32BE(entry)], ['avcC']);
  let p = avcC[0] + 4;
  const lengthSize = ((buf[p] ?? 3) & 3) + 1;
  const paramSets = (count: number) =>
    Array.from({ length: count }, () => {
      const len = buf.readUInt16BE(p);
      p += 2 + len;
      return buf.subarray(p - len, p);
    });
  p += 2;
  const sps = paramSets((buf[p - 1] ?? 0) & 0x1f);
  p += 1;
  const pps = paramSets(buf[p - 1] ?? 0);
  const durations = table(buf, need('stts'), 8, (o) => [buf.readUInt32BE(o), buf.readUInt32BE(o + 4)] as const);
  const ctts = kids.get('ctts');
  const offsets = ctts ? table(buf, ctts, 8, (o) => [buf.readUInt32BE(o), buf.readInt32BE(o + 4)] as const) : [];
  const stsz = need('stsz');
  const fixed = buf.readUInt32BE(stsz[0] + 4);
  const sizes = table(buf, stsz, 4, (o) => (fixed ? fixed : buf.readUInt32BE(o)), 4);
  const chunks = kids.has('stco')
    ? table(buf, need('stco'), 4, (o) => buf.readUInt32BE(o))
    : table(buf, need('co64'), 8, (o) => Number(buf.readBigUInt64BE(o)));
  const stsc = table(buf, need('stsc'), 12, (o) => [buf.readUInt32BE(o), buf.readUInt32BE(o + 4)] as const);
  const keys = kids.has('stss') ? new Set(table(buf, need('stss'), 4, (o) => buf.readUInt32BE(o) - 1)) : null;

  const expand = <T>(runs: ReadonlyArray<readonly [number, T]>) => runs.flatMap(([n, v]) => Array<T>(n).fill(v));
  const dur = expand(durations);
  const cts = expand(offsets);
  const samples: Sample[] = [];
  let dts = 0;
  for (let c = 0; c < chunks.length; c++) {
    const run = stsc.filter(([first]) => first <= c + 1).at(-1);
    let off = chunks[c] as number;
    for (let k = 0; k < (run?.[1] ?? 0) && samples.length < sizes.length; k++) {
      const i = samples.length;
      const size = sizes[i] as number;
      samples.push({ data: buf.subarray(off, off + size), dts, cts: cts[i] ?? 0, key: keys ? keys.has(i) : true });
      off += size;
      dts += dur[i] ?? 0;
    }
  }
  return { timescale, duration: dts, sps, pps, lengthSize, samples };
}

// ---------------------------------------------------------------- MPEG-TS

const PMT_PID = 0x1000;
const VIDEO_PID = 0x100;

/** CRC-32/MPEG-2 of PSI sections. */
function crc32mpeg(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const b of bytes) {
    crc ^= b << 24;
    for (let k = 0; k < 8; k++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

function section(body: number[]): Buffer {
  const s = Buffer.from(body);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32mpeg(s));
  return Buffer.concat([Buffer.from([0]), s, crc]); // pointer_field, section, CRC
}

// PAT: program 1 -> PMT_PID; PMT: program 1, PCR and H.264 video on VIDEO_PID.
const PAT = section([0x00, 0xb0, 13, 0x00, 0x01, 0xc1, 0x00, 0x00, 0x00, 0x01, 0xe0 | (PMT_PID >> 8), PMT_PID & 0xff]);
const PMT = section([
  0x02,
  0xb0,
  18,
  0x00,
  0x01,
  0xc1,
  0x00,
  0x00,
  0xe0 | (VIDEO_PID >> 8),
  VIDEO_PID & 0xff,
  0xf0,
  0x00,
  0x1b,
  0xe0 | (VIDEO_PID >> 8),
  VIDEO_PID & 0xff,
  0xf0,
  0x00,
]);

/** 5 bytes of a PTS or DTS (33 bits, 90 kHz) with its 4-bit prefix. */
function timestamp(prefix: number, t: number): number[] {
  return [
    (prefix << 4) | ((Math.floor(t / 2 ** 30) & 7) << 1) | 1,
    Math.floor(t / 2 ** 22) & 0xff,
    ((Math.floor(t / 2 ** 15) & 0x7f) << 1) | 1,
    Math.floor(t / 2 ** 7) & 0xff,
    ((t & 0x7f) << 1) | 1,
  ];
}

/** Packets of one PID: the payload cut into 188-byte packets, the last one stuffed through its adaptation field. */
function packets(pid: number, payload: Buffer, cc: { n: number }, pcr?: number): Buffer[] {
  const out: Buffer[] = [];
  for (let off = 0, first = true; off < payload.length || first; first = false) {
    const af: number[] = [];
    if (first && pcr !== undefined) {
      const b = Math.floor(pcr);
      af.push(0x10, Math.floor(b / 2 ** 25) & 0xff, (b >>> 17) & 0xff, (b >>> 9) & 0xff, (b >>> 1) & 0xff);
      af.push(((b & 1) << 7) | 0x7e, 0x00);
    }
    const room = 184 - (af.length ? af.length + 1 : 0);
    const take = Math.min(room, payload.length - off);
    let head: number[] = [];
    if (take < room || af.length) {
      const total = 184 - take; // adaptation field bytes, its length byte included
      const content = af.length ? af : total > 1 ? [0x00] : [];
      head = [total - 1, ...content, ...Array(Math.max(0, total - 1 - content.length)).fill(0xff)];
    }
    const control = head.length ? 0x30 : 0x10;
    const pkt = Buffer.concat([
      Buffer.from([0x47, (first ? 0x40 : 0) | (pid >> 8), pid & 0xff, control | (cc.n++ & 0x0f)]),
      Buffer.from(head),
      payload.subarray(off, off + take),
    ]);
    out.push(pkt);
    off += take;
  }
  return out;
}

const START = Buffer.from([0, 0, 0, 1]);
const AUD = Buffer.from([0, 0, 0, 1, 0x09, 0xf0]);

/** One sample's NAL units in Annex B form (access unit delimiter first; SPS and PPS before a key frame). */
function annexB(track: VideoTrack, s: Sample): Buffer {
  const parts: Buffer[] = [AUD];
  if (s.key) for (const ps of [...track.sps, ...track.pps]) parts.push(START, ps);
  for (let p = 0; p + track.lengthSize <= s.data.length; ) {
    const len = s.data.readUIntBE(p, track.lengthSize);
    parts.push(START, s.data.subarray(p + track.lengthSize, p + track.lengthSize + len));
    p += track.lengthSize + len;
  }
  return Buffer.concat(parts);
}

/** Loop `n` of the clip as one MPEG-TS segment, its timestamps following loop n - 1. */
export function tsSegment(track: VideoTrack, n: number): Buffer {
  const to90k = (t: number) => Math.round((t * 90000) / track.timescale);
  const base = 90000 + n * to90k(track.duration); // one second in, as encoders start
  const cc = { n: 0 };
  const out: Buffer[] = [...packets(0, PAT, { n: 0 }), ...packets(PMT_PID, PMT, { n: 0 })];
  for (const s of track.samples) {
    const dts = base + to90k(s.dts);
    const pts = dts + to90k(s.cts);
    const header = Buffer.from([0, 0, 1, 0xe0, 0, 0, 0x80, 0xc0, 10, ...timestamp(3, pts), ...timestamp(1, dts)]);
    out.push(...packets(VIDEO_PID, Buffer.concat([header, annexB(track, s)]), cc, s.key ? dts - 9000 : undefined));
  }
  return Buffer.concat(out);
}

// ---------------------------------------------------------------- the CDN stand-in

/** Aliyun auth_key type A of `uri` with `key` (course/live/live-sign.ts, after the documentation): valid and not expired. */
function authKeyValid(uri: string, authKey: string, key: string): boolean {
  const [ts, rand, uid, hash] = authKey.split('-');
  if (!ts || !rand || !uid || !hash || !(Number(ts) > Date.now() / 1000)) return false;
  return createHash('md5').update(`${uri}-${ts}-${rand}-${uid}-${key}`).digest('hex') === hash;
}

export interface LiveStandIn {
  /** Playlists answered and refused (tests assert on them). */
  served: string[];
  refused: string[];
  close(): Promise<void>;
}

/**
 * Serves `mp4` as a live stream at http://127.0.0.1:<port>/xuekao/<stream>.m3u8 (a sliding window of three
 * segments of one loop each, the newest one in step with the clock) and /xuekao/<stream>/<n>.ts.
 */
export async function startLiveStandIn(port: number, mp4: string, pullKey: string): Promise<LiveStandIn> {
  const track = readVideoTrack(fs.readFileSync(mp4));
  const seconds = track.duration / track.timescale;
  const t0 = Date.now();
  const served: string[] = [];
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cdn');
    res.setHeader('Access-Control-Allow-Origin', '*');
    const playlist = /^\/xuekao\/([\w-]+)\.m3u8$/.exec(url.pathname);
    const segment = /^\/xuekao\/([\w-]+)\/(\d+)\.ts$/.exec(url.pathname);
    if (playlist) {
      if (!authKeyValid(url.pathname, url.searchParams.get('auth_key') ?? '', pullKey)) {
        refused.push(url.pathname);
        res.writeHead(403).end('auth_key');
        return;
      }
      served.push(url.pathname);
      const seq = Math.floor((Date.now() - t0) / 1000 / seconds);
      const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${Math.ceil(seconds)}`];
      lines.push(`#EXT-X-MEDIA-SEQUENCE:${seq}`);
      for (let n = seq; n < seq + 3; n++) lines.push(`#EXTINF:${seconds.toFixed(3)},`, `${playlist[1]}/${n}.ts`);
      res.writeHead(200, { 'Content-Type': 'application/vnd.apple.mpegurl', 'Cache-Control': 'no-cache' });
      res.end(`${lines.join('\n')}\n`);
      return;
    }
    if (segment) {
      res.writeHead(200, { 'Content-Type': 'video/mp2t' });
      res.end(tsSegment(track, Number(segment[2])));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    served,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
