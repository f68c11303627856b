import { ErrorCode } from '@xuekao/contracts';
import { effects, RequestError } from './request';

/**
 * The session rescue (issue 25 item 6): a page that must not be left when the session expires (the exam
 * page, whose answers wait in its journal) registers one. While it is registered, a call answered 10010002
 * neither forgets the session, notifies nor reloads (api/request.ts): the rescue is asked, once however
 * many calls fail together, and the call rejects with a RequestError(10010002) that is not shown. A socket
 * closed because its session ended asks it too (shared/socket-close.ts). Once the page has signed in again,
 * `sessionRenewed` lets the journal send and the sockets reopen. A file of its own: the sign-in pages do not
 * carry it.
 */

let rescue: (() => void) | null = null;
/** The session expired and was not renewed since: the rescue was asked. */
let asked = false;
const renewed = new Set<() => void>();

/** Asks the registered rescue (once until the session is renewed); false when no page rescues the session. */
export function askSessionRescue(): boolean {
  if (!rescue) return false;
  if (!asked) {
    asked = true;
    rescue();
  }
  return true;
}

/**
 * Registers the page's rescue, or with null removes it (the page left): 10010002 signs out again. A rescue
 * registered while the session is still gone (the exam page switching between its views) is asked at once.
 */
export function setSessionRescue(fn: (() => void) | null): void {
  rescue = fn;
  effects.rescue = fn
    ? (msg) => {
        askSessionRescue();
        throw new RequestError(msg, ErrorCode.SESSION_EXPIRED, false);
      }
    : undefined;
  if (fn && asked) fn();
}

/** The page signed in again: the next expiry asks the rescue again, and whoever waited goes on. */
export function sessionRenewed(): void {
  asked = false;
  for (const listener of [...renewed]) listener();
}

/** Runs `listener` after every renewal of the session; answers the unsubscribe. */
export function onSessionRenewed(listener: () => void): () => void {
  renewed.add(listener);
  return () => {
    renewed.delete(listener);
  };
}

/** Resolves at the next renewal of the session. */
export const whenSessionRenewed = (): Promise<void> =>
  new Promise((resolve) => {
    const off = onSessionRenewed(() => {
      off();
      resolve();
    });
  });

/** Did the call fail because the session expired while a page rescues it? */
export const expiredWhileRescued = (e: unknown): boolean =>
  e instanceof RequestError && e.code === ErrorCode.SESSION_EXPIRED && rescue !== null;
