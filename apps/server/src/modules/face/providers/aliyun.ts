import { randomUUID } from 'node:crypto';
import { formEncode, rpcSignature, rpcTimestamp } from '../signing/aliyun-rpc.ts';
import { ALIYUN_OUTAGES, ALIYUN_TITLE } from './aliyun-call.ts';
import { aliyunGroup } from './aliyun-group.ts';
import { callVendor, field } from './http.ts';
import {
  DEFAULT_TIMEOUT_MS,
  FACE_MSG,
  type FaceProviderFactory,
  FaceServiceError,
  type FaceVerdict,
  verdict,
} from './types.ts';

/**
 * Alibaba Cloud Vision (视觉智能开放平台) facebody CompareFace, RPC style: `POST https://facebody.cn-shanghai.
 * aliyuncs.com/` with the common parameters (Action CompareFace, Version 2019-12-30, Format JSON,
 * AccessKeyId, SignatureMethod HMAC-SHA1, SignatureVersion 1.0, SignatureNonce, Timestamp, Signature) in
 * the query and ImageDataA / ImageDataB (base64) in the form body; the signature covers both, as the RPC
 * signature documentation says for POST. `dbName` names the face database of face login (1:N,
 * aliyun-group.ts).
 */

const TITLE = ALIYUN_TITLE;
const BASE = 'https://facebody.cn-shanghai.aliyuncs.com';
/**
 * `Data.Thresholds` are three confidences at false accept rates of 1/1,000, 1/10,000 and 1/100,000 (61, 69
 * and 75 in the documentation); we pass at the middle one (1/10,000), or 69 when the answer has none.
 */
export const ALIYUN_DEFAULT_THRESHOLD = 69;

/** The verdict of a CompareFace answer, or the outage it reports. */
export function aliyunVerdict(body: unknown): FaceVerdict {
  const code = String(field(body, 'Code') ?? '');
  const data = field(body, 'Data');
  if (code || !data) {
    const message = String(field(body, 'Message') ?? '');
    // Documented for a photo without a face: InvalidImage.NotFoundFace ("图像中没找到人脸").
    if (/NotFoundFace|NoFace/i.test(code)) return verdict(false, 0, FACE_MSG.noFace);
    const known = ALIYUN_OUTAGES.find(([p]) => code === p || code.startsWith(`${p}.`));
    throw new FaceServiceError(TITLE, known?.[1] ?? (code || '返回结果缺少数据'), `${code} ${message}`);
  }
  const confidence = Number(field(data, 'Confidence'));
  if (!Number.isFinite(confidence)) throw new FaceServiceError(TITLE, '返回结果缺少置信度', JSON.stringify(body));
  const thresholds = field(data, 'Thresholds');
  const middle = Array.isArray(thresholds) ? Number(thresholds[1]) : Number.NaN;
  const threshold = Number.isFinite(middle) ? middle : ALIYUN_DEFAULT_THRESHOLD;
  return confidence >= threshold
    ? verdict(true, confidence, FACE_MSG.matched)
    : verdict(false, confidence, FACE_MSG.mismatch);
}

export const aliyunFace: FaceProviderFactory = (settings, options = {}) => {
  const base = options.endpoint ?? BASE;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const secret = settings.accessKeySecret ?? '';
  return {
    name: 'aliyun',
    async compare(photo, reference) {
      const query: Record<string, string> = {
        AccessKeyId: settings.accessKeyId ?? '',
        Action: 'CompareFace',
        Format: 'JSON',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        Timestamp: rpcTimestamp(new Date()),
        Version: '2019-12-30',
      };
      const form = { ImageDataA: photo.toString('base64'), ImageDataB: reference.toString('base64') };
      const Signature = rpcSignature('POST', { ...query, ...form }, secret);
      const url = `${base}/?${formEncode({ ...query, Signature })}`;
      const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
      const { body } = await callVendor(TITLE, url, { method: 'POST', headers, body: formEncode(form) }, timeoutMs);
      return aliyunVerdict(body);
    },
    group: aliyunGroup(settings, {
      accessKeyId: settings.accessKeyId ?? '',
      accessKeySecret: secret,
      timeoutMs,
      endpoint: options.endpoint,
    }),
  };
};
