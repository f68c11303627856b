import { SocketClose } from '@xuekao/contracts';
import { effects } from '../api/request';
import { askSessionRescue } from '../api/session-rescue';
import { m } from '../core/messages';
import { forgetSession } from '../core/token';

/** Close codes after which opening the socket again would not help (contracts SocketClose). */
const FINAL: ReadonlySet<number> = new Set<number>([
  SocketClose.UNAUTHORIZED,
  SocketClose.NOT_FOUND,
  SocketClose.SESSION_ENDED,
  SocketClose.TOO_MANY,
]);

let sessionEnded = false;

/**
 * What a page's socket does after a close (exam, study and battle sockets): answers whether it may open the
 * socket again. SESSION_ENDED (logout, disabled account, password change, kicked out) signs out as an
 * HTTP 10010002 does: forget the session, tell the user, reload (the route guard goes to the login page);
 * once per page however many sockets close with it. A page rescuing its session (api/session-rescue.ts)
 * asks its rescue instead and stays.
 */
export function socketMayRetry(code: number | undefined): boolean {
  if (code === SocketClose.SESSION_ENDED && askSessionRescue()) return false;
  if (code === SocketClose.SESSION_ENDED && !sessionEnded) {
    sessionEnded = true;
    forgetSession();
    effects.notify(m('sessionEnded'));
    effects.reload();
  }
  return code === undefined || !FINAL.has(code);
}

/** The longest wait between two attempts to open a page's socket again. */
export const SOCKET_RETRY_MAX_MS = 30_000;

/**
 * The wait before attempt `attempt` (0 for the first after a drop) to open a socket again: `base`,
 * doubling each time up to 30 s, each cut by up to half at random, so the pages of a restarted server
 * do not all come back in the same second (10,000 exam pages). Attempts count from 0 again once open.
 */
export function socketRetryDelay(base: number, attempt: number, random = Math.random()): number {
  return Math.min(SOCKET_RETRY_MAX_MS, base * 2 ** attempt) * (0.5 + random / 2);
}
