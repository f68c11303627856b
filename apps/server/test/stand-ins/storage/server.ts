import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { cosHandler } from './cos.ts';
import { ObjectStore, type StandInReq, type StandInRes, type VendorHandler, type VendorKeys } from './handler.ts';
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

export interface StorageStandInKeys {
  oss: VendorKeys;
  qiniu: VendorKeys;
  cos: { secretId: string; secretKey: string; bucket: string };
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
