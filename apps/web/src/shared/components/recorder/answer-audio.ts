/**
 * Voice answers of short-answer questions: the answer is plain text, so a saved recording is stored as a
 * line of its own, `[录音] URL`, after the learner's text. Only this site's upload addresses (`/upload/...`,
 * or an absolute address of this origin under `/upload/`) count as recordings and become players; any other
 * such line stays ordinary text.
 */

export const RECORDING_PREFIX = '[录音] ';
const LINE = /^\[录音\] (\S+)$/;
const UPLOAD_PATH = /^\/upload\/[A-Za-z0-9_\-./%]+$/;

/** Whether `url` is an upload address of this site (never another origin, scheme or a `..` path). */
export function isSiteUploadUrl(url: string, origin: string = window.location.origin): boolean {
  let path = url;
  if (/^https?:\/\//i.test(url)) {
    if (!URL.canParse(url)) return false;
    const u = new URL(url);
    if (u.origin !== origin || u.search || u.hash) return false;
    path = u.pathname;
  }
  return UPLOAD_PATH.test(path) && !path.split('/').includes('..');
}

export interface SplitAnswer {
  /** The typed text without the recording lines. */
  body: string;
  /** Recording addresses, in order. */
  recordings: string[];
}

/** Separates the recording lines from a short answer's text. */
export function splitAnswer(text: string | null | undefined): SplitAnswer {
  const body: string[] = [];
  const recordings: string[] = [];
  for (const line of (text ?? '').split('\n')) {
    const url = LINE.exec(line)?.[1];
    if (url && isSiteUploadUrl(url)) recordings.push(url);
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
