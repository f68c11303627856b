/**
 * Voice answers of short-answer questions: the answer is plain text, so a saved recording is stored as a
 * line of its own, `[录音] URL`, after the learner's text. Only this site's upload addresses count as
 * recordings and become players: under one of the upload bases the server names (`/upload/`, the local and
 * the active cloud provider's configured addresses, see `useUploadBases`), without query, fragment or `..`;
 * any other such line stays ordinary text.
 */

export const RECORDING_PREFIX = '[录音] ';
const LINE = /^\[录音\] (\S+)$/;
/** Characters of a stored key (date folders, ids, extension) and of an address prefix before it. */
const SAFE = /^[A-Za-z0-9_\-./%:]+$/;
const KEY = /^[A-Za-z0-9_\-./%]+$/;

/** Whether `url` is an upload of this site: under one of `bases` (never another origin, scheme or a `..` path). */
export function isSiteUploadUrl(
  url: string,
  bases: readonly string[] = ['/upload/'],
  origin: string = window.location.origin,
): boolean {
  // An absolute http(s) address or a path of this site (not `//host/...`), of plain characters only.
  if (!SAFE.test(url) || !(/^https?:\/\//i.test(url) || /^\/(?!\/)/.test(url))) return false;
  if (url.split('/').some((p) => p === '..' || p.toLowerCase() === '%2e%2e')) return false;
  if (!URL.canParse(url, origin)) return false;
  const u = new URL(url, origin);
  return bases.some((b) => {
    if (!URL.canParse(b, origin)) return false;
    const base = new URL(b.endsWith('/') ? b : `${b}/`, origin);
    // This site's root would be the whole site (a bucket's root on its own host is fine).
    if (base.origin === origin && base.pathname === '/') return false;
    if (base.origin !== u.origin || !u.pathname.startsWith(base.pathname)) return false;
    return KEY.test(u.pathname.slice(base.pathname.length));
  });
}

export interface SplitAnswer {
  /** The typed text without the recording lines. */
  body: string;
  /** Recording addresses, in order. */
  recordings: string[];
}

/** Separates the recording lines (addresses under one of `bases`) from a short answer's text. */
export function splitAnswer(text: string | null | undefined, bases?: readonly string[]): SplitAnswer {
  const body: string[] = [];
  const recordings: string[] = [];
  for (const line of (text ?? '').split('\n')) {
    const url = LINE.exec(line)?.[1];
    if (url && isSiteUploadUrl(url, bases)) recordings.push(url);
    else body.push(line);
  }
  return { body: body.join('\n'), recordings };
}

/** The stored text: the typed text, then one `[录音] URL` line per recording (inverse of `splitAnswer`). */
export function joinAnswer(body: string, recordings: readonly string[]): string {
  if (recordings.length === 0) return body;
  const lines = recordings.map((u) => `${RECORDING_PREFIX}${u}`).join('\n');
  return body ? `${body}\n${lines}` : lines;
}
