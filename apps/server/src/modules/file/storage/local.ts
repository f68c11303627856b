import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../../../config.ts';
import type { StorageFactory } from './types.ts';

/** Path where the server serves local uploads, and the default public URL prefix. */
export const UPLOAD_ROUTE_PREFIX = '/upload/';

/** Local storage before an administrator configures it: DATA_DIR/upload/, served at /upload/. */
export function defaultLocalUpload(config: Pick<AppConfig, 'DATA_DIR'>): { localDir: string; url: string } {
  return { localDir: `${path.join(config.DATA_DIR, 'upload')}/`, url: UPLOAD_ROUTE_PREFIX };
}

/** Absolute path of `key` inside `root`, or null when the key would leave it. */
export function resolveInside(root: string, key: string): string | null {
  const base = path.resolve(root);
  const full = path.resolve(base, key);
  return full.startsWith(base + path.sep) ? full : null;
}

/**
 * Files in a local directory (`localDir`), addressed as `url` + key. Writes go to a '.part' file renamed
 * on success, so a refused or broken upload leaves nothing behind and readers never see half a file.
 */
export const localStorage: StorageFactory = (settings) => {
  const root = settings.localDir;
  const prefix = settings.url || UPLOAD_ROUTE_PREFIX;
  const fileOf = (key: string) => {
    const full = resolveInside(root, key);
    if (!full) throw new Error(`storage key outside the upload directory: ${key}`);
    return full;
  };
  return {
    name: 'local',
    async put({ key, body }) {
      const full = fileOf(key);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      const part = `${full}.part`;
      try {
        await pipeline(body, fs.createWriteStream(part, { flags: 'wx' }));
        await fs.promises.rename(part, full);
      } catch (e) {
        await fs.promises.rm(part, { force: true });
        throw e;
      }
      return { url: `${prefix}${key}` };
    },
    async remove(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    keyOf(url) {
      let rest: string | null = null;
      if (url.startsWith(prefix)) rest = url.slice(prefix.length);
      else if (prefix.startsWith('/') && /^https?:\/\//i.test(url)) {
        // An absolute address of this site's own path prefix (e.g. http://host/upload/...).
        const pathname = URL.canParse(url) ? new URL(url).pathname : '';
        if (pathname.startsWith(prefix)) rest = pathname.slice(prefix.length);
      }
      const key = rest?.split(/[?#]/)[0] ?? '';
      return key && resolveInside(root, key) ? key : null;
    },
    async read(key, maxBytes = 20 * 1024 * 1024) {
      const full = fileOf(key);
      const stat = await fs.promises.stat(full);
      if (!stat.isFile()) throw new Error(`not a file: ${key}`);
      if (stat.size > maxBytes) throw new Error(`file too large: ${key} (${stat.size} bytes)`);
      return fs.promises.readFile(full);
    },
  };
};
