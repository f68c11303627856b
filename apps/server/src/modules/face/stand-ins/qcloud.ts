import { createHash, createHmac } from 'node:crypto';
import { judge, personOf, requestId, type StandInReply, type StandInRequest, type VendorHandler } from './server.ts';

/**
 * Stand-in for Tencent Cloud IAI (iai.tencentcloudapi.com) CompareFace, API 3.0, after its documentation:
 * POST / with a JSON body, the common headers X-TC-Action / X-TC-Version / X-TC-Timestamp / X-TC-Region and
 * an Authorization header it verifies by recomputing TC3-HMAC-SHA256 over the headers the request says it
 * signed (content-type and host at least) with the configured SecretKey.
 */

const AUTH =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

export function qcloudStandIn(keys: { secretId: string; secretKey: string; region: string }): VendorHandler {
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

  function compare(req: StandInRequest, busy: boolean): StandInReply {
    hits.compare = (hits.compare ?? 0) + 1;
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
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(req.body);
    } catch {
      problems.push('body is not JSON');
      return error('InvalidParameter', 'The request body is not JSON.');
    }
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

  return {
    name: 'qcloud',
    problems,
    hits,
    accepts: (req) => req.headers['x-tc-action'] !== undefined,
    handle(req, mode) {
      if (req.method !== 'POST') problems.push(`method ${req.method}`);
      if (req.headers['x-tc-action'] !== 'CompareFace') {
        problems.push(`X-TC-Action ${req.headers['x-tc-action']}`);
        return error('InvalidAction', '接口不存在。');
      }
      return compare(req, mode === 'busy');
    },
  };
}
