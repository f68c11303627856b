import type { AppConfig } from '@server/config.ts';

/**
 * The address of one of this site's own files (`/upload/...`) as handed to a page. With CORS_ORIGINS the
 * web app may run on another origin (a CDN), where a relative address would point at that origin: it is
 * then answered absolute under SITE_URL (which CORS_ORIGINS requires), so the page loads it from this
 * host. Without CORS_ORIGINS, and for addresses that are absolute already (cloud storage), unchanged.
 */
export function siteAddress(config: Pick<AppConfig, 'SITE_URL' | 'CORS_ORIGINS'>, url: string): string {
  if (!config.SITE_URL || config.CORS_ORIGINS.length === 0) return url;
  return url.startsWith('/') && !url.startsWith('//') ? `${config.SITE_URL}${url}` : url;
}
