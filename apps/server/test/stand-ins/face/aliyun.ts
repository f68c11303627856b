import { createHmac } from 'node:crypto';
import { type AliyunEntity, aliyunFaceDb } from './aliyun-facedb.ts';
import { aliyunOss } from './aliyun-oss.ts';
import { judge, personOf, requestId, type StandInReply, type StandInRequest, type VendorHandler } from './server.ts';

/**
 * Stand-in for Alibaba Cloud Vision facebody (facebody.cn-shanghai.aliyuncs.com) CompareFace, RPC style,
 * after its documentation: POST / with parameters in the query and the form body, common parameters
 * (Action, Version 2019-12-30, Format, AccessKeyId, SignatureMethod HMAC-SHA1, SignatureVersion 1.0,
 * SignatureNonce, Timestamp) and a Signature it verifies by recomputing the RPC signature over all
 * parameters with the configured AccessKeySecret. For face login it also answers, with the same checks,
 * openplatform's AuthorizeFileUpload (GET, Version 2019-12-19) and the OSS PostObject it grants
 * (aliyun-oss.ts), and the face database actions (aliyun-facedb.ts).
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

/** Parameters are strings; a reply has a numeric status. */
const isReply = (v: Record<string, string> | StandInReply): v is StandInReply => typeof v.status === 'number';

const FACE_DB_ACTIONS = ['CreateFaceDb', 'AddFaceEntity', 'DeleteFaceEntity', 'AddFace', 'SearchFace'];

export interface AliyunStandIn extends VendorHandler {
  /** Face databases by name: entity id (our user id) -> labels and faces (the person in each photo). */
  dbs: Map<string, Map<string, AliyunEntity>>;
}

export function aliyunStandIn(keys: { accessKeyId: string; accessKeySecret: string }): AliyunStandIn {
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
  const oss = aliyunOss(problems);
  const faceDb = aliyunFaceDb(problems, oss.objects, error);

  /**
   * The parameters of an RPC call whose common parameters and signature verify, or the reply refusing it.
   * AuthorizeFileUpload is a GET with every parameter in the query (Version 2019-12-19); facebody calls
   * are POSTs with a form body (Version 2019-12-30).
   */
  function verify(req: StandInRequest, busy: boolean): Record<string, string> | StandInReply {
    const p: Record<string, string> = {};
    parseParams(req.url.search.slice(1), p);
    const upload = p.Action === 'AuthorizeFileUpload';
    if (req.method !== (upload ? 'GET' : 'POST')) problems.push(`${p.Action}: method ${req.method}`);
    if (req.url.pathname !== '/') problems.push(`path ${req.url.pathname}`);
    if (!upload) {
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) {
        problems.push(`Content-Type ${req.headers['content-type']}`);
      }
      parseParams(req.body, p);
    }
    const expect: Record<string, string> = {
      Version: upload ? '2019-12-19' : '2019-12-30',
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
    const stringToSign = `${req.method}&${encode('/')}&${encode(canonical)}`;
    const signature = createHmac('sha1', `${keys.accessKeySecret}&`).update(stringToSign).digest('base64');
    if (p.Signature !== signature) {
      problems.push('Signature does not verify with the configured AccessKeySecret');
      return error(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.');
    }
    if (busy) return error(400, 'Throttling.User', 'Request was denied due to user flow control.');
    return p;
  }

  function compare(p: Record<string, string>): StandInReply {
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

  function handle(req: StandInRequest, busy: boolean): StandInReply {
    if (oss.accepts(req)) {
      hits.PostObject = (hits.PostObject ?? 0) + 1;
      return oss.post(req);
    }
    const action = req.url.searchParams.get('Action') ?? '';
    const kind = action === 'CompareFace' ? 'compare' : action;
    hits[kind] = (hits[kind] ?? 0) + 1;
    const p = verify(req, busy);
    if (isReply(p)) return p;
    if (action === 'CompareFace') return compare(p);
    if (action === 'AuthorizeFileUpload') return oss.authorize(p);
    if (FACE_DB_ACTIONS.includes(action)) return faceDb.handle(action, p);
    problems.push(`Action=${action}`);
    return error(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
  }

  return {
    name: 'aliyun',
    problems,
    hits,
    dbs: faceDb.dbs,
    accepts: (req) =>
      req.headers['x-tc-action'] === undefined &&
      !req.url.pathname.startsWith('/oauth/') &&
      !req.url.pathname.startsWith('/rest/'),
    handle: (req, mode) => handle(req, mode === 'busy'),
  };
}
