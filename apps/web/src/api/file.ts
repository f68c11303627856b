import { type AnswerOf, endpoints } from '@xuekao/contracts';
import { upload } from './request';

/** Upload calls (docs/REQUIREMENTS.md#uploads). */
export const fileApi = {
  /** Sends files (field `file`, up to 100) and extra form fields; answers every stored file's address. */
  upload(files: ReadonlyArray<File | { blob: Blob; name: string }>, extra: Record<string, string> = {}) {
    const form = new FormData();
    for (const [k, v] of Object.entries(extra)) form.append(k, v);
    for (const f of files) {
      if (f instanceof File) form.append('file', f, f.name);
      else form.append('file', f.blob, f.name);
    }
    return upload<AnswerOf<typeof endpoints.file.upload>>(endpoints.file.upload.path, form);
  },
};
