import { randomBytes } from 'node:crypto';
import { judge, personOf, type StandInReply, type StandInRequest, type VendorHandler } from './server.ts';

/**
 * Stand-in for Baidu AI (aip.baidubce.com), after its documentation: the OAuth token endpoint
 * `POST /oauth/2.0/token?grant_type=client_credentials&client_id=<API Key>&client_secret=<Secret Key>` and
 * 人脸对比 V3 `POST /rest/2.0/face/v3/match?access_token=` with a JSON array of two image objects, and the face
 * library calls of face login: 人脸注册 `faceset/user/add`, 删除用户 `faceset/user/delete` and 人脸搜索 `search`
 * (every call needs a token it issued).
 */

const FACE_TYPES = ['LIVE', 'IDCARD', 'WATERMARK', 'CERT', 'INFRARED'];
const CONTROLS = ['NONE', 'LOW', 'NORMAL', 'HIGH'];

export interface BaiduStandIn extends VendorHandler {
  /** Makes every issued token invalid (as if it expired): the next match answers error 110. */
  revokeTokens(): void;
  /** The face library: group -> user id -> enrolled persons and user_info. */
  groups: Map<string, Map<string, { persons: string[]; info: string }>>;
}

export function baiduStandIn(keys: { appKey: string; secretKey: string }): BaiduStandIn {
  const problems: string[] = [];
  const hits: Record<string, number> = {};
  const issued = new Set<string>();
  const meta = () => ({ log_id: Date.now(), timestamp: Math.floor(Date.now() / 1000), cached: 0 });
  const fail = (code: number, msg: string): StandInReply => ({
    status: 200,
    json: { error_code: code, error_msg: msg, ...meta(), result: null },
  });

  function token(req: StandInRequest): StandInReply {
    hits.token = (hits.token ?? 0) + 1;
    const q = req.url.searchParams;
    if (req.method !== 'POST') problems.push(`token: method ${req.method}, documented POST`);
    if (q.get('grant_type') !== 'client_credentials') problems.push(`token: grant_type ${q.get('grant_type')}`);
    if (q.get('client_id') !== keys.appKey || q.get('client_secret') !== keys.secretKey) {
      problems.push('token: client_id/client_secret are not the configured API Key / Secret Key');
      return { status: 401, json: { error: 'invalid_client', error_description: 'unknown client id' } };
    }
    const accessToken = `24.${randomBytes(16).toString('hex')}.2592000.${Math.floor(Date.now() / 1000)}.282335-8574075`;
    issued.add(accessToken);
    return {
      status: 200,
      json: {
        refresh_token: `25.${randomBytes(16).toString('hex')}`,
        expires_in: 2592000,
        session_key: randomBytes(8).toString('hex'),
        access_token: accessToken,
        scope: 'public brain_all_scope vis-faceverify_faceverify_h5-face-liveness',
        session_secret: randomBytes(8).toString('hex'),
      },
    };
  }

  function match(req: StandInRequest, busy: boolean): StandInReply {
    hits.match = (hits.match ?? 0) + 1;
    if (req.method !== 'POST') problems.push(`match: method ${req.method}, documented POST`);
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
      problems.push(`match: Content-Type ${req.headers['content-type']}, documented application/json`);
    }
    if (!issued.has(req.url.searchParams.get('access_token') ?? '')) {
      return fail(110, 'Access token invalid or no longer valid');
    }
    if (busy) return fail(18, 'Open api qps request limit reached');
    let images: unknown;
    try {
      images = JSON.parse(req.body);
    } catch {
      problems.push('match: body is not JSON');
      return fail(222200, 'request body should be json format');
    }
    if (!Array.isArray(images) || images.length !== 2) {
      problems.push('match: body is not a JSON array of two images');
      return fail(222208, 'the number of image is incorrect');
    }
    const persons: string[] = [];
    images.forEach((img: Record<string, unknown>, i) => {
      if (img.image_type !== 'BASE64') problems.push(`match: image ${i} image_type ${img.image_type}`);
      if (img.face_type !== undefined && !FACE_TYPES.includes(String(img.face_type))) {
        problems.push(`match: image ${i} face_type ${img.face_type}`);
      }
      for (const k of ['quality_control', 'liveness_control']) {
        if (img[k] !== undefined && !CONTROLS.includes(String(img[k])))
          problems.push(`match: image ${i} ${k} ${img[k]}`);
      }
      const person = personOf(img.image);
      if (person === null) problems.push(`match: image ${i} is not bare base64 of the photo`);
      persons.push(person ?? '');
    });
    const verdict = judge(persons[0] ?? '', persons[1] ?? '');
    if (verdict === 'noface') return fail(222202, 'pic not has face');
    const faceToken = () => randomBytes(16).toString('hex');
    return {
      status: 200,
      json: {
        error_code: 0,
        error_msg: 'SUCCESS',
        ...meta(),
        result: { score: verdict, face_list: [{ face_token: faceToken() }, { face_token: faceToken() }] },
      },
    };
  }

  /** The face library: group -> user -> enrolled persons and user_info. */
  const groups = new Map<string, Map<string, { persons: string[]; info: string }>>();
  const ID = /^[A-Za-z0-9_]{1,48}$/;

  /** The JSON object of a call with a valid token (common checks), or the reply that refuses it. */
  function parse(what: string, req: StandInRequest): Record<string, unknown> | StandInReply {
    hits[what] = (hits[what] ?? 0) + 1;
    if (req.method !== 'POST') problems.push(`${what}: method ${req.method}, documented POST`);
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json')) {
      problems.push(`${what}: Content-Type ${req.headers['content-type']}, documented application/json`);
    }
    if (!issued.has(req.url.searchParams.get('access_token') ?? '')) {
      return fail(110, 'Access token invalid or no longer valid');
    }
    try {
      const body = JSON.parse(req.body) as unknown;
      if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
    } catch {
      // reported below
    }
    problems.push(`${what}: body is not a JSON object`);
    return fail(222200, 'request body should be json format');
  }
  const isReply = (v: Record<string, unknown> | StandInReply): v is StandInReply => 'status' in v && 'json' in v;

  // 人脸注册 V3: image, image_type, group_id, user_id (letters, digits, _), user_info <= 256 B, action_type.
  function userAdd(req: StandInRequest, busy: boolean): StandInReply {
    const b = parse('userAdd', req);
    if (isReply(b)) return b;
    if (busy) return fail(18, 'Open api qps request limit reached');
    if (b.image_type !== 'BASE64') problems.push(`userAdd: image_type ${b.image_type}`);
    if (!ID.test(String(b.group_id ?? ''))) return fail(222006, 'group_id format error');
    if (!/^[A-Za-z0-9_]{1,128}$/.test(String(b.user_id ?? ''))) return fail(222007, 'uid format error');
    if (b.user_info !== undefined && Buffer.byteLength(String(b.user_info)) > 256) {
      return fail(222008, 'user_info format error');
    }
    if (b.action_type !== undefined && !['APPEND', 'REPLACE'].includes(String(b.action_type))) {
      problems.push(`userAdd: action_type ${b.action_type}`);
    }
    const person = personOf(b.image);
    if (person === null) problems.push('userAdd: image is not bare base64 of the photo');
    if (person === 'nobody' || person === null) return fail(222202, 'pic not has face');
    const group = groups.get(String(b.group_id)) ?? new Map();
    groups.set(String(b.group_id), group);
    const known = group.get(String(b.user_id));
    const persons = known && b.action_type !== 'REPLACE' ? [...known.persons, person] : [person];
    group.set(String(b.user_id), { persons, info: String(b.user_info ?? '') });
    return {
      status: 200,
      json: { error_code: 0, error_msg: 'SUCCESS', ...meta(), result: { face_token: randomBytes(16).toString('hex') } },
    };
  }

  // 删除用户 V3: group_id, user_id; 223100 group is not exist, 223103 user is not exist.
  function userDelete(req: StandInRequest, busy: boolean): StandInReply {
    const b = parse('userDelete', req);
    if (isReply(b)) return b;
    if (busy) return fail(18, 'Open api qps request limit reached');
    if (!ID.test(String(b.group_id ?? ''))) return fail(222006, 'group_id format error');
    if (!/^[A-Za-z0-9_]{1,128}$/.test(String(b.user_id ?? ''))) return fail(222007, 'uid format error');
    const group = groups.get(String(b.group_id));
    if (!group) return fail(223100, 'group is not exist');
    if (!group.delete(String(b.user_id))) return fail(223103, 'user is not exist');
    return { status: 200, json: { error_code: 0, error_msg: 'SUCCESS', ...meta(), result: null } };
  }

  // 人脸搜索 V3: image, image_type, group_id_list (comma-separated, at most 10), max_user_num 1-50 (1),
  // match_threshold 0-100 (80): users below the threshold are not answered; nobody -> 222207.
  function search(req: StandInRequest, busy: boolean): StandInReply {
    const b = parse('search', req);
    if (isReply(b)) return b;
    if (busy) return fail(18, 'Open api qps request limit reached');
    if (b.image_type !== 'BASE64') problems.push(`search: image_type ${b.image_type}`);
    const ids = String(b.group_id_list ?? '').split(',');
    if (ids.length > 10 || !ids.every((g) => ID.test(g))) return fail(222006, 'group_id format error');
    const max = b.max_user_num === undefined ? 1 : Number(b.max_user_num);
    const threshold = b.match_threshold === undefined ? 80 : Number(b.match_threshold);
    if (!Number.isInteger(max) || max < 1 || max > 50) problems.push(`search: max_user_num ${b.max_user_num}`);
    if (!(threshold >= 0 && threshold <= 100)) problems.push(`search: match_threshold ${b.match_threshold}`);
    const person = personOf(b.image);
    if (person === null) problems.push('search: image is not bare base64 of the photo');
    if (person === 'nobody' || person === null) return fail(222202, 'pic not has face');
    const users = ids.flatMap((g) =>
      [...(groups.get(g) ?? new Map<string, { persons: string[]; info: string }>())].map(([userId, u]) => ({
        group_id: g,
        user_id: userId,
        user_info: u.info,
        score: Math.max(...u.persons.map((p) => Number(judge(p, person)))),
      })),
    );
    const list = users.filter((u) => u.score >= threshold).sort((x, y) => y.score - x.score);
    if (!list.length) return fail(222207, 'match user is not found');
    return {
      status: 200,
      json: {
        error_code: 0,
        error_msg: 'SUCCESS',
        ...meta(),
        result: { face_token: 'x', user_list: list.slice(0, max) },
      },
    };
  }

  return {
    name: 'baidu',
    problems,
    hits,
    accepts: (req) => req.url.pathname.startsWith('/oauth/') || req.url.pathname.startsWith('/rest/'),
    handle(req, mode) {
      if (req.url.pathname === '/oauth/2.0/token') return token(req);
      if (req.url.pathname === '/rest/2.0/face/v3/match') return match(req, mode === 'busy');
      if (req.url.pathname === '/rest/2.0/face/v3/faceset/user/add') return userAdd(req, mode === 'busy');
      if (req.url.pathname === '/rest/2.0/face/v3/faceset/user/delete') return userDelete(req, mode === 'busy');
      if (req.url.pathname === '/rest/2.0/face/v3/search') return search(req, mode === 'busy');
      problems.push(`unknown path ${req.url.pathname}`);
      return { status: 404, json: { error_code: 3, error_msg: 'Unsupported openapi method' } };
    },
    revokeTokens: () => issued.clear(),
    groups,
  };
}
