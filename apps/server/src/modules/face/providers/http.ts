import { FaceServiceError } from './types.ts';

export interface VendorResponse {
  status: number;
  /** The parsed JSON body. */
  body: unknown;
}

/**
 * One HTTP call to a face vendor with a time limit. Network failures, the time limit and answers that are
 * not JSON become `FaceServiceError` (the vendor could not compare); a JSON answer is returned whatever
 * its status, since vendors put their error codes in JSON bodies.
 */
export async function callVendor(
  provider: string,
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<VendorResponse> {
  let status = 0;
  let text: string;
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    status = res.status;
    text = await res.text();
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw new FaceServiceError(provider, timedOut ? `请求超时（${timeoutMs / 1000}秒）` : '网络连接失败', String(e));
  }
  try {
    return { status, body: JSON.parse(text) as unknown };
  } catch {
    throw new FaceServiceError(provider, `服务返回异常（HTTP ${status}）`, text.slice(0, 300));
  }
}

/** A property of a parsed JSON object, or undefined. */
export function field(obj: unknown, key: string): unknown {
  return obj && typeof obj === 'object' && !Array.isArray(obj) ? (obj as Record<string, unknown>)[key] : undefined;
}
