import type { UploadResult } from '@xuekao/contracts';
import type { Envelope, TestApp } from './build-test-app.ts';

/** A PNG signature padded to `size` bytes (uploads check only the first bytes). */
export const pngOf = (size = 64): Buffer =>
  Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(Math.max(0, size - 8), 7),
  ]);

export interface UploadPart {
  name: string;
  content: Buffer;
  /** The form field of the file (default `file`). */
  field?: string;
}

/** POST /api/common/file/upload with plain fields first (as the web sends them), then the files. */
export async function uploadAs(
  t: TestApp,
  token: string | null,
  files: UploadPart[],
  fields: Record<string, string> = {},
): Promise<Envelope<UploadResult>> {
  const boundary = `----xk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const res = await t.raw({
    method: 'POST',
    url: '/api/common/file/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? { token } : {}) },
    payload: Buffer.concat(chunks),
  });
  return res.json() as Envelope<UploadResult>;
}

/** GET of a served file address. */
export const fetchUpload = (t: TestApp, url: string) => t.raw({ method: 'GET', url });
