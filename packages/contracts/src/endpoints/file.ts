import { UploadResultSchema } from '../schemas/file.ts';
import { endpoint, NoInput } from './define.ts';

/** Uploads (docs/REQUIREMENTS.md#uploads). */
export const file = {
  /** Multipart: the files and form fields are read by the handler, not by `request`. */
  upload: endpoint({
    path: '/api/common/file/upload',
    auth: 'user',
    request: NoInput,
    answer: UploadResultSchema,
    summary: '上传文件（multipart：file 一个或多个，最多 100 个；答 {url, name, size, files}）',
  }),
};
