import { isIP } from 'node:net';
import { z } from 'zod';

/** What Fastify's `trustProxy` accepts from configuration: all, none, or addresses/CIDRs. */
export type TrustProxy = boolean | string[];

/** Names proxy-addr (Fastify's resolver) knows besides addresses and CIDRs. */
const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);

function validEntry(s: string): boolean {
  if (NAMED.has(s)) return true;
  const [addr, bits, ...rest] = s.split('/');
  const kind = isIP(addr);
  if (!kind || rest.length) return false;
  if (bits === undefined) return true;
  const max = kind === 4 ? 32 : 128;
  return /^\d+$/.test(bits) ? Number(bits) <= max : isIP(bits) === 4 && kind === 4;
}

/**
 * TRUST_PROXY: unset, empty or `false` trusts nobody (req.ip is the socket address, X-Forwarded-For is
 * ignored); `true` trusts every hop (only behind a proxy that overwrites X-Forwarded-For); otherwise a
 * comma list of addresses or CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal) of the
 * proxies in front. A hop count is refused: Fastify 5.12 ignores it (it cannot validate the peer, so it
 * trusts nobody), and a setting that silently does nothing would mislead.
 */
export const TrustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): TrustProxy => {
    const v = (raw ?? '').trim();
    if (v === '' || v === 'false') return false;
    if (v === 'true') return true;
    if (/^\d+$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'a hop count is not supported; list the proxy addresses/CIDRs' });
      return z.NEVER;
    }
    const list = v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = list.filter((s) => !validEntry(s));
    if (bad.length) {
      ctx.addIssue({ code: 'custom', message: `not true, false, or addresses/CIDRs: ${bad.join(', ')}` });
      return z.NEVER;
    }
    return list;
  });
