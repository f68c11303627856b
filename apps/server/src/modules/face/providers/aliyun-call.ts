import { randomUUID } from 'node:crypto';
import { formEncode, rpcSignature, rpcTimestamp } from '../signing/aliyun-rpc.ts';
import { field } from './http.ts';
import { FaceServiceError } from './types.ts';

/**
 * Alibaba Cloud RPC calls shared by the face database (aliyun-group.ts) and the temporary upload
 * (aliyun-upload.ts): common parameters (Action, Version, Format JSON, AccessKeyId, SignatureMethod
 * HMAC-SHA1, SignatureVersion 1.0, SignatureNonce, Timestamp) and the RPC signature over every parameter.
 * Errors come back as `{RequestId, Code, Message}`; `outage` turns one into a FaceServiceError.
 */

export const ALIYUN_TITLE = '阿里云人脸识别';

export const ALIYUN_OUTAGES: Array<[string, string]> = [
  ['InvalidAccessKeyId', 'AccessKeyId 无效，请检查 AccessKeyId'],
  ['InvalidAccessKeySecret', 'AccessKeySecret 错误'],
  ['SignatureDoesNotMatch', '签名错误，请检查 AccessKeySecret'],
  ['IncompleteSignature', '签名错误，请检查 AccessKeySecret'],
  ['AuthFailed', '授权失败，请检查 RAM 权限'],
  ['EntityNotExist.Role', '没有 RAM 权限'],
  ['Throttling', '请求过于频繁'],
  ['InvalidApi', '服务未开通或账户欠费'],
  ['InternalError', '服务器内部错误'],
  // Face database (人脸人体常见错误码): a database that does not exist, or a parameter it refuses.
  ['ClientError.IllegalArgument', '人脸库参数错误，请检查人脸库名称（小写字母、数字、下划线）'],
  ['InvalidDB.Status', '人脸库已被冻结'],
  ['IllegalUrlParameter', '图片地址无效'],
];

/** Where the calls go and with which keys; `endpoint` replaces every vendor scheme and host (tests). */
export interface AliyunConn {
  accessKeyId: string;
  accessKeySecret: string;
  timeoutMs: number;
  endpoint?: string;
}

/** The error code of an answer, or '' (success). */
export const aliyunCode = (body: unknown) => String(field(body, 'Code') ?? '');

/** Throws the outage an answer reports (an error code the caller does not handle, or no data). */
export function aliyunOutage(body: unknown, fallback = '返回结果缺少数据'): never {
  const code = aliyunCode(body);
  const known = ALIYUN_OUTAGES.find(([p]) => code === p || code.startsWith(`${p}.`));
  throw new FaceServiceError(ALIYUN_TITLE, known?.[1] ?? (code || fallback), `${code} ${field(body, 'Message') ?? ''}`);
}

/**
 * One HTTP exchange with a time limit: network failures and the time limit become FaceServiceError (the
 * vendor could not answer); any answer is returned with its status and text.
 */
export async function aliyunFetch(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string | FormData },
  timeoutMs: number,
): Promise<{ status: number; text: string }> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    return { status: res.status, text: await res.text() };
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw new FaceServiceError(
      ALIYUN_TITLE,
      timedOut ? `请求超时（${timeoutMs / 1000}秒）` : '网络连接失败',
      String(e),
    );
  }
}

/**
 * A signed RPC call to `base` (https://<product host>, or the test endpoint). GET puts every parameter in
 * the query (as the SDK does for AuthorizeFileUpload); POST keeps the common ones in the query and sends
 * `params` as a form body, the signature covering both (CompareFace's way). Answers the parsed JSON body.
 */
export async function aliyunRpc(
  conn: AliyunConn,
  base: string,
  call: { action: string; version: string; method: 'GET' | 'POST' },
  params: Record<string, string>,
): Promise<unknown> {
  const common: Record<string, string> = {
    AccessKeyId: conn.accessKeyId,
    Action: call.action,
    Format: 'JSON',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: randomUUID(),
    SignatureVersion: '1.0',
    Timestamp: rpcTimestamp(new Date()),
    Version: call.version,
  };
  const Signature = rpcSignature(call.method, { ...common, ...params }, conn.accessKeySecret);
  const res =
    call.method === 'GET'
      ? await aliyunFetch(
          `${base}/?${formEncode({ ...common, ...params, Signature })}`,
          { method: 'GET' },
          conn.timeoutMs,
        )
      : await aliyunFetch(
          `${base}/?${formEncode({ ...common, Signature })}`,
          {
            method: 'POST',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
            body: formEncode(params),
          },
          conn.timeoutMs,
        );
  try {
    return JSON.parse(res.text) as unknown;
  } catch {
    throw new FaceServiceError(ALIYUN_TITLE, `服务返回异常（HTTP ${res.status}）`, res.text.slice(0, 300));
  }
}
