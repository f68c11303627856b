import { createHmac } from 'node:crypto';
import { judge, personOf, requestId, type StandInReply, type StandInRequest, type VendorHandler } from './server.ts';

/**
 * Stand-in for Alibaba Cloud Vision facebody (facebody.cn-shanghai.aliyuncs.com) CompareFace, RPC style,
 * after its documentation: POST / with parameters in the query and the form body, common parameters
 * (Action, Version 2019-12-30, Format, AccessKeyId, SignatureMethod HMAC-SHA1, SignatureVersion 1.0,
 * SignatureNonce, Timestamp) and a Signature it verifies by recomputing the RPC signature over all
 * parameters with the configured AccessKeySecret.
 */

const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Parses a query or form string strictly: '+' stays '+' (RFC 3986 encoding has none for spaces). */
function parseParams(text: string, into: Record<string, string>) {
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const i = pair.indexOf('=');
    into[decodeURIComponent(i < 0 ? pair : pair.slice(0, i))] = i < 0 ? '' : decodeURIComponent(pair.slice(i + 1));
  }
}

export function aliyunStandIn(keys: { accessKeyId: string; accessKeySecret: string }): VendorHandler {
  const problems: string[] = [];
  const hits: Record<string, number> = {};
  const nonces = new Set<string>();
  const error = (status: number, code: string, message: string): StandInReply => ({
    status,
    json: {
      RequestId: requestId(),
      HostId: 'facebody.cn-shanghai.aliyuncs.com',
      Code: code,
      Message: message,
      Recommend: `https://api.aliyun.com/troubleshoot?q=${code}&product=facebody`,
    },
  });

  function handle(req: StandInRequest, busy: boolean): StandInReply {
    hits.compare = (hits.compare ?? 0) + 1;
    if (req.method !== 'POST') problems.push(`method ${req.method}`);
    if (req.url.pathname !== '/') problems.push(`path ${req.url.pathname}`);
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
      problems.push(`Content-Type ${req.headers['content-type']}`);
    }
    const p: Record<string, string> = {};
    parseParams(req.url.search.slice(1), p);
    parseParams(req.body, p);
    const expect: Record<string, string> = {
      Action: 'CompareFace',
      Version: '2019-12-30',
      Format: 'JSON',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
    };
    for (const [k, v] of Object.entries(expect)) {
      if (p[k] !== v) problems.push(`${k}=${p[k]}, expected ${v}`);
    }
    if (p.AccessKeyId !== keys.accessKeyId) {
      problems.push(`AccessKeyId ${p.AccessKeyId} is not the configured one`);
      return error(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    const ts = p.Timestamp ?? '';
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(ts) || Math.abs(Date.parse(ts) - Date.now()) > 15 * 60_000) {
      problems.push(`Timestamp ${ts}`);
      return error(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    if (!p.SignatureNonce || nonces.has(p.SignatureNonce)) {
      problems.push(`SignatureNonce ${p.SignatureNonce} missing or reused`);
      return error(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    nonces.add(p.SignatureNonce);
    const canonical = Object.keys(p)
      .filter((k) => k !== 'Signature')
      .sort()
      .map((k) => `${encode(k)}=${encode(p[k] ?? '')}`)
      .join('&');
    const stringToSign = `POST&${encode('/')}&${encode(canonical)}`;
    const signature = createHmac('sha1', `${keys.accessKeySecret}&`).update(stringToSign).digest('base64');
    if (p.Signature !== signature) {
      problems.push('Signature does not verify with the configured AccessKeySecret');
      return error(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.');
    }
    if (busy) return error(400, 'Throttling.User', 'Request was denied due to user flow control.');
    const a = personOf(p.ImageDataA);
    const b = personOf(p.ImageDataB);
    if (a === null || b === null) {
      problems.push('ImageDataA / ImageDataB are not bare base64 photos');
      return error(400, 'InvalidParameter', 'The parameter ImageDataA or ImageDataB is invalid.');
    }
    const verdict = judge(a, b);
    if (verdict === 'noface') return error(400, 'InvalidImage.NotFoundFace', 'code: 404, 图像中没找到人脸');
    const rect = [120, 80, 160, 200];
    return {
      status: 200,
      json: {
        RequestId: requestId(),
        Data: {
          Confidence: verdict,
          Thresholds: [61, 69, 75],
          RectAList: rect,
          RectBList: rect,
          QualityScoreA: 99.65,
          QualityScoreB: 98.01,
          MessageTips: '',
          IsMaskA: 0,
          IsMaskB: 0,
          LandmarksAList: [],
          LandmarksBList: [],
        },
      },
    };
  }

  return {
    name: 'aliyun',
    problems,
    hits,
    accepts: (req) =>
      req.headers['x-tc-action'] === undefined &&
      !req.url.pathname.startsWith('/oauth/') &&
      !req.url.pathname.startsWith('/rest/'),
    handle: (req, mode) => handle(req, mode === 'busy'),
  };
}
