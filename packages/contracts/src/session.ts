/**
 * The web's "signed in" marker cookie: no secret, readable by page scripts, so the route guard knows whether
 * to load the user or go to login. The server sets it beside the HttpOnly token cookie in the same answer
 * (login, registration, /sync) and clears both at logout, so the two never disagree; the web also drops it
 * on 10010002.
 */
export const SIGNED_IN_COOKIE = 'xk_signed_in';
