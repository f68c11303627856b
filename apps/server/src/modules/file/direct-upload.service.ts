import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import {
  type CosToken,
  extOf,
  type OssToken,
  type QiniuToken,
  UPLOAD_KINDS,
  type UploadResult,
  type UploadTokenBody,
  type UploadTokenBodySchema,
  URL_PREFIX_PATTERN,
  uploadKindOf,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { ALL_EXTS, MIME, SNIFF_BYTES, sniffedExt } from './file-types.ts';
import { signedUrl } from './private-files.ts';
import { cosHost, cosInitiateUpload, cosSigner } from './storage/cos.ts';
import { activeUpload } from './storage/index.ts';
import { dateFolder, isPrivateKey, randomName } from './storage/keys.ts';
import { ossHost } from './storage/oss.ts';
import { qiniuHosts } from './storage/qiniu.ts';
import { ossPolicy, ossPolicySignature, qiniuUploadToken } from './storage/signing.ts';
import { findGrant, saveGrant, settleGrant } from './upload-grants.ts';
import { DailyQuota } from './upload-quota.ts';

const MB = 1024 * 1024;
/** How long a direct-upload permission works at the vendor (the upload must start within it). */
export const DIRECT_TOKEN_SEC = 30 * 60;
/** COS slice size (the documented minimum is 1 MB except the last part). */
const COS_PART_SIZE = 5 * MB;

const TITLES: Record<string, string> = { aliyun: '阿里云OSS', qiniu: '七牛云', qcloud: '腾讯云COS' };

/**
 * Checks a direct upload as the server checks its own (type by extension, the kind's size cap, face photos
 * JPG/PNG only), reserves one file and the declared bytes of the user's daily quota, runs `prepare` (COS:
 * the server initiates the multipart upload) and remembers the grant for the record call
 * (upload-grants.ts). The active provider must be the one the browser asks for.
 */
async function grantFor(
  app: AppContext,
  userId: string,
  provider: string,
  body: UploadTokenBody,
  prepare?: (settings: Record<string, string>, key: string, contentType: string) => Promise<string>,
) {
  const active = await activeUpload(app);
  if (active.provider !== provider) {
    throw AppError.fail(`当前上传方案不是${TITLES[provider] ?? provider}，请刷新页面后重试！`);
  }
  const ext = extOf(body.name);
  const kind = uploadKindOf(body.name);
  if (!kind) {
    throw AppError.fail(`不支持的文件类型${ext ? `：.${ext}` : ''}，只能上传 ${ALL_EXTS.join('/')} 格式的文件！`);
  }
  const face = body.biz === 'face';
  if (face && (kind !== 'image' || ext === 'gif')) throw AppError.fail('人脸照片只支持JPG或PNG图片！');
  const { maxMB, label } = UPLOAD_KINDS[kind];
  if (body.size > maxMB * MB) throw AppError.fail(`${label}大小不能超过 ${maxMB} MB！`);
  const quota = await DailyQuota.open(app, userId);
  await quota.reserveFile();
  const stem = face ? `face/${dateFolder()}/${randomName()}` : `${dateFolder()}/${newId()}`;
  const key = `${stem}.${ext}`;
  let uploadId: string | undefined;
  try {
    await quota.reserveBytes(body.size);
    uploadId = await prepare?.(active.settings, key, MIME[ext] ?? 'application/octet-stream');
    await saveGrant(app, { userId, key, provider, uploadId, name: body.name, size: body.size });
  } catch (e) {
    await quota.release();
    throw e;
  }
  const expire = Math.floor(Date.now() / 1000) + DIRECT_TOKEN_SEC;
  const contentType = MIME[ext] ?? 'application/octet-stream';
  return { settings: active.settings, key, expire, uploadId: uploadId ?? '', contentType, kind, face };
}

/**
 * Qiniu's mimeLimit for a kind: Qiniu checks it against the type it DETECTS from the content. Images: the
 * image formats accepted (any of them, as server uploads store a PNG named .jpg), audio and video their
 * family; documents and archives (whose detected types vary) at least never markup or script.
 */
function qiniuMimeLimit(kind: string, face: boolean): string {
  if (kind === 'image') return face ? 'image/png;image/jpeg' : 'image/png;image/jpeg;image/gif';
  if (kind === 'video') return 'video/*';
  if (kind === 'audio') return 'audio/*;application/ogg';
  return '!text/html;application/xhtml+xml;image/svg+xml;text/xml;application/xml;text/javascript;application/javascript';
}

type TokenBody = z.output<typeof UploadTokenBodySchema>;

/** `/api/common/oss/token`: a PostObject policy for exactly one key and at most the declared size. */
export async function ossToken(app: AppContext, userId: string, body: TokenBody): Promise<OssToken> {
  const g = await grantFor(app, userId, 'aliyun', body);
  const policy = ossPolicy(new Date(g.expire * 1000), [
    { bucket: g.settings.bucket },
    ['content-length-range', 1, body.size],
    // Exactly this key: a prefix would let one token post any number of other objects (an .html beside it).
    ['eq', '$key', g.key],
    // The form must say "never overwrite": once uploaded (and recorded) the object cannot be swapped.
    ['eq', '$x-oss-forbid-overwrite', 'true'],
    // The object's Content-Type is ours (the extension's), never text/html; the bytes are checked at record.
    ['eq', '$Content-Type', g.contentType],
  ]);
  return {
    host: ossHost(g.settings, app.config.STORAGE_ENDPOINT),
    key: g.key,
    expire: g.expire,
    accessKeyId: g.settings.accessKeyId ?? '',
    contentType: g.contentType,
    policy,
    signature: ossPolicySignature(policy, g.settings.accessKeySecret ?? ''),
  };
}

/** `/api/common/qiniu/token`: an upload token with scope bucket:key, a deadline and fsizeLimit. */
export async function qiniuToken(app: AppContext, userId: string, body: TokenBody): Promise<QiniuToken> {
  const g = await grantFor(app, userId, 'qiniu', body);
  const token = qiniuUploadToken(g.settings.accessKeyId ?? '', g.settings.accessKeySecret ?? '', {
    scope: `${g.settings.bucket}:${g.key}`,
    deadline: g.expire,
    fsizeMin: 1,
    fsizeLimit: body.size,
    // Never overwrites: once uploaded (and recorded) the object cannot be swapped with the same token.
    insertOnly: 1,
    // Qiniu detects the type from the content and refuses one outside the limit (HTML named a.png).
    mimeLimit: qiniuMimeLimit(g.kind, g.face),
  });
  return { host: qiniuHosts(g.settings, app.config.STORAGE_ENDPOINT).up, key: g.key, expire: g.expire, token };
}

/**
 * `/api/common/cos/token`: the server initiates the multipart upload itself (its Content-Type and ACL), then
 * signs exactly the requests the browser needs, each bound (q-url-param-list / q-header-list) to its
 * parameters and headers: every `PUT ?partNumber=n&uploadId=` with host, that part's content-length and an
 * empty x-cos-copy-source (so it is neither a plain PUT Object nor an Upload Part - Copy, and the parts
 * together hold at most the declared size), and `POST ?uploadId=` (complete) with host. Nothing else is
 * signed: no PUT Object, no initiate, no other key.
 */
export async function cosToken(app: AppContext, userId: string, body: TokenBody): Promise<CosToken> {
  const endpoint = app.config.STORAGE_ENDPOINT;
  const g = await grantFor(app, userId, 'qcloud', body, (settings, key, contentType) =>
    cosInitiateUpload(settings, endpoint, key, contentType),
  );
  const sign = cosSigner(g.settings, endpoint);
  const window = { start: Math.floor(Date.now() / 1000) - 60, end: g.expire };
  const partAuths: string[] = [];
  for (let at = 0, n = 1; at < body.size; at += COS_PART_SIZE, n++) {
    partAuths.push(
      sign('PUT', g.key, {
        params: { partNumber: String(n), uploadId: g.uploadId },
        headers: { 'content-length': String(Math.min(COS_PART_SIZE, body.size - at)), 'x-cos-copy-source': '' },
        ...window,
      }),
    );
  }
  return {
    host: cosHost(g.settings, endpoint),
    key: g.key,
    expire: g.expire,
    uploadId: g.uploadId,
    partSize: COS_PART_SIZE,
    partAuths,
    completeAuth: sign('POST', g.key, { params: { uploadId: g.uploadId }, ...window }),
  };
}

const NO_GRANT = '上传凭证不存在或已过期，请重新上传！';

/**
 * Whether an uploaded object's first bytes are what its key's extension says (file-types.ts, the check of
 * server uploads): any accepted image format for an image (never a GIF for a face photo), the format's magic
 * number otherwise.
 */
function contentMatches(key: string, head: Buffer | null): boolean {
  const kind = uploadKindOf(key);
  const sniffed = head && kind ? sniffedExt(kind, extOf(key), head) : null;
  return sniffed !== null && !(key.startsWith('face/') && sniffed === 'gif');
}

/**
 * `/api/common/file/record`: the browser finished a direct upload. The key must be one granted to this
 * user on the active provider and not expired; the server asks the vendor (signed HEAD) whether the object
 * is there and how large it is, refuses (and deletes) an object larger than declared, turns the grant into
 * the `sys_upload` record and gives back the unused part of the reserved quota. Each key is recorded once.
 */
export async function recordUpload(
  app: AppContext,
  userId: string,
  body: { key: string; name?: string },
): Promise<UploadResult> {
  const grant = await findGrant(app, userId, body.key);
  if (!grant) throw AppError.fail(NO_GRANT);
  const { provider, settings, storage } = await activeUpload(app);
  if (provider !== grant.provider) throw AppError.fail('上传方案已变更，请重新上传！');
  const stat = await storage.stat(grant.key);
  if (!stat) throw AppError.fail('文件未上传成功，请重新上传！');
  const quota = await DailyQuota.open(app, userId);
  if (stat.size > grant.size || stat.size === 0) {
    if (!(await settleGrant(app, grant, null))) throw AppError.fail(NO_GRANT);
    await storage.remove(grant.key);
    await quota.giveBack(1, grant.size);
    throw AppError.fail('文件大小与申请的不符，已删除，请重新上传！');
  }
  // The bytes must be what the name says, as for server uploads (the vendors' checks are not all content
  // checks: an OSS policy pins only the declared Content-Type, COS nothing of the parts' bytes).
  const head = await storage.readHead(grant.key, SNIFF_BYTES);
  if (!contentMatches(grant.key, head)) {
    if (!(await settleGrant(app, grant, null))) throw AppError.fail(NO_GRANT);
    await storage.remove(grant.key);
    await quota.giveBack(1, grant.size);
    throw AppError.fail(`文件“${body.name || grant.name}”的内容与扩展名不符，请确认文件类型！`);
  }
  if (!(await settleGrant(app, grant, stat.size))) throw AppError.fail(NO_GRANT);
  await quota.giveBack(0, grant.size - stat.size);
  const priv = isPrivateKey(grant.key);
  const publicUrl = `${settings.url}${grant.key}`;
  const file = {
    url: priv ? await signedUrl(app, publicUrl) : publicUrl,
    name: body.name || grant.name,
    size: stat.size,
  };
  return { ...file, files: [file] };
}

/**
 * `/api/common/file/provider`: the active upload provider, so the browser knows where to send files, and
 * the address prefixes of this site's own uploads (`bases`: /upload/, the local provider's address and the
 * active cloud provider's, as staff configured them), so pages can tell this site's files (a recorded voice
 * answer) from any other address. A bare '/' is never a base (it would be the whole site).
 */
export async function uploadProvider(
  app: AppContext,
): Promise<{ provider: 'local' | 'aliyun' | 'qiniu' | 'qcloud'; bases: string[] }> {
  const { provider: active, data } = await app.providers.active('upload');
  const provider = active === 'aliyun' || active === 'qiniu' || active === 'qcloud' ? active : 'local';
  const local = await app.providers.settings('upload', 'local');
  const bases = new Set(['/upload/']);
  for (const url of [local.url, provider === 'local' ? undefined : data.url]) {
    if (url && url !== '/' && URL_PREFIX_PATTERN.test(url)) bases.add(url);
  }
  return { provider, bases: [...bases] };
}
