import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '@server/app-context.ts';
import { getOrCreateSecret } from './file.queries.ts';
import { siteAddress } from './site-address.ts';
import { locateUpload } from './storage/index.ts';
import { isPrivateKey } from './storage/keys.ts';

/**
 * Signed addresses of private files (the folders of `PRIVATE_FOLDERS`, storage/keys.ts): handed to the photo's
 * owner and to staff allowed to see them; a bare /upload/capture/... address answers 404.
 */

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
 * key and expiry; on a cloud storage the vendor's signed address), valid for about an hour, so an <img src>
 * works without headers (absolute under SITE_URL with CORS_ORIGINS: site-address.ts); any other address is
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
  return siteAddress(app.config, `${base}?exp=${exp}&sig=${mac(await secretOf(app), found.key, exp)}`);
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
