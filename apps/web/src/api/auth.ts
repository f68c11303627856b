import { endpoints } from '@xuekao/contracts';

/**
 * The captcha image (docs/REQUIREMENTS.md#sign-in); sign-in and session calls go through
 * `call(endpoints.auth.*)`, the site data through `fetchSiteData` (api/config.ts).
 */
export const authApi = {
  /** The image URL of a graphic captcha for `key`. */
  captchaUrl: (key: string) => `${endpoints.captcha.gen.path}?key=${encodeURIComponent(key)}&t=${Date.now()}`,
};
