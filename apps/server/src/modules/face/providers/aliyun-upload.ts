import { ALIYUN_TITLE, type AliyunConn, aliyunCode, aliyunFetch, aliyunOutage, aliyunRpc } from './aliyun-call.ts';
import { field } from './http.ts';
import { FaceServiceError } from './types.ts';

/**
 * A photo handed to facebody the way Alibaba's own SDK does for local files (the "Advance" calls, e.g.
 * `searchFaceAdvance` of @alicloud/facebody20191230), since the face database calls take only an ImageUrl:
 * 1. `AuthorizeFileUpload` (openplatform.aliyuncs.com, RPC GET, Version 2019-12-19, Product facebody,
 *    RegionId cn-shanghai) answers a grant for Alibaba's temporary upload bucket: AccessKeyId, Bucket,
 *    Endpoint, ObjectKey, EncodedPolicy, Signature (UseAccelerate is not used, as by the SDK's default);
 * 2. an OSS PostObject (multipart form: OSSAccessKeyId, policy, Signature, key, success_action_status 201,
 *    file last) to `https://<Bucket>.<Endpoint>/`;
 * 3. the facebody call gets `ImageUrl = http://<Bucket>.<Endpoint>/<ObjectKey>` (the SDK's form).
 * With a test endpoint, step 2 goes to `<endpoint>/<Bucket>/` (path-style) and the ImageUrl stays the
 * vendor's address, which the stand-in resolves from what it stored.
 */

const OPENPLATFORM = 'https://openplatform.aliyuncs.com';
const BUCKET = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;
const ENDPOINT = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.aliyuncs\.com$/;
const OBJECT_KEY = /^[A-Za-z0-9!_.*'()/-]{1,1000}$/;

interface Grant {
  accessKeyId: string;
  bucket: string;
  endpoint: string;
  objectKey: string;
  policy: string;
  signature: string;
}

/** The grant of an AuthorizeFileUpload answer, or the outage (an error code, or fields that do not fit). */
export function uploadGrant(body: unknown): Grant {
  if (aliyunCode(body)) aliyunOutage(body);
  const text = (k: string) => String(field(body, k) ?? '');
  const grant = {
    accessKeyId: text('AccessKeyId'),
    bucket: text('Bucket'),
    endpoint: text('Endpoint'),
    objectKey: text('ObjectKey'),
    policy: text('EncodedPolicy'),
    signature: text('Signature'),
  };
  const fits =
    grant.accessKeyId &&
    grant.policy &&
    grant.signature &&
    BUCKET.test(grant.bucket) &&
    ENDPOINT.test(grant.endpoint) &&
    OBJECT_KEY.test(grant.objectKey) &&
    !grant.objectKey.startsWith('/') &&
    !grant.objectKey.split('/').includes('..');
  if (!fits) throw new FaceServiceError(ALIYUN_TITLE, '上传授权返回异常', JSON.stringify(body).slice(0, 300));
  return grant;
}

/** Uploads the photo to Alibaba's temporary bucket; answers the ImageUrl facebody reads it from. */
export async function uploadPhoto(conn: AliyunConn, photo: Buffer): Promise<string> {
  const body = await aliyunRpc(
    conn,
    conn.endpoint ?? OPENPLATFORM,
    { action: 'AuthorizeFileUpload', version: '2019-12-19', method: 'GET' },
    { Product: 'facebody', RegionId: 'cn-shanghai' },
  );
  const g = uploadGrant(body);
  const form = new FormData();
  form.append('OSSAccessKeyId', g.accessKeyId);
  form.append('policy', g.policy);
  form.append('Signature', g.signature);
  form.append('key', g.objectKey);
  form.append('success_action_status', '201');
  // OSS reads the form fields before the file: the file is the last field.
  form.append('file', new Blob([new Uint8Array(photo)]), g.objectKey.split('/').pop() || 'photo');
  const url = conn.endpoint ? `${conn.endpoint}/${g.bucket}/` : `https://${g.bucket}.${g.endpoint}/`;
  const res = await aliyunFetch(url, { method: 'POST', body: form }, conn.timeoutMs);
  if (res.status < 200 || res.status > 299) {
    const code = /<Code>([^<]*)<\/Code>/.exec(res.text)?.[1] ?? '';
    throw new FaceServiceError(
      ALIYUN_TITLE,
      `照片临时上传失败（HTTP ${res.status}）`,
      `${code} ${res.text.slice(0, 300)}`,
    );
  }
  return `http://${g.bucket}.${g.endpoint}/${g.objectKey}`;
}
