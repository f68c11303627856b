import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { cosHandler } from './cos.ts';
import { ossHandler } from './oss.ts';
import { qiniuHandler } from './qiniu.ts';

/**
 * Test support: local stand-ins of the three cloud storage vendors on one node:http server (127.0.0.1, a
 * free port), at /oss (Aliyun OSS), /cos (Tencent COS) and /qiniu/up|rs|dl (Qiniu). Each VERIFIES requests
 * the way its vendor does (PostObject policy and signature, upload tokens, header and URL signatures,
 * expiries), stores objects in a temporary directory and serves them: keys under the private folders
 * (face/, capture/, cert/) only with a valid signature, as a bucket policy making them private would.
 * Answers carry CORS headers so a browser page can upload directly (as to the real vendors).
 */

export interface VendorKeys {
  accessKeyId: string;
  accessKeySecret: string;
  bucket: string;
}

export interface StorageStandInKeys {
  oss: VendorKeys;
  qiniu: VendorKeys;
  cos: { secretId: string; secretKey: string; bucket: string };
}

export interface StandInReq {
  method: string;
  /** Path below the vendor's prefix, e.g. /2026/06/14/abc.png. */
  path: string;
  url: URL;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface StandInRes {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

/** Objects of one vendor, in a folder of the temporary directory. */
export class ObjectStore {
  constructor(private readonly dir: string) {}
  private file(key: string) {
    const full = path.resolve(this.dir, key);
    if (!full.startsWith(`${path.resolve(this.dir)}${path.sep}`)) throw new Error(`bad key ${key}`);
    return full;
  }
  put(key: string, bytes: Buffer) {
    fs.mkdirSync(path.dirname(this.file(key)), { recursive: true });
    fs.writeFileSync(this.file(key), bytes);
  }
  get(key: string): Buffer | null {
    return fs.existsSync(this.file(key)) ? fs.readFileSync(this.file(key)) : null;
  }
  remove(key: string): boolean {
    const had = fs.existsSync(this.file(key));
    fs.rmSync(this.file(key), { force: true });
    return had;
  }
}

export const isPrivateKeyOf = (key: string) => /^(face|capture|cert)\//.test(key);

export interface VendorHandler {
  handle(req: StandInReq): Promise<StandInRes>;
  store: ObjectStore;
  /** Requests refused, with the reason (tests assert on them). */
  refusals: string[];
  /** Multipart uploads initiated and neither completed nor aborted (COS). */
  openUploads?(): number;
}

export interface StorageStandIn {
  url: string;
  oss: VendorHandler;
  qiniu: VendorHandler;
  cos: VendorHandler;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, PUT, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Expose-Headers': 'ETag, Content-Length',
};

export async function startStorageStandIn(keys: StorageStandInKeys): Promise<StorageStandIn> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-storage-'));
  const base = { url: '' };
  const oss = ossHandler(keys.oss, new ObjectStore(path.join(dir, 'oss')));
  const cos = cosHandler(keys.cos, new ObjectStore(path.join(dir, 'cos')));
  const qiniu = qiniuHandler(keys.qiniu, new ObjectStore(path.join(dir, 'qiniu')), () => base.url);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const send = (r: StandInRes) => {
        res.writeHead(r.status, { ...CORS, ...r.headers });
        res.end(req.method === 'HEAD' ? undefined : r.body);
      };
      if (req.method === 'OPTIONS') return send({ status: 200 });
      const m = /^\/(oss|cos|qiniu)(\/.*)?$/.exec(url.pathname);
      const handler = m?.[1] === 'oss' ? oss : m?.[1] === 'cos' ? cos : m?.[1] === 'qiniu' ? qiniu : null;
      if (!handler || !m) return send({ status: 404, body: 'no such vendor' });
      const r: StandInReq = {
        method: req.method ?? 'GET',
        path: m[2] || '/',
        url,
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      try {
        send(await handler.handle(r));
      } catch (e) {
        send({ status: 500, body: String(e) });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base.url,
    oss,
    qiniu,
    cos,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}

/** The fields and the file of a multipart/form-data body (parsed by the platform's Request). */
export async function parseForm(req: StandInReq): Promise<{ fields: Record<string, string>; file: Buffer | null }> {
  const form = await new Request('http://stand-in/', {
    method: 'POST',
    headers: { 'content-type': String(req.headers['content-type'] ?? '') },
    body: new Uint8Array(req.body),
  }).formData();
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  for (const [k, v] of form.entries()) {
    if (typeof v === 'string') fields[k] = v;
    else if (k === 'file') file = Buffer.from(await v.arrayBuffer());
  }
  return { fields, file };
}

export const keyOfPath = (p: string) => decodeURIComponent(p.replace(/^\//, ''));

/**
 * An object's GET/HEAD answer, honouring a single `Range: bytes=a-b` (206 with Content-Range; 416 when it
 * cannot be satisfied), as the vendors do; any other Range value is ignored (the whole object, 200).
 */
export function objectAnswer(req: StandInReq, bytes: Buffer, headers: Record<string, string> = {}): StandInRes {
  const m = /^bytes=(\d+)-(\d*)$/.exec(String(req.headers.range ?? '').trim());
  if (!m) return { status: 200, headers: { ...headers, 'Content-Length': String(bytes.length) }, body: bytes };
  const start = Number(m[1]);
  const end = Math.min(m[2] === '' ? bytes.length - 1 : Number(m[2]), bytes.length - 1);
  if (start > end) return { status: 416, headers: { 'Content-Range': `bytes */${bytes.length}` } };
  const part = bytes.subarray(start, end + 1);
  return {
    status: 206,
    headers: {
      ...headers,
      'Content-Length': String(part.length),
      'Content-Range': `bytes ${start}-${end}/${bytes.length}`,
    },
    body: part,
  };
}

/**
 * What a vendor's content detection makes of an upload's first bytes (Qiniu checks mimeLimit against it):
 * the formats accepted here by their magic numbers, markup as text/html, anything else octet-stream.
 */
export function detectMime(bytes: Buffer): string {
  const at = (i: number, t: string) => bytes.toString('latin1', i, i + t.length) === t;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (at(0, 'GIF87a') || at(0, 'GIF89a')) return 'image/gif';
  if (at(0, '%PDF')) return 'application/pdf';
  if (at(4, 'ftyp')) return 'video/mp4';
  if (at(0, 'ID3')) return 'audio/mpeg';
  if (at(0, 'RIFF') && at(8, 'WAVE')) return 'audio/wav';
  if (at(0, 'OggS')) return 'audio/ogg';
  if (at(0, 'PK\x03\x04')) return 'application/zip';
  if (/^\s*<(!doctype html|html|head|body|script|svg|\?xml)/i.test(bytes.toString('latin1', 0, 256)))
    return 'text/html';
  return 'application/octet-stream';
}

/**
 * Qiniu's mimeLimit: types separated by ';', a trailing '/*' matches a whole family, and a list starting
 * with '!' names the types refused instead of those allowed.
 */
export function mimeAllowed(limit: string, mime: string): boolean {
  const deny = limit.startsWith('!');
  const hit = limit
    .replace(/^!/, '')
    .split(';')
    .map((m) => m.trim())
    .some((m) => m === mime || (m.endsWith('/*') && mime.startsWith(m.slice(0, -1))));
  return deny ? !hit : hit;
}
