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
