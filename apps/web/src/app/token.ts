import Cookies from 'js-cookie';

/** The session token lives in a cookie (spec: login/session entity). */
const TOKEN_KEY = 'xk_token';

export const getToken = (): string | undefined => Cookies.get(TOKEN_KEY);
export const setToken = (token: string): void => {
  Cookies.set(TOKEN_KEY, token, { sameSite: 'lax' });
};
export const removeToken = (): void => {
  Cookies.remove(TOKEN_KEY);
};
