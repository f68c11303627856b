import { z } from 'zod';

/**
 * Uploads (`/api/common/file/upload`): the accepted kinds of file (the editor attachment types of
 * docs/REQUIREMENTS.md#uploads), their extensions and size caps. The server enforces them; the web uses the same lists for
 * its pickers and checks before sending.
 */
export const UPLOAD_KINDS = {
  image: { exts: ['png', 'jpeg', 'gif', 'jpg'], maxMB: 10, label: '图片' },
  video: { exts: ['mp4'], maxMB: 200, label: '视频' },
  audio: { exts: ['mp3', 'wav', 'ogg'], maxMB: 50, label: '音频' },
  file: {
    exts: ['rar', 'zip', 'psd', 'pdf', 'xls', 'xlsx', 'doc', 'docx', 'ppt', 'pptx'],
    maxMB: 100,
    label: '文件',
  },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** Files one upload request may carry (docs/REQUIREMENTS.md#uploads: up to 100 at a time). */
export const UPLOAD_MAX_FILES = 100;

/** The largest single file any kind allows (the multipart limit of the server). */
export const UPLOAD_MAX_FILE_MB = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxMB));

/** The kind of a file name by its extension, or null when the type is not accepted. */
export function uploadKindOf(fileName: string): UploadKind | null {
  const ext = extOf(fileName);
  for (const [kind, def] of Object.entries(UPLOAD_KINDS) as Array<[UploadKind, (typeof UPLOAD_KINDS)[UploadKind]]>) {
    if ((def.exts as readonly string[]).includes(ext)) return kind;
  }
  return null;
}

/** Lower-case extension without the dot ('' when none). */
export function extOf(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const i = base.lastIndexOf('.');
  return i > 0 ? base.slice(i + 1).toLowerCase() : '';
}

/** An `accept` attribute for file inputs: '.png,.jpeg,...'. */
export function acceptOf(...kinds: UploadKind[]): string {
  return kinds.flatMap((k) => UPLOAD_KINDS[k].exts.map((e) => `.${e}`)).join(',');
}

/** One stored file. */
export const UploadedFileSchema = z.strictObject({
  /** The file address to use in pages (absolute URL or site path; a face photo's is signed). */
  url: z.string(),
  /** The original file name. */
  name: z.string(),
  /** Bytes. */
  size: z.number().int(),
});
export type UploadedFile = z.output<typeof UploadedFileSchema>;

/**
 * Answer of `/api/common/file/upload`: the first (or only) file's fields at the top level, as a single
 * upload expects, and every file of the request in `files`, in the order sent.
 */
export const UploadResultSchema = z.strictObject({
  ...UploadedFileSchema.shape,
  files: z.array(UploadedFileSchema),
});
export type UploadResult = z.output<typeof UploadResultSchema>;

/**
 * Direct uploads (`/api/common/oss/token`, `/qiniu/token`, `/cos/token`): the browser asks for a short-lived
 * permission to put ONE file of this name and size straight to the active cloud storage, uploads it there,
 * then reports it with `/api/common/file/record`. The name decides the kind (and its size cap); `biz=face`
 * makes it the learner's private face photo.
 */
export const UploadTokenBodySchema = z.object({
  name: z.string({ error: '请选择要上传的文件！' }).trim().min(1, '请选择要上传的文件！').max(255, '文件名过长！'),
  size: z
    .number({ error: '文件大小不正确！' })
    .int('文件大小不正确！')
    .min(1, '不能上传空文件！')
    .max(UPLOAD_MAX_FILE_MB * 1024 * 1024, `文件大小不能超过 ${UPLOAD_MAX_FILE_MB} MB！`),
  biz: z.enum(['face'], { error: 'biz 只能是 face！' }).optional(),
});
export type UploadTokenBody = z.output<typeof UploadTokenBodySchema>;

const tokenCommon = {
  /** Where the browser sends the file. */
  host: z.string(),
  /** The object key the file must be stored under (and reported with). */
  key: z.string(),
  /** Unix seconds after which the permission no longer works. */
  expire: z.number().int(),
};

/**
 * Aliyun OSS PostObject form fields: key, OSSAccessKeyId, policy, Signature, success_action_status,
 * x-oss-forbid-overwrite=true and Content-Type = `contentType` (the policy requires both), file.
 */
export const OssTokenSchema = z.strictObject({
  ...tokenCommon,
  accessKeyId: z.string(),
  /** The form's Content-Type field (the policy pins it: the extension's type). */
  contentType: z.string(),
  /**
   * Base64 JSON policy: expiration, bucket, content-length-range, eq $key, eq $x-oss-forbid-overwrite,
   * eq $Content-Type.
   */
  policy: z.string(),
  signature: z.string(),
});
export type OssToken = z.output<typeof OssTokenSchema>;

/** Qiniu form upload fields: token, key, file. */
export const QiniuTokenSchema = z.strictObject({ ...tokenCommon, token: z.string() });
export type QiniuToken = z.output<typeof QiniuTokenSchema>;

/**
 * Tencent COS sliced upload of the multipart upload `uploadId` the server initiated: each
 * `PUT host/key?partNumber=n&uploadId=` with `partAuths[n-1]` (parts of `partSize` bytes, the last one
 * smaller: each signature binds its part's content-length), then `POST host/key?uploadId=` (complete) with
 * `completeAuth`. Authorization headers signed for this key and upload only, until `expire`.
 */
export const CosTokenSchema = z.strictObject({
  ...tokenCommon,
  uploadId: z.string(),
  partSize: z.number().int(),
  partAuths: z.array(z.string()),
  completeAuth: z.string(),
});
export type CosToken = z.output<typeof CosTokenSchema>;

/**
 * `/api/common/file/provider`: where the browser sends files: 'local' through /api/common/file/upload, a
 * cloud provider (aliyun, qiniu, qcloud) straight to the vendor with a token.
 */
export const UploadProviderSchema = z.strictObject({
  provider: z.enum(['local', 'aliyun', 'qiniu', 'qcloud']),
  /**
   * Address prefixes of this site's own uploads (/upload/, the local and the active cloud provider's
   * configured addresses): a page shows a file as this site's (a voice answer's player) only under one.
   */
  bases: z.array(z.string()),
});

/** `/api/common/file/record`: the key of a direct upload that finished (as its token answered it). */
export const UploadRecordBodySchema = z.object({
  key: z.string({ error: '文件标识不能为空！' }).trim().min(1, '文件标识不能为空！').max(300),
  /** The original file name to answer (default: the name the token was asked for). */
  name: z.string().trim().max(255).optional(),
});
