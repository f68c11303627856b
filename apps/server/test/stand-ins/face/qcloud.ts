import { createHash, createHmac } from 'node:crypto';
import { judge, personOf, requestId, type StandInReply, type StandInRequest, type VendorHandler } from './server.ts';

/**
 * Stand-in for Tencent Cloud IAI (iai.tencentcloudapi.com) CompareFace, API 3.0, after its documentation:
 * POST / with a JSON body, the common headers X-TC-Action / X-TC-Version / X-TC-Timestamp / X-TC-Region and
 * an Authorization header it verifies by recomputing TC3-HMAC-SHA256 over the headers the request says it
 * signed (content-type and host at least) with the configured SecretKey. Besides CompareFace it keeps person
 * groups for face login: CreateGroup, CreatePerson, DeletePerson, DeletePersonFromGroup and SearchFaces (every call
 * signed).
 */

const AUTH =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

export interface QcloudStandIn extends VendorHandler {
  /** Person groups: group id -> person id -> the person in the photo and PersonName. */
  groups: Map<string, Map<string, { person: string; name: string }>>;
}

export function qcloudStandIn(keys: { secretId: string; secretKey: string; region: string }): QcloudStandIn {
  const problems: string[] = [];
  const hits: Record<string, number> = {};
  const error = (code: string, message: string): StandInReply => ({
    status: 200,
    json: { Response: { Error: { Code: code, Message: message }, RequestId: requestId() } },
  });
  const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
  const hmac = (k: string | Buffer, s: string) => createHmac('sha256', k).update(s).digest();

  /** The documented signature of the request, or the documented error when it does not verify. */
  function verify(req: StandInRequest): StandInReply | null {
    const m = AUTH.exec(String(req.headers.authorization ?? ''));
    if (!m) {
      problems.push(`malformed Authorization: ${req.headers.authorization}`);
      return error('AuthFailure.InvalidAuthorization', 'Authorization in the request header is invalid.');
    }
    const [, secretId, date, service, signedHeaders = '', signature] = m;
    if (secretId !== keys.secretId) {
      problems.push(`SecretId ${secretId} is not the configured one`);
      return error('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    }
    const ts = Number(req.headers['x-tc-timestamp']);
    if (!Number.isInteger(ts) || Math.abs(ts - Date.now() / 1000) > 300) {
      problems.push(`X-TC-Timestamp ${req.headers['x-tc-timestamp']} not within 5 minutes`);
      return error('AuthFailure.SignatureExpire', 'Signature expired.');
    }
    const names = signedHeaders.split(';');
    if (service !== 'iai') problems.push(`credential scope service ${service}, expected iai`);
    if (date !== new Date(ts * 1000).toISOString().slice(0, 10))
      problems.push(`scope date ${date} is not X-TC-Timestamp's`);
    if (!names.includes('content-type') || !names.includes('host')) problems.push(`SignedHeaders ${signedHeaders}`);
    const canonicalHeaders = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .toLowerCase()}\n`,
      )
      .join('');
    const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256(req.body)].join('\n');
    const stringToSign = [
      'TC3-HMAC-SHA256',
      String(ts),
      `${date}/${service}/tc3_request`,
      sha256(canonicalRequest),
    ].join('\n');
    const key = hmac(hmac(hmac(`TC3${keys.secretKey}`, date ?? ''), service ?? ''), 'tc3_request');
    if (createHmac('sha256', key).update(stringToSign).digest('hex') !== signature) {
      problems.push('signature does not verify with the configured SecretKey');
      return error(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated. Please check your signature is correct.',
      );
    }
    return null;
  }

  /** Checks every call has in common; answers the JSON body, or the reply refusing the call. */
  function common(req: StandInRequest, busy: boolean): Record<string, unknown> | StandInReply {
    const action = String(req.headers['x-tc-action']);
    hits[action] = (hits[action] ?? 0) + 1;
    if (req.url.pathname !== '/' || req.url.search)
      problems.push(`path ${req.url.pathname}${req.url.search}, expected /`);
    if (!String(req.headers['content-type']).startsWith('application/json')) {
      problems.push(`Content-Type ${req.headers['content-type']}`);
    }
    if (req.headers['x-tc-version'] !== '2020-03-03') problems.push(`X-TC-Version ${req.headers['x-tc-version']}`);
    if (req.headers['x-tc-region'] !== keys.region) problems.push(`X-TC-Region ${req.headers['x-tc-region']}`);
    const refused = verify(req);
    if (refused) return refused;
    if (busy) return error('RequestLimitExceeded', '请求的次数超过了频率限制。');
    try {
      const body = JSON.parse(req.body) as unknown;
      if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
    } catch {
      // reported below
    }
    problems.push('body is not JSON');
    return error('InvalidParameter', 'The request body is not JSON.');
  }
  const isReply = (v: Record<string, unknown> | StandInReply): v is StandInReply => 'status' in v && 'json' in v;
  const ok = (extra: object = {}): StandInReply => ({
    status: 200,
    json: { Response: { ...extra, RequestId: requestId() } },
  });

  function compare(req: StandInRequest, busy: boolean): StandInReply {
    hits.compare = (hits.compare ?? 0) + 1;
    const body = common(req, busy);
    if (isReply(body)) return body;
    if (body.FaceModelVersion !== undefined && !['2.0', '3.0'].includes(String(body.FaceModelVersion))) {
      problems.push(`FaceModelVersion ${body.FaceModelVersion}`);
      return error('InvalidParameterValue.FaceModelVersionIllegal', '算法模型版本不合法。');
    }
    const a = personOf(body.ImageA);
    const b = personOf(body.ImageB);
    if (a === null || b === null) {
      problems.push('ImageA / ImageB are not bare base64 photos');
      return error('InvalidParameterValue.ImageEmpty', '图片为空。');
    }
    const verdict = judge(a, b);
    if (verdict === 'noface') return error('InvalidParameterValue.NoFaceInPhoto', '图片中没有人脸。');
    // Model 3.0 scores are lower than 2.0 ones for the same pair (3.0 passes at 50).
    const score = body.FaceModelVersion === '2.0' ? verdict : verdict === 92.5 ? 78.2 : 21.4;
    return {
      status: 200,
      json: { Response: { Score: score, FaceModelVersion: body.FaceModelVersion ?? '3.0', RequestId: requestId() } },
    };
  }

  /** Person groups: group id -> person id -> { person in the photo, PersonName }. */
  const groups = new Map<string, Map<string, { person: string; name: string }>>();
  const personGroup = (personId: string) => [...groups.values()].find((g) => g.has(personId));

  // CreateGroup {GroupName, GroupId, FaceModelVersion}; CreatePerson {GroupId, PersonName, PersonId, Image};
  // DeletePerson {PersonId}; DeletePersonFromGroup {PersonId, GroupId}; SearchFaces {GroupIds, Image, MaxFaceNum, MaxPersonNum, NeedPersonInfo,
  // FaceMatchThreshold}: Results[0].Candidates best first, PersonName only with NeedPersonInfo 1.
  function library(action: string, req: StandInRequest, busy: boolean): StandInReply {
    const b = common(req, busy);
    if (isReply(b)) return b;
    const text = (k: string, max: number) => {
      const v = b[k];
      if (typeof v !== 'string' || !v || v.length > max) problems.push(`${action}: ${k} ${JSON.stringify(v)}`);
      return String(v ?? '');
    };
    if (action === 'CreateGroup') {
      const id = text('GroupId', 64);
      text('GroupName', 60);
      if (groups.has(id)) return error('InvalidParameterValue.GroupIdAlreadyExist', '人员库ID已经存在。');
      groups.set(id, new Map());
      return ok();
    }
    if (action === 'DeletePerson') {
      const id = text('PersonId', 64);
      const g = personGroup(id);
      if (!g) return error('InvalidParameterValue.PersonIdNotExist', '人员ID不存在。');
      g.delete(id);
      return ok();
    }
    if (action === 'DeletePersonFromGroup') {
      const g = groups.get(text('GroupId', 64));
      if (!g) return error('InvalidParameterValue.GroupIdNotExist', '人员库ID不存在。');
      if (!g.delete(text('PersonId', 64))) return error('InvalidParameterValue.PersonIdNotExist', '人员ID不存在。');
      return ok();
    }
    const person = personOf(b.Image);
    if (person === null) {
      problems.push(`${action}: Image is not a bare base64 photo`);
      return error('InvalidParameterValue.ImageEmpty', '图片为空。');
    }
    if (person === 'nobody') return error('InvalidParameterValue.NoFaceInPhoto', '图片中没有人脸。');
    if (action === 'CreatePerson') {
      const g = groups.get(text('GroupId', 64));
      if (!g) return error('InvalidParameterValue.GroupIdNotExist', '人员库ID不存在。');
      const id = text('PersonId', 64);
      if (personGroup(id)) return error('InvalidParameterValue.PersonIdAlreadyExist', '人员ID已经存在。');
      g.set(id, { person, name: text('PersonName', 60) });
      return ok({ FaceId: requestId(), FaceModelVersion: '3.0' });
    }
    const ids = Array.isArray(b.GroupIds) ? b.GroupIds.map(String) : [];
    if (!ids.length || ids.length > 100) problems.push(`SearchFaces: GroupIds ${JSON.stringify(b.GroupIds)}`);
    const missing = ids.find((g) => !groups.has(g));
    if (missing) return error('InvalidParameterValue.GroupIdNotExist', '人员库ID不存在。');
    const max = b.MaxPersonNum === undefined ? 5 : Number(b.MaxPersonNum);
    if (!Number.isInteger(max) || max < 1 || max > 100) problems.push(`SearchFaces: MaxPersonNum ${b.MaxPersonNum}`);
    const threshold = Number(b.FaceMatchThreshold ?? 0);
    const candidates = ids
      .flatMap((g) => [...(groups.get(g) ?? [])])
      .map(([id, p]) => ({
        PersonId: id,
        FaceId: `face-${id}`,
        Score: p.person === person ? 78.2 : 21.4,
        ...(b.NeedPersonInfo === 1 ? { PersonName: p.name, Gender: 0 } : { PersonName: null, Gender: null }),
      }))
      .filter((c) => c.Score >= threshold)
      .sort((x, y) => y.Score - x.Score)
      .slice(0, max);
    return ok({
      Results: [{ Candidates: candidates, FaceRect: { X: 10, Y: 10, Width: 120, Height: 150 }, RetCode: 0 }],
      FaceNum: 1,
      FaceModelVersion: '3.0',
    });
  }

  return {
    name: 'qcloud',
    problems,
    hits,
    groups,
    accepts: (req) => req.headers['x-tc-action'] !== undefined,
    handle(req, mode) {
      if (req.method !== 'POST') problems.push(`method ${req.method}`);
      const action = String(req.headers['x-tc-action']);
      if (action === 'CompareFace') return compare(req, mode === 'busy');
      if (['CreateGroup', 'CreatePerson', 'DeletePerson', 'DeletePersonFromGroup', 'SearchFaces'].includes(action)) {
        return library(action, req, mode === 'busy');
      }
      problems.push(`X-TC-Action ${action}`);
      return error('InvalidAction', '接口不存在。');
    },
  };
}
