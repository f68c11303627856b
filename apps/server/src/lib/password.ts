import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

/** Production scrypt cost (N = 2^17, about 0.35 s and 128 MiB per hash); PASSWORD_HASH_N lowers it for tests. */
export const DEFAULT_HASH_N = 2 ** 17;
/** The old cost; hashes stored with it are rehashed at the next successful login. */
export const MIN_HASH_N = 2 ** 14;
const MAX_HASH_N = 2 ** 20;
const R = 8;
const P = 1;
const LEN = 32;

let costN = DEFAULT_HASH_N;

/** True for a power of two within [2^14, 2^20]. */
export const validHashN = (n: number) =>
  Number.isInteger(n) && n >= MIN_HASH_N && n <= MAX_HASH_N && (n & (n - 1)) === 0;

/**
 * Sets the cost of new hashes (from config PASSWORD_HASH_N, applied by buildApp). Lower than the default
 * only in tests, where hundreds of logins would otherwise cost minutes.
 */
export function setPasswordCost(n: number): void {
  if (!validHashN(n)) throw new Error(`PASSWORD_HASH_N must be a power of two in [2^14, 2^20], got ${n}`);
  costN = n;
}

/** scrypt needs 128 * N * r bytes; twice that leaves room for Node's bookkeeping. */
const maxmem = (n: number, r: number) => 128 * n * r * 2;

/** A slow, salted hash: `scrypt$N$r$p$salt$hash` (base64). `n` overrides the configured cost (tests of rehash). */
export async function hashPassword(password: string, n = costN): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, LEN, { N: n, r: R, p: P, maxmem: maxmem(n, R) });
  return ['scrypt', n, R, P, salt.toString('base64'), hash.toString('base64')].join('$');
}

function parse(stored: string) {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, saltB64, hashB64] = parts;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!validHashN(params.N) || !(params.r >= 1 && params.r <= 32) || !(params.p >= 1 && params.p <= 4)) return null;
  return { ...params, salt: Buffer.from(saltB64, 'base64'), hash: Buffer.from(hashB64, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const h = parse(stored);
  if (!h) return false;
  const actual = await scrypt(password, h.salt, h.hash.length, { N: h.N, r: h.r, p: h.p, maxmem: maxmem(h.N, h.r) });
  return actual.length === h.hash.length && timingSafeEqual(actual, h.hash);
}

/** True when a stored hash is weaker than what hashPassword makes now (rehash it after a successful login). */
export function needsRehash(stored: string): boolean {
  const h = parse(stored);
  return !h || h.N < costN || h.r < R || h.p < P;
}

const dummies = new Map<number, Promise<string>>();

/**
 * Spends the time of one verification without an account, so an unknown user name answers as slowly as
 * a wrong password (no user enumeration by timing). Always false.
 */
export async function verifyNothing(password: string): Promise<false> {
  let dummy = dummies.get(costN);
  if (!dummy) {
    dummy = hashPassword(randomBytes(12).toString('base64'));
    dummies.set(costN, dummy);
  }
  await verifyPassword(password, await dummy);
  return false;
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
