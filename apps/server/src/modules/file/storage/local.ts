import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_ROUTE_PREFIX } from '@server/config.ts';
import type { StorageFactory } from './types.ts';

export { UPLOAD_ROUTE_PREFIX };

/** The file's stat, or null when nothing is there (any other failure is thrown). */
export async function statIfExists(full: string): Promise<fs.Stats | null> {
  try {
    return await fs.promises.stat(full);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw err;
  }
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
    pathOf: (key) => resolveInside(root, key),
    async stat(key) {
      const stat = await statIfExists(fileOf(key));
      return stat?.isFile() ? { size: stat.size } : null;
    },
    async readHead(key, n) {
      const full = fileOf(key);
      const stat = await statIfExists(full);
      if (!stat?.isFile()) return null;
      const fh = await fs.promises.open(full, 'r');
      try {
        const buf = Buffer.alloc(Math.min(n, stat.size));
        const { bytesRead } = await fh.read(buf, 0, buf.length, 0);
        return buf.subarray(0, bytesRead);
      } finally {
        await fh.close();
      }
    },
    async read(key, maxBytes = 20 * 1024 * 1024) {
      const full = fileOf(key);
      const stat = await statIfExists(full);
      if (!stat?.isFile() || stat.size > maxBytes) return null;
      return fs.promises.readFile(full);
    },
  };
};
