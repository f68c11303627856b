import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '@server/app-context.ts';
import { getOrCreateSecret } from './file.queries.ts';
import { locateUpload } from './storage/index.ts';

/**
 * Private files of learners (exam captures, face reference photos, certificate PDFs) live under these top folders of the
 * upload storage. They are served only through signed addresses (`signedUrl`), which the server hands to
 * the photo's owner and to staff allowed to see them; a bare /upload/capture/... address answers 404.
 */
export const PRIVATE_FOLDERS = ['capture', 'face', 'cert'] as const;

export const isPrivateKey = (key: string): boolean => PRIVATE_FOLDERS.some((f) => key.startsWith(`${f}/`));

/** A file name nobody can guess: 128 random bits as 32 hex digits. */
export const randomName = (): string => randomBytes(16).toString('hex');

/** Date folders: '2026/06/14'. */
export function dateFolder(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${p(d.getMonth() + 1)}/${p(d.getDate())}`;
}

/** How long a signed address stays valid (about an hour; expiries are rounded so addresses repeat). */
export const SIGNED_URL_TTL_SEC = 3600;
const EXPIRY_STEP_SEC = 600;
const SECRET_NAME = 'upload-sign';

const secrets = new WeakMap<AppContext, Promise<string>>();

/** The HMAC key, generated once per database (shared by every server process) and cached in process. */
function secretOf(app: AppContext): Promise<string> {
  let p = secrets.get(app);
  if (!p) {
    p = getOrCreateSecret(app.db, SECRET_NAME, () => randomBytes(32).toString('base64url'));
    p.catch(() => secrets.delete(app));
    secrets.set(app, p);
  }
  return p;
}

const mac = (secret: string, key: string, exp: number) =>
  createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url');

/**
 * The address to hand to a page for a stored file: a private photo's address gets `?exp=&sig=` (HMAC over
 * key and expiry; on a cloud storage the vendor's signed address), valid for about an hour, so an <img src> works without headers; any other address is
 * answered unchanged.
 */
export async function signedUrl(app: AppContext, url: string): Promise<string> {
  if (!url) return url;
  const found = await locateUpload(app, url);
  if (!found || !isPrivateKey(found.key)) return url;
  const exp = Math.ceil((Date.now() / 1000 + SIGNED_URL_TTL_SEC) / EXPIRY_STEP_SEC) * EXPIRY_STEP_SEC;
  // A cloud vendor's file: the vendor's own signed, expiring address (the bucket keeps it private).
  if (found.storage.signedUrl) return found.storage.signedUrl(found.key, exp);
  const base = url.split(/[?#]/)[0];
  return `${base}?exp=${exp}&sig=${mac(await secretOf(app), found.key, exp)}`;
}

/** Seconds a private file's signed address stays valid, or null when the signature is missing, wrong or expired. */
export async function signatureValidFor(
  app: AppContext,
  key: string,
  query: { exp?: unknown; sig?: unknown },
): Promise<number | null> {
  const exp = Number(query.exp);
  if (typeof query.sig !== 'string' || !Number.isSafeInteger(exp)) return null;
  const left = exp - Math.floor(Date.now() / 1000);
  if (left <= 0) return null;
  const want = Buffer.from(mac(await secretOf(app), key, exp));
  const got = Buffer.from(query.sig);
  return got.length === want.length && timingSafeEqual(got, want) ? left : null;
}
