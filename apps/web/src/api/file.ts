import { type AnswerOf, endpoints, type UploadResult } from '@xuekao/contracts';
import { type CloudProvider, directUpload } from './direct-upload';
import { call, upload } from './request';

/** The active upload provider, asked once a minute at most (staff may switch it). */
let providerCache: { at: number; value: Promise<string> } | null = null;
function activeProvider(): Promise<string> {
  if (!providerCache || Date.now() - providerCache.at > 60_000) {
    const value = call(endpoints.file.provider, {}, { silent: true })
      .then((r) => r?.provider ?? 'local')
      .catch(() => 'local');
    providerCache = { at: Date.now(), value };
  }
  return providerCache.value;
}

/** Upload calls (docs/REQUIREMENTS.md#uploads). */
export const fileApi = {
  /** Sends files (field `file`, up to 100) and extra form fields; answers every stored file's address. */
  async upload(
    files: ReadonlyArray<File | { blob: Blob; name: string }>,
    extra: Record<string, string> = {},
  ): Promise<UploadResult> {
    const provider = await activeProvider();
    if (provider !== 'local') {
      // A cloud storage: each file goes straight to the vendor with its own token (one file per token).
      const stored = [];
      for (const f of files) {
        const [blob, name] = f instanceof File ? [f, f.name] : [f.blob, f.name];
        stored.push(
          await directUpload(provider as CloudProvider, blob, name, extra.biz === 'face' ? 'face' : undefined),
        );
      }
      if (!stored[0]) throw new Error('no file');
      return { ...stored[0], files: stored };
    }
    const form = new FormData();
    for (const [k, v] of Object.entries(extra)) form.append(k, v);
    for (const f of files) {
      if (f instanceof File) form.append('file', f, f.name);
      else form.append('file', f.blob, f.name);
    }
    return upload<AnswerOf<typeof endpoints.file.upload>>(endpoints.file.upload.path, form);
  },
};
