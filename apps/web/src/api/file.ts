import { type AnswerOf, endpoints, type UploadResult } from '@xuekao/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { type CloudProvider, directUpload } from './direct-upload';
import { call, upload } from './request';

/** This site's own upload addresses before the server said more (local files are served at /upload/). */
const DEFAULT_BASES: readonly string[] = ['/upload/'];
let knownBases = DEFAULT_BASES;
const baseListeners = new Set<() => void>();

/** The active upload provider and this site's upload bases, asked once a minute at most (staff may switch). */
let providerCache: { at: number; value: Promise<string> } | null = null;
function activeProvider(): Promise<string> {
  if (!providerCache || Date.now() - providerCache.at > 60_000) {
    const value = call(endpoints.file.provider, {}, { silent: true })
      .then((r) => {
        const bases = r?.bases?.length ? r.bases : DEFAULT_BASES;
        if (bases.join('\n') !== knownBases.join('\n')) {
          knownBases = bases;
          for (const l of baseListeners) l();
        }
        return r?.provider ?? 'local';
      })
      .catch(() => 'local');
    providerCache = { at: Date.now(), value };
  }
  return providerCache.value;
}

/** Forgets the provider asked before (staff just switched it; tests). */
export function forgetUploadProvider(): void {
  providerCache = null;
}

/**
 * Address prefixes of this site's uploads (`/api/common/file/provider`: /upload/ and the configured
 * provider addresses); /upload/ alone until the server answered. Components re-render when they change.
 */
export function useUploadBases(): readonly string[] {
  useEffect(() => {
    void activeProvider();
  }, []);
  return useSyncExternalStore(subscribeBases, () => knownBases);
}

function subscribeBases(listener: () => void) {
  baseListeners.add(listener);
  return () => {
    baseListeners.delete(listener);
  };
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
