import { useSite } from './session';

/** Shown until (or if never) the site settings arrive. */
export const DEFAULT_SITE_NAME = '学考';

export function useSiteName(): string {
  return useSite()?.siteName || DEFAULT_SITE_NAME;
}
