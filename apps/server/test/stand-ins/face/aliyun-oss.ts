import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { requestId, type StandInReply, type StandInRequest } from './server.ts';

/**
 * Stand-in for Alibaba's temporary upload of the SDK's "Advance" calls: openplatform `AuthorizeFileUpload`
 * (the RPC signature is checked by aliyun.ts) issues an OSS PostObject grant for one object key, and the
 * PostObject (multipart form, addressed path-style as `<endpoint>/<Bucket>/` since tests replace the host)
 * is checked against it: OSSAccessKeyId, the policy issued (not expired, `eq $key`, size range), its
 * Signature (HMAC-SHA1 of the policy with the grant's secret), key, success_action_status 201 and the file as
 * the last field. The bytes are kept under the address facebody is then given (http://<Bucket>.<Endpoint>/<key>).
 */

export const OSS_BUCKET = 'viapi-customer-temp';
export const OSS_ENDPOINT = 'oss-cn-shanghai.aliyuncs.com';
const MAX_BYTES = 10 * 1024 * 1024;
const PNG_START = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const REPLACED_PNG_START = Buffer.from([0xef, 0xbf, 0xbd, 0x50, 0x4e, 0x47]);

interface Part {
  name: string;
  filename?: string;
  value: string;
}

/** The parts of a multipart/form-data body (header names and values as sent). */
function parseMultipart(body: string, contentType: string): Part[] | null {
  const boundary = /boundary=("?)([^";]+)\1/.exec(contentType)?.[2];
  if (!boundary) return null;
  const parts: Part[] = [];
  for (const chunk of body.split(`--${boundary}`).slice(1)) {
    if (chunk.startsWith('--')) break;
    const split = chunk.indexOf('\r\n\r\n');
    if (!chunk.startsWith('\r\n') || split < 0 || !chunk.endsWith('\r\n')) return null;
    const head = chunk.slice(2, split);
    const name = /\bname="([^"]*)"/.exec(head)?.[1];
    if (name === undefined) return null;
    const filename = /\bfilename="([^"]*)"/.exec(head)?.[1];
    parts.push({ name, ...(filename === undefined ? {} : { filename }), value: chunk.slice(split + 4, -2) });
  }
  return parts;
}

/**
 * The file's bytes. server.ts hands bodies over as UTF-8 text, which turns the PNG signature's first byte
 * (0x89, not UTF-8) into U+FFFD; the rest of a test photo is ASCII, so the bytes are put back for it.
 */
function fileBytes(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  return bytes.subarray(0, 6).equals(REPLACED_PNG_START) ? Buffer.concat([PNG_START, bytes.subarray(6)]) : bytes;
}

export function aliyunOss(problems: string[]) {
  const secret = randomBytes(16).toString('hex');
  const accessKeyId = `LTAIupload${randomBytes(4).toString('hex')}`;
  const grants = new Map<string, { policy: string; expires: number }>();
  /** Stored objects by the address facebody reads them from. */
  const objects = new Map<string, Buffer>();
  const sign = (policy: string) => createHmac('sha1', secret).update(policy).digest('base64');
  const ossError = (status: number, code: string, message: string): StandInReply => ({
    status,
    json: { Code: code, Message: message, RequestId: requestId(), HostId: `${OSS_BUCKET}.${OSS_ENDPOINT}` },
  });

  return {
    objects,
    /** AuthorizeFileUpload (Product facebody, RegionId cn-shanghai): a grant for a new object key. */
    authorize(p: Record<string, string>): StandInReply {
      if (p.Product !== 'facebody') problems.push(`AuthorizeFileUpload: Product ${p.Product}`);
      if (p.RegionId !== 'cn-shanghai') problems.push(`AuthorizeFileUpload: RegionId ${p.RegionId}`);
      const objectKey = `facebody/${randomUUID()}.png`;
      const expires = Date.now() + 30 * 60_000;
      const policy = Buffer.from(
        JSON.stringify({
          expiration: new Date(expires).toISOString(),
          conditions: [{ bucket: OSS_BUCKET }, ['eq', '$key', objectKey], ['content-length-range', 0, MAX_BYTES]],
        }),
      ).toString('base64');
      grants.set(objectKey, { policy, expires });
      return {
        status: 200,
        json: {
          RequestId: requestId(),
          AccessKeyId: accessKeyId,
          Bucket: OSS_BUCKET,
          Endpoint: OSS_ENDPOINT,
          ObjectKey: objectKey,
          EncodedPolicy: policy,
          Signature: sign(policy),
          UseAccelerate: false,
        },
      };
    },
    accepts: (req: StandInRequest) => req.method === 'POST' && req.url.pathname === `/${OSS_BUCKET}/`,
    /** PostObject: the form checked against the grant; the file stored (201, as success_action_status asks). */
    post(req: StandInRequest): StandInReply {
      const parts = parseMultipart(req.body, String(req.headers['content-type'] ?? ''));
      if (!parts) {
        problems.push(`PostObject: not a multipart/form-data body (${req.headers['content-type']})`);
        return ossError(400, 'InvalidArgument', 'Bucket POST must be of the enclosure-type multipart/form-data.');
      }
      const value = (name: string) => parts.find((x) => x.name === name)?.value;
      const last = parts[parts.length - 1];
      if (last?.name !== 'file') problems.push(`PostObject: the last field is ${last?.name}, not file`);
      const grant = grants.get(value('key') ?? '');
      if (!grant) {
        problems.push(`PostObject: key ${value('key')} was not granted`);
        return ossError(403, 'AccessDenied', 'Invalid according to Policy: Policy Condition failed: ["eq", "$key"]');
      }
      if (value('OSSAccessKeyId') !== accessKeyId || value('policy') !== grant.policy) {
        problems.push('PostObject: OSSAccessKeyId or policy is not the one issued');
        return ossError(403, 'InvalidAccessKeyId', 'The OSS Access Key Id you provided does not exist in our records.');
      }
      if (value('Signature') !== sign(grant.policy)) {
        problems.push('PostObject: Signature is not the one issued');
        return ossError(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match.');
      }
      if (Date.now() > grant.expires)
        return ossError(403, 'AccessDenied', 'Invalid according to Policy: Policy expired.');
      if (value('success_action_status') !== '201') {
        problems.push(`PostObject: success_action_status ${value('success_action_status')}`);
      }
      const bytes = fileBytes(last?.name === 'file' ? last.value : '');
      if (bytes.length === 0 || bytes.length > MAX_BYTES) {
        problems.push(`PostObject: file of ${bytes.length} bytes`);
        return ossError(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.');
      }
      grants.delete(value('key') ?? '');
      objects.set(`http://${OSS_BUCKET}.${OSS_ENDPOINT}/${value('key')}`, bytes);
      return { status: 201, json: { Bucket: OSS_BUCKET, Key: value('key') } };
    },
  };
}
