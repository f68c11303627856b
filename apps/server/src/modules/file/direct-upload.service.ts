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
  uploadKindOf,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { insertUploads } from './file.queries.ts';
import { ALL_EXTS } from './file-types.ts';
import { dateFolder, isPrivateKey, randomName, signedUrl } from './private-files.ts';
import { cosHost } from './storage/cos.ts';
import { activeUpload } from './storage/index.ts';
import { ossHost } from './storage/oss.ts';
import { qiniuHosts } from './storage/qiniu.ts';
import { cosAuthorization, ossPolicy, ossPolicySignature, qiniuUploadToken } from './storage/signing.ts';
import { DailyQuota } from './upload-quota.ts';

const MB = 1024 * 1024;
/** How long a direct-upload permission works at the vendor (the upload must start within it). */
export const DIRECT_TOKEN_SEC = 30 * 60;
/** How long the server remembers a permission for the record call (a large video may take a while). */
const GRANT_SEC = 3 * 60 * 60;
/** COS slice size (the documented minimum is 1 MB except the last part). */
const COS_PART_SIZE = 5 * MB;

const TITLES: Record<string, string> = { aliyun: '阿里云OSS', qiniu: '七牛云', qcloud: '腾讯云COS' };

/** What the server remembers of a direct upload between its token and its record. */
interface Grant {
  userId: string;
  provider: string;
  name: string;
  /** Declared bytes, reserved in the daily quota and the most the vendor accepts. */
  size: number;
}

const grantKey = (key: string) => `upload-grant:${key}`;

/**
 * Checks a direct upload as the server checks its own (type by extension, the kind's size cap, face photos
 * JPG/PNG only), reserves one file and the declared bytes of the user's daily quota, and remembers the key
 * for the record call. The active provider must be the one the browser asks for.
 */
async function grantFor(app: AppContext, userId: string, provider: string, body: UploadTokenBody) {
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
  try {
    await quota.reserveBytes(body.size);
  } catch (e) {
    await quota.release();
    throw e;
  }
  const stem = face ? `face/${dateFolder()}/${randomName()}` : `${dateFolder()}/${newId()}`;
  const key = `${stem}.${ext}`;
  const grant: Grant = { userId, provider, name: body.name, size: body.size };
  await app.kv.set(grantKey(key), JSON.stringify(grant), GRANT_SEC);
  const expire = Math.floor(Date.now() / 1000) + DIRECT_TOKEN_SEC;
  return { settings: active.settings, key, expire };
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
  ]);
  return {
    host: ossHost(g.settings, app.config.STORAGE_ENDPOINT),
    key: g.key,
    expire: g.expire,
    accessKeyId: g.settings.accessKeyId ?? '',
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
  });
  return { host: qiniuHosts(g.settings, app.config.STORAGE_ENDPOINT).up, key: g.key, expire: g.expire, token };
}

/**
 * `/api/common/cos/token`: request signatures valid for this one object until the expiry, for the sliced
 * upload's POST (initiate, complete) and PUT (parts) requests. COS signatures cannot bound the size: the
 * record call checks it and deletes an oversized object.
 */
export async function cosToken(app: AppContext, userId: string, body: TokenBody): Promise<CosToken> {
  const g = await grantFor(app, userId, 'qcloud', body);
  const sign = (method: string) =>
    cosAuthorization({
      secretId: g.settings.secretId ?? '',
      secretKey: g.settings.secretKey ?? '',
      method,
      path: `/${g.key}`,
      start: Math.floor(Date.now() / 1000) - 60,
      end: g.expire,
    });
  return {
    host: cosHost(g.settings, app.config.STORAGE_ENDPOINT),
    key: g.key,
    expire: g.expire,
    postAuth: sign('POST'),
    putAuth: sign('PUT'),
    partSize: COS_PART_SIZE,
  };
}

const NO_GRANT = '上传凭证不存在或已过期，请重新上传！';

/**
 * `/api/common/file/record`: the browser finished a direct upload. The key must be one granted to this
 * user on the active provider; the server asks the vendor (signed HEAD) whether the object is there and
 * how large it is, refuses (and deletes) an object larger than declared, records it in `sys_upload` and
 * gives back the unused part of the reserved quota. Each key is recorded once.
 */
export async function recordUpload(
  app: AppContext,
  userId: string,
  body: { key: string; name?: string },
): Promise<UploadResult> {
  const raw = await app.kv.get(grantKey(body.key));
  const grant = raw ? (JSON.parse(raw) as Grant) : null;
  if (!grant || grant.userId !== userId) throw AppError.fail(NO_GRANT);
  const { provider, settings, storage } = await activeUpload(app);
  if (provider !== grant.provider) throw AppError.fail('上传方案已变更，请重新上传！');
  const stat = await storage.stat(body.key);
  if (!stat) throw AppError.fail('文件未上传成功，请重新上传！');
  if ((await app.kv.take(grantKey(body.key))) === null) throw AppError.fail(NO_GRANT);
  const quota = await DailyQuota.open(app, userId);
  if (stat.size > grant.size || stat.size === 0) {
    await storage.remove(body.key);
    await quota.giveBack(1, grant.size);
    throw AppError.fail('文件大小与申请的不符，已删除，请重新上传！');
  }
  const priv = isPrivateKey(body.key);
  await insertUploads(app.db, [{ id: newId(), userId, fileKey: body.key, size: stat.size, private: priv }]);
  await quota.giveBack(0, grant.size - stat.size);
  const publicUrl = `${settings.url}${body.key}`;
  const file = {
    url: priv ? await signedUrl(app, publicUrl) : publicUrl,
    name: body.name || grant.name,
    size: stat.size,
  };
  return { ...file, files: [file] };
}

/** `/api/common/file/provider`: the active upload provider, so the browser knows where to send files. */
export async function uploadProvider(app: AppContext): Promise<{ provider: 'local' | 'aliyun' | 'qiniu' | 'qcloud' }> {
  const { provider } = await app.providers.active('upload');
  return { provider: provider === 'aliyun' || provider === 'qiniu' || provider === 'qcloud' ? provider : 'local' };
}
