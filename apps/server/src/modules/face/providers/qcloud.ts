import { tc3Sign } from '../signing/tc3.ts';
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
 * Tencent Cloud face recognition (IAI) CompareFace, API 3.0: `POST https://iai.tencentcloudapi.com/` with a
 * JSON body `{ImageA, ImageB, FaceModelVersion}`, headers X-TC-Action CompareFace, X-TC-Version 2020-03-03,
 * X-TC-Region (the configured region), X-TC-Timestamp and a TC3-HMAC-SHA256 Authorization signing
 * content-type, host and x-tc-action. `groupId` belongs to the person library (1:N) and is not used.
 */

const TITLE = '腾讯云人脸识别';
const BASE = 'https://iai.tencentcloudapi.com';
const ACTION = 'CompareFace';
const VERSION = '2020-03-03';
const MODEL = '3.0';
/**
 * Scores per model version, from the CompareFace documentation: model 3.0 scores 40 / 50 / 60 at a false
 * accept rate of 1/1,000 / 1/10,000 / 1/100,000 and "over 50 is generally the same person"; model 2.0
 * scores 70 / 80 / 90. We ask for 3.0 and pass at the 1/10,000 score.
 */
export const QCLOUD_PASS_SCORE: Record<string, number> = { '3.0': 50, '2.0': 80 };

const OUTAGE_PREFIXES: Array<[string, string]> = [
  ['AuthFailure', '密钥或签名无效，请检查 SecretId 和 SecretKey'],
  ['RequestLimitExceeded', '请求过于频繁'],
  ['FailedOperation.RequestLimitExceeded', '请求过于频繁'],
  ['ResourceUnavailable', '服务未开通或账户欠费'],
  ['ResourcesSoldOut', '服务未开通或账户欠费'],
  ['LimitExceeded', '超过配额限制'],
  ['FailedOperation.RequestTimeout', '后端服务超时'],
  ['FailedOperation.ServerError', '算法服务异常'],
  ['InternalError', '内部错误'],
];

/** The verdict of a CompareFace answer (`{Response: {...}}`), or the outage it reports. */
export function qcloudVerdict(body: unknown): FaceVerdict {
  const res = field(body, 'Response');
  const error = field(res, 'Error');
  if (error) {
    const code = String(field(error, 'Code') ?? '');
    const message = String(field(error, 'Message') ?? '');
    if (code === 'InvalidParameterValue.NoFaceInPhoto' || code === 'FailedOperation.ImageFacedetectFailed') {
      return verdict(false, 0, FACE_MSG.noFace);
    }
    if (code === 'FailedOperation.LifePhotoDetectFaces' || code === 'LimitExceeded.ErrorFaceNumExceed') {
      return verdict(false, 0, FACE_MSG.manyFaces);
    }
    if (code === 'FailedOperation.FaceQualityNotQualified' || code === 'FailedOperation.FaceSizeTooSmall') {
      return verdict(false, 0, FACE_MSG.poorQuality);
    }
    const known = OUTAGE_PREFIXES.find(([p]) => code === p || code.startsWith(`${p}.`));
    throw new FaceServiceError(TITLE, known?.[1] ?? code ?? '未知错误', `${code} ${message}`);
  }
  const score = Number(field(res, 'Score'));
  if (!res || !Number.isFinite(score)) throw new FaceServiceError(TITLE, '返回结果缺少相似度', JSON.stringify(body));
  const model = String(field(res, 'FaceModelVersion') ?? MODEL);
  const threshold = QCLOUD_PASS_SCORE[model] ?? QCLOUD_PASS_SCORE[MODEL] ?? 50;
  return score >= threshold ? verdict(true, score, FACE_MSG.matched) : verdict(false, score, FACE_MSG.mismatch);
}

export const qcloudFace: FaceProviderFactory = (settings, options = {}) => {
  const base = options.endpoint ?? BASE;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const host = new URL(base).host;
  return {
    name: 'qcloud',
    async compare(photo, reference) {
      const payload = JSON.stringify({
        ImageA: photo.toString('base64'),
        ImageB: reference.toString('base64'),
        FaceModelVersion: MODEL,
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const signed = { 'Content-Type': 'application/json; charset=utf-8', Host: host, 'X-TC-Action': ACTION };
      const { authorization } = tc3Sign({
        secretId: settings.secretId ?? '',
        secretKey: settings.secretKey ?? '',
        service: 'iai',
        timestamp,
        headers: signed,
        payload,
      });
      const headers: Record<string, string> = {
        Authorization: authorization,
        'Content-Type': signed['Content-Type'],
        'X-TC-Action': ACTION,
        'X-TC-Version': VERSION,
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Region': settings.region ?? '',
      };
      const { body } = await callVendor(TITLE, `${base}/`, { method: 'POST', headers, body: payload }, timeoutMs);
      return qcloudVerdict(body);
    },
  };
};
