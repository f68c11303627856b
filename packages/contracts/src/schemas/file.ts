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
