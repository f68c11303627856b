import { SocketClose } from '@xuekao/contracts';
import { effects } from '../api/request';
import { m } from '../app/messages';
import { forgetSession } from '../app/token';

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
 * once per page however many sockets close with it.
 */
export function socketMayRetry(code: number | undefined): boolean {
  if (code === SocketClose.SESSION_ENDED && !sessionEnded) {
    sessionEnded = true;
    forgetSession();
    effects.notify(m('sessionEnded'));
    effects.reload();
  }
  return code === undefined || !FINAL.has(code);
}
