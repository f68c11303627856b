import { m } from './messages';
import { useSite } from './session';

/** Shown until (or if never) the site settings arrive: zh-CN (core/messages.ts `site`; shown in the UI language). */
export const DEFAULT_SITE_NAME = '学考';

export function useSiteName(): string {
  return useSite()?.siteName || m('site');
}
