import { Readable } from 'node:stream';
import { AppError } from '@server/lib/app-error.ts';

export const STORAGE_TIMEOUT_MS = 60_000;

/**
 * One HTTP call to a cloud storage vendor with a time limit. A network failure or the time limit becomes a
 * business error naming the vendor (the storage is unreachable); any HTTP answer is returned to the caller,
 * which reads the vendor's status codes.
 */
export async function vendorFetch(
  title: string,
  url: string,
  init: { method: string; headers?: Record<string, string>; body?: Readable | Buffer | string },
  timeoutMs = STORAGE_TIMEOUT_MS,
): Promise<Response> {
  const body = init.body instanceof Readable ? (Readable.toWeb(init.body) as ReadableStream) : init.body;
  try {
    return await fetch(url, {
      method: init.method,
      headers: init.headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
      // A streamed body (Node's fetch needs this to send a stream).
      ...(init.body instanceof Readable ? { duplex: 'half' } : {}),
    } as RequestInit);
  } catch (e) {
    // A stream that failed on our side (size cap, quota) carries its own error.
    if (e instanceof AppError) throw e;
    const cause = (e as { cause?: unknown }).cause;
    if (cause instanceof AppError) throw cause;
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw AppError.fail(`${title}${timedOut ? '请求超时' : '连接失败'}，请稍后再试或检查上传配置！`);
  }
}

/** Refuses a failed vendor answer with its status and the start of its body. */
export async function vendorFailure(title: string, res: Response): Promise<never> {
  const text = (await res.text().catch(() => '')).slice(0, 200);
  throw AppError.fail(`${title}返回错误（HTTP ${res.status}）：${text || res.statusText}`);
}

/** The body of an answer, or null when it is larger than `maxBytes`. */
export async function readLimited(res: Response, maxBytes: number): Promise<Buffer | null> {
  const len = Number(res.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(len) && len > maxBytes) {
    await res.body?.cancel();
    return null;
  }
  const bytes = Buffer.from(await res.arrayBuffer());
  return bytes.length > maxBytes ? null : bytes;
}

/** The `Range` header asking for the first `n` bytes. */
export const headRange = (n: number) => ({ Range: `bytes=0-${Math.max(0, n - 1)}` });

/**
 * The first `n` bytes of a (ranged) answer, whether the vendor honoured the range (206) or sent the whole
 * object (200): reads only as far as needed, then drops the rest.
 */
export async function readHeadOf(res: Response, n: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let got = 0;
  const reader = res.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  while (got < n) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(Buffer.from(value));
    got += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, n);
}

/** The key of an address under a public URL prefix, or null. */
export function keyUnder(prefix: string, url: string): string | null {
  if (!prefix || !url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length).split(/[?#]/)[0] ?? '';
  return /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.[A-Za-z0-9]+$/.test(key) ? key : null;
}

/** The host of a vendor endpoint setting: 'oss-cn-hangzhou.aliyuncs.com' or 'https://...' without a trailing '/'. */
export const bareHost = (s: string) => s.replace(/^https?:\/\//i, '').replace(/\/+$/, '');
