import { z } from 'zod';

/**
 * The exact origin `entry` names (scheme, host, port; lower case, default port dropped, as browsers send
 * `Origin`), or null when it is anything else: a path, query or user part, a wildcard, `null`, another scheme.
 */
export function exactOrigin(entry: string): string | null {
  if (entry.includes('*') || !/^https?:\/\/[^/?#@]+\/?$/i.test(entry) || !URL.canParse(entry)) return null;
  return new URL(entry).origin;
}

/**
 * CORS_ORIGINS: a comma list of the exact origins a front end of this site may be served from (a CDN or
 * another host name), e.g. `https://static.example.com,https://m.example.com`; unset or empty: none, and
 * the server sends no CORS header at all. No wildcards: every origin is named.
 */
export const CorsOriginsSchema = z
  .string()
  .optional()
  .transform((raw, ctx): string[] => {
    const list = (raw ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.filter((s) => exactOrigin(s) === null);
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not an origin such as https://static.example.com (scheme, host, optional port; no path or wildcard): ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return [...new Set(list.map((s) => exactOrigin(s) as string))];
  });
