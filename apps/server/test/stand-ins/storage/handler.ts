import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

/**
 * What a storage vendor's stand-in (oss.ts, cos.ts, qiniu.ts) is made of: the request it gets and the answer
 * it gives, its object store, and the helpers the three share. server.ts routes requests to them; they import
 * only this file, so the folder is a tree.
 */

export interface VendorKeys {
  accessKeyId: string;
  accessKeySecret: string;
  bucket: string;
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
