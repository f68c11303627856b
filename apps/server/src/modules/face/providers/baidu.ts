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
 * Baidu AI face comparison, 人脸对比 V3 (`POST /rest/2.0/face/v3/match?access_token=`), with an access
 * token from Baidu's OAuth endpoint (`POST /oauth/2.0/token?grant_type=client_credentials&client_id=
 * <API Key>&client_secret=<Secret Key>`). Settings: `appKey` is the API Key, `secretKey` the Secret Key;
 * `appId` and `faceGroup` name the face library's group of face login (1:N): 人脸注册
 * `/rest/2.0/face/v3/faceset/user/add`, 删除用户 `/rest/2.0/face/v3/faceset/user/delete` and 人脸搜索
 * `/rest/2.0/face/v3/search` with `group_id_list`.
 */

const TITLE = '百度人脸识别';
const BASE = 'https://aip.baidubce.com';
/** Baidu's recommended threshold for `result.score` (0-100), as the 人脸对比 documentation gives it: 80. */
export const BAIDU_PASS_SCORE = 80;

interface CachedToken {
  token: string;
  expiresAt: number;
}
/** Access tokens per endpoint and key pair, kept until shortly before they expire (30 days as issued). */
const tokens = new Map<string, Promise<CachedToken>>();

async function fetchToken(base: string, appKey: string, secretKey: string, timeoutMs: number): Promise<CachedToken> {
  const q = new URLSearchParams({ grant_type: 'client_credentials', client_id: appKey, client_secret: secretKey });
  const { body } = await callVendor(TITLE, `${base}/oauth/2.0/token?${q}`, { method: 'POST', headers: {} }, timeoutMs);
  const token = field(body, 'access_token');
  if (typeof token !== 'string' || !token) {
    const why = `${field(body, 'error') ?? ''} ${field(body, 'error_description') ?? ''}`.trim();
    throw new FaceServiceError(TITLE, '获取 Access Token 失败，请检查 API Key 和 Secret Key', why);
  }
  const expiresIn = Number(field(body, 'expires_in')) || 0;
  // Renew a little before the end: a tenth of the lifetime, at most an hour early.
  const early = Math.min(3600, expiresIn / 10);
  return { token, expiresAt: Date.now() + (expiresIn - early) * 1000 };
}

async function accessToken(base: string, appKey: string, secretKey: string, timeoutMs: number): Promise<string> {
  const key = `${base}|${appKey}|${secretKey}`;
  const known = tokens.get(key);
  if (known) {
    // A failed earlier fetch is not an error here: it is dropped and a new token is fetched below.
    const cached = await known.catch(() => null);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    if (tokens.get(key) === known) tokens.delete(key);
  }
  let pending = tokens.get(key);
  if (!pending) {
    // One request for everybody asking at once; a failed one is not kept.
    const created = fetchToken(base, appKey, secretKey, timeoutMs);
    created.catch(() => tokens.get(key) === created && tokens.delete(key));
    tokens.set(key, created);
    pending = created;
  }
  return (await pending).token;
}

const forgetToken = (base: string, appKey: string, secretKey: string) =>
  tokens.delete(`${base}|${appKey}|${secretKey}`);

/** Codes of the token itself (110 invalid, 111 expired): fetch a new one and try once more. */
const TOKEN_CODES = new Set([110, 111]);
/** Quality and occlusion findings (223113-223116, 223121-223129): only the camera photo is quality-checked. */
const isQuality = (c: number) => (c >= 223113 && c <= 223116) || (c >= 223121 && c <= 223129);

/** Documented error codes (人脸识别错误码) of an outage: the reason shown, not counted as a face failure. */
const OUTAGE: Record<number, string> = {
  4: '集群超限额',
  6: '没有接口权限，请在百度控制台开通人脸对比',
  14: 'IAM 鉴权失败',
  17: '每天请求量超限额',
  18: 'QPS 超限额',
  19: '请求总量超限额',
  110: 'Access Token 无效',
  111: 'Access Token 已过期',
  222201: '服务端请求失败',
  222205: '服务端请求失败',
  222206: '服务端请求失败',
  222302: '服务端请求失败',
  282000: '服务器内部错误',
};

/** The verdict of a match answer, or the outage it reports. */
export function baiduVerdict(body: unknown): FaceVerdict {
  const code = Number(field(body, 'error_code') ?? -1);
  if (code === 0) {
    const score = Number(field(field(body, 'result'), 'score'));
    if (!Number.isFinite(score)) throw new FaceServiceError(TITLE, '返回结果缺少相似度', JSON.stringify(body));
    return score >= BAIDU_PASS_SCORE
      ? verdict(true, score, FACE_MSG.matched)
      : verdict(false, score, FACE_MSG.mismatch);
  }
  // 222202 pic not has face, 222203 image check fail (no face could be parsed).
  if (code === 222202 || code === 222203) return verdict(false, 0, FACE_MSG.noFace);
  if (isQuality(code)) return verdict(false, 0, FACE_MSG.poorQuality);
  if (code === 223120) return verdict(false, 0, FACE_MSG.liveness);
  const msg = String(field(body, 'error_msg') ?? '');
  throw new FaceServiceError(TITLE, OUTAGE[code] ?? `错误码 ${code}`, `${code} ${msg}`);
}

export const baiduFace: FaceProviderFactory = (settings, options = {}) => {
  const base = options.endpoint ?? BASE;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const appKey = settings.appKey ?? '';
  const secretKey = settings.secretKey ?? '';

  const match = async (photo: Buffer, reference: Buffer, token: string) => {
    // The camera photo is checked for quality and liveness (a photo held up to the camera); the learner's
    // face photo on file is not, so a plain portrait never fails the learner. Both are portraits (LIVE).
    const body = JSON.stringify([
      {
        image: photo.toString('base64'),
        image_type: 'BASE64',
        face_type: 'LIVE',
        quality_control: 'LOW',
        liveness_control: 'LOW',
      },
      {
        image: reference.toString('base64'),
        image_type: 'BASE64',
        face_type: 'LIVE',
        quality_control: 'NONE',
        liveness_control: 'NONE',
      },
    ]);
    const url = `${base}/rest/2.0/face/v3/match?access_token=${encodeURIComponent(token)}`;
    return (
      await callVendor(TITLE, url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }, timeoutMs)
    ).body;
  };

  /** A call with the access token in the query; an invalid or expired token is replaced and the call made once more. */
  const withToken = async (call: (token: string) => Promise<unknown>) => {
    let body = await call(await accessToken(base, appKey, secretKey, timeoutMs));
    if (TOKEN_CODES.has(Number(field(body, 'error_code')))) {
      forgetToken(base, appKey, secretKey);
      body = await call(await accessToken(base, appKey, secretKey, timeoutMs));
    }
    return body;
  };
  const post = (path: string, payload: object) => (token: string) =>
    callVendor(
      TITLE,
      `${base}${path}?access_token=${encodeURIComponent(token)}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) },
      timeoutMs,
    ).then((r) => r.body);
  const groupId = settings.faceGroup ?? '';

  return {
    name: 'baidu',
    async compare(photo, reference) {
      return baiduVerdict(await withToken((token) => match(photo, reference, token)));
    },
    group: {
      key: `baidu:${settings.appId ?? ''}:${groupId}`,
      matchScore: BAIDU_PASS_SCORE,
      // 人脸注册: the user's faces are replaced by this one (REPLACE), the group is created with its first user.
      async enroll(userId, photo, tag) {
        const payload = {
          image: photo.toString('base64'),
          image_type: 'BASE64',
          group_id: groupId,
          user_id: userId,
          user_info: tag,
          quality_control: 'NONE',
          liveness_control: 'NONE',
          action_type: 'REPLACE',
        };
        const body = await withToken(post('/rest/2.0/face/v3/faceset/user/add', payload));
        const code = Number(field(body, 'error_code') ?? -1);
        if (code === 0) return;
        const msg = String(field(body, 'error_msg') ?? '');
        throw new FaceServiceError(TITLE, OUTAGE[code] ?? `人脸注册失败（错误码 ${code}）`, `${code} ${msg}`);
      },
      // 删除用户: the user and all their faces leave the group; 223100 (group is not exist) and 223103 (user is
      // not exist) leave nothing to remove.
      async remove(userId) {
        const body = await withToken(
          post('/rest/2.0/face/v3/faceset/user/delete', { group_id: groupId, user_id: userId }),
        );
        const code = Number(field(body, 'error_code') ?? -1);
        if (code === 0 || code === 223100 || code === 223103) return;
        const msg = String(field(body, 'error_msg') ?? '');
        throw new FaceServiceError(TITLE, OUTAGE[code] ?? `人脸删除失败（错误码 ${code}）`, `${code} ${msg}`);
      },
      // 人脸搜索: the camera photo is checked for quality and liveness as in a 1:1 match.
      async search(photo, max, minScore) {
        const payload = {
          image: photo.toString('base64'),
          image_type: 'BASE64',
          group_id_list: groupId,
          quality_control: 'LOW',
          liveness_control: 'LOW',
          max_user_num: max,
          match_threshold: minScore,
        };
        return baiduSearchResult(await withToken(post('/rest/2.0/face/v3/search', payload)));
      },
    },
  };
};

/** The candidates of a search answer (222207: nobody above the threshold), a camera problem, or the outage. */
export function baiduSearchResult(body: unknown): FaceGroupSearch {
  const code = Number(field(body, 'error_code') ?? -1);
  if (code === 0) {
    const list = field(field(body, 'result'), 'user_list');
    const candidates = (Array.isArray(list) ? list : []).map((u) => ({
      userId: String(field(u, 'user_id') ?? ''),
      score: Number(field(u, 'score')) || 0,
      tag: String(field(u, 'user_info') ?? ''),
    }));
    return { kind: 'candidates', candidates: candidates.sort((a, b) => b.score - a.score) };
  }
  if (code === 222207) return { kind: 'candidates', candidates: [] };
  const v = code === 222202 || code === 222203 || isQuality(code) || code === 223120 ? baiduVerdict(body) : null;
  if (v) return { kind: 'camera', msg: v.msg };
  const msg = String(field(body, 'error_msg') ?? '');
  throw new FaceServiceError(TITLE, OUTAGE[code] ?? `错误码 ${code}`, `${code} ${msg}`);
}
