import { randomBytes } from 'node:crypto';
import { judge, personOf, type StandInReply, type StandInRequest, type VendorHandler } from './server.ts';

/**
 * Stand-in for Baidu AI (aip.baidubce.com), after its documentation: the OAuth token endpoint
 * `POST /oauth/2.0/token?grant_type=client_credentials&client_id=<API Key>&client_secret=<Secret Key>` and
 * 人脸对比 V3 `POST /rest/2.0/face/v3/match?access_token=` with a JSON array of two image objects.
 */

const FACE_TYPES = ['LIVE', 'IDCARD', 'WATERMARK', 'CERT', 'INFRARED'];
const CONTROLS = ['NONE', 'LOW', 'NORMAL', 'HIGH'];

export interface BaiduStandIn extends VendorHandler {
  /** Makes every issued token invalid (as if it expired): the next match answers error 110. */
  revokeTokens(): void;
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

  return {
    name: 'baidu',
    problems,
    hits,
    accepts: (req) => req.url.pathname.startsWith('/oauth/') || req.url.pathname.startsWith('/rest/'),
    handle(req, mode) {
      if (req.url.pathname === '/oauth/2.0/token') return token(req);
      if (req.url.pathname === '/rest/2.0/face/v3/match') return match(req, mode === 'busy');
      problems.push(`unknown path ${req.url.pathname}`);
      return { status: 404, json: { error_code: 3, error_msg: 'Unsupported openapi method' } };
    },
    revokeTokens: () => issued.clear(),
  };
}
