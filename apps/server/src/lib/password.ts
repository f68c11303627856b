import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;
const N = 16384;
const R = 8;
const P = 1;
const LEN = 32;

/** A slow, salted hash: `scrypt$N$r$p$salt$hash` (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, LEN, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', N, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltB64, hashB64] = parts;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scrypt(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Hashes a batch of passwords (an import): each distinct plaintext once, with its own salt, so 200 users
 * sharing the initial password the admin typed cost one scrypt instead of 200. Users given the same
 * password in one batch share a hash; that reveals nothing the admin who set it did not already know.
 */
export async function hashDistinct(passwords: string[]): Promise<(plain: string) => string> {
  const distinct = [...new Set(passwords)];
  const hashes = await Promise.all(distinct.map((p) => hashPassword(p)));
  const map = new Map(distinct.map((p, i) => [p, hashes[i]]));
  return (plain) => {
    const h = map.get(plain);
    if (!h) throw new Error('hashDistinct: password not in the batch');
    return h;
  };
}
