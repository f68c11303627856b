import { tc3Sign } from '../signing/tc3.ts';
import { callVendor, field } from './http.ts';
import {
  DEFAULT_TIMEOUT_MS,
  FACE_MSG,
  type FaceGroupSearch,
  type FaceProviderFactory,
  FaceServiceError,
  type FaceVerdict,
  verdict,
} from './types.ts';

/**
 * Tencent Cloud face recognition (IAI) CompareFace, API 3.0: `POST https://iai.tencentcloudapi.com/` with a
 * JSON body `{ImageA, ImageB, FaceModelVersion}`, headers X-TC-Action CompareFace, X-TC-Version 2020-03-03,
 * X-TC-Region (the configured region), X-TC-Timestamp and a TC3-HMAC-SHA256 Authorization signing
 * content-type, host and x-tc-action. `groupId` names the person group of face login (1:N): CreatePerson
 * (CreateGroup, DeletePerson) to enrol, SearchFaces to search, DeletePersonFromGroup to remove a deleted user.
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

/** The error code of an answer, or '' (success). */
const errorCode = (body: unknown) => String(field(field(field(body, 'Response'), 'Error'), 'Code') ?? '');

/** Throws the outage an answer reports (any error code not handled by the caller). */
function outage(body: unknown): never {
  const error = field(field(body, 'Response'), 'Error');
  const code = String(field(error, 'Code') ?? '');
  const known = OUTAGE_PREFIXES.find(([p]) => code === p || code.startsWith(`${p}.`));
  throw new FaceServiceError(TITLE, known?.[1] ?? (code || '未知错误'), `${code} ${field(error, 'Message') ?? ''}`);
}

/** Camera problems a search answers with (no face, several, quality): the verdict's message. */
const CAMERA_CODES = new Set([
  'InvalidParameterValue.NoFaceInPhoto',
  'FailedOperation.ImageFacedetectFailed',
  'FailedOperation.FaceQualityNotQualified',
  'FailedOperation.FaceSizeTooSmall',
]);

/** The candidates of a SearchFaces answer (one face searched), best first, one per person. */
export function qcloudSearchResult(body: unknown): FaceGroupSearch {
  const code = errorCode(body);
  if (CAMERA_CODES.has(code)) return { kind: 'camera', msg: qcloudVerdict(body).msg };
  if (code) outage(body);
  const results = field(field(body, 'Response'), 'Results');
  const first = Array.isArray(results) ? results[0] : undefined;
  const list = field(first, 'Candidates');
  const best = new Map<string, { userId: string; score: number; tag: string }>();
  for (const c of Array.isArray(list) ? list : []) {
    const userId = String(field(c, 'PersonId') ?? '');
    const score = Number(field(c, 'Score')) || 0;
    if ((best.get(userId)?.score ?? -1) < score)
      best.set(userId, { userId, score, tag: String(field(c, 'PersonName') ?? '') });
  }
  return { kind: 'candidates', candidates: [...best.values()].sort((a, b) => b.score - a.score) };
}

export const qcloudFace: FaceProviderFactory = (settings, options = {}) => {
  const base = options.endpoint ?? BASE;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const host = new URL(base).host;
  /** One signed API 3.0 call (TC3-HMAC-SHA256 over content-type, host and x-tc-action); answers the JSON body. */
  const call = async (action: string, body: object) => {
    const payload = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000);
    const signed = { 'Content-Type': 'application/json; charset=utf-8', Host: host, 'X-TC-Action': action };
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
      'X-TC-Action': action,
      'X-TC-Version': VERSION,
      'X-TC-Timestamp': String(timestamp),
      'X-TC-Region': settings.region ?? '',
    };
    return (await callVendor(TITLE, `${base}/`, { method: 'POST', headers, body: payload }, timeoutMs)).body;
  };
  const groupId = settings.groupId ?? '';
  const createPerson = (userId: string, photo: Buffer, tag: string) =>
    call('CreatePerson', { GroupId: groupId, PersonId: userId, PersonName: tag, Image: photo.toString('base64') });

  return {
    name: 'qcloud',
    async compare(photo, reference) {
      const body = { ImageA: photo.toString('base64'), ImageB: reference.toString('base64'), FaceModelVersion: MODEL };
      return qcloudVerdict(await call(ACTION, body));
    },
    group: {
      key: `qcloud:${settings.secretId ?? ''}:${groupId}`,
      matchScore: QCLOUD_PASS_SCORE[MODEL] ?? 50,
      // CreatePerson into the group (PersonName carries the tag); an existing person is deleted and created
      // again (the new photo replaces the old); a missing group is created (model 3.0) first.
      async enroll(userId, photo, tag) {
        let body = await createPerson(userId, photo, tag);
        if (errorCode(body) === 'InvalidParameterValue.GroupIdNotExist') {
          const made = await call('CreateGroup', { GroupName: groupId, GroupId: groupId, FaceModelVersion: MODEL });
          if (errorCode(made) && errorCode(made) !== 'InvalidParameterValue.GroupIdAlreadyExist') outage(made);
          body = await createPerson(userId, photo, tag);
        }
        if (errorCode(body) === 'InvalidParameterValue.PersonIdAlreadyExist') {
          const removed = await call('DeletePerson', { PersonId: userId });
          if (errorCode(removed)) outage(removed);
          body = await createPerson(userId, photo, tag);
        }
        if (errorCode(body)) outage(body);
      },
      // DeletePersonFromGroup: the person (our user id) leaves this group only (Tencent deletes a person left in
      // no group); a person or group the vendor does not know leaves nothing to remove.
      async remove(userId) {
        const body = await call('DeletePersonFromGroup', { PersonId: userId, GroupId: groupId });
        const code = errorCode(body);
        if (
          code &&
          code !== 'InvalidParameterValue.PersonIdNotExist' &&
          code !== 'InvalidParameterValue.GroupIdNotExist'
        )
          outage(body);
      },
      async search(photo, max, minScore) {
        const body = {
          GroupIds: [groupId],
          Image: photo.toString('base64'),
          MaxFaceNum: 1,
          MaxPersonNum: max,
          NeedPersonInfo: 1,
          FaceMatchThreshold: minScore,
        };
        return qcloudSearchResult(await call('SearchFaces', body));
      },
    },
  };
};
