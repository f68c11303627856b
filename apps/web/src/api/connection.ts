import { NETWORK_FAILED, RequestError } from './request';

/**
 * Did the call fail on the way (no answer, or a proxy's 502/503/504), so that the same call may work later?
 * (The exam page's journal and its copy on the device; a file of its own so the sign-in pages do not carry it.)
 */
export const isConnectionFailure = (e: unknown): boolean =>
  e instanceof RequestError && (e.code === NETWORK_FAILED || (e.code <= -502 && e.code >= -504));
