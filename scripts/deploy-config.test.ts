import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../apps/server/src/config.ts';
import { renderSite, SITE_TEMPLATE } from './deploy-nginx.ts';
import { ENV_EXAMPLE, metricValue, parseEnvFile, parseTimeSpan, parseUnit, UNIT_FILE } from './deploy-site.ts';

/** deploy/: the files a site installs agree with the server's settings, and deploy:check can render them. */

const template = fs.readFileSync(SITE_TEMPLATE, 'utf8');
const unit = parseUnit(fs.readFileSync(UNIT_FILE, 'utf8'));
const example = parseEnvFile(fs.readFileSync(ENV_EXAMPLE, 'utf8'));

describe('deploy/nginx/xuekao.conf', () => {
  it('renders with the check’s ports, root and logs, and nothing of the site left', () => {
    const site = renderSite(template, {
      listenPort: 39000,
      upstreamPorts: [39001, 39002, 39003],
      root: '/tmp/dist',
      logDir: '/tmp/logs',
      brotli: false,
    });
    expect(site.match(/^\s*listen .*$/gm)).toEqual(['    listen 127.0.0.1:39000;']);
    expect(site.match(/^\s*server 127\.0\.0\.1:\d+.*$/gm)?.map((l) => l.trim())).toEqual([
      'server 127.0.0.1:39001 max_fails=1 fail_timeout=3s;',
      'server 127.0.0.1:39002 max_fails=1 fail_timeout=3s;',
      'server 127.0.0.1:39003 max_fails=1 fail_timeout=3s;',
    ]);
    expect(site).toContain('root /tmp/dist;');
    expect(site).toContain('access_log /tmp/logs/xuekao.access.log;');
    expect(site).toContain('error_log /tmp/logs/xuekao.error.log;');
    expect(site).not.toMatch(/\/srv\/xuekao|\/var\/log\/nginx|^\s*brotli_static/m);
    expect(renderSite(template, { listenPort: 1, upstreamPorts: [2], root: '/r', logDir: '/l', brotli: true })).toMatch(
      /^\s*brotli_static on;/m,
    );
  });

  it('refuses a template it cannot render (a changed shape must not pass silently)', () => {
    const noUpstream = template.replace(/^\s*server 127\.0\.0\.1:.*\n/gm, '');
    expect(() =>
      renderSite(noUpstream, { listenPort: 1, upstreamPorts: [2], root: '/r', logDir: '/l', brotli: true }),
    ).toThrow(/upstream server/);
  });

  it('lets an upload request as large as the daily quota through, and never passes /metrics on', () => {
    const upload = /location = \/api\/common\/file\/upload \{[^}]*client_max_body_size (\d+)m;/.exec(template);
    expect(Number(upload?.[1])).toBe(loadConfig({}).UPLOAD_DAILY_MB);
    expect(template).toMatch(/location \^~ \/metrics \{\s*return 404;/);
  });
});

describe('deploy/systemd', () => {
  it('the unit runs the built server and outlasts its drain', () => {
    expect(unit.execStart.slice(-1)).toEqual(['apps/server/dist/main.js']);
    expect(unit.environment.PORT).toBe('%i');
    expect(unit.killSignal).toBe('SIGTERM');
    // main.ts forces its exit DRAIN_SECONDS + 15 s after SIGTERM; systemd must not kill it before.
    const config = loadConfig({ ...example, PORT: '8081' });
    expect(unit.timeoutStopSec).toBeGreaterThan(config.DRAIN_SECONDS + 15);
  });

  it('every setting of the example is one the server reads, and valid', () => {
    const config = loadConfig(example) as unknown as Record<string, unknown>;
    expect(Object.keys(example).filter((k) => !(k in config))).toEqual([]);
    expect(example.PORT).toBeUndefined();
    expect(config.TRUST_PROXY).toEqual(['127.0.0.1']);
  });
});

describe('deploy:check helpers', () => {
  it('reads systemd time spans and Prometheus lines', () => {
    expect([parseTimeSpan('30s'), parseTimeSpan('1min 30s'), parseTimeSpan('90'), parseTimeSpan('x')]).toEqual([
      30,
      90,
      90,
      Number.NaN,
    ]);
    const text = '# HELP x\nxk_sockets_open{kind="exam"} 3\nxk_sockets_open{kind="read"} 1\nxk_up 1\n';
    expect(metricValue(text, 'xk_sockets_open', 'kind="read"')).toBe(1);
    expect(metricValue(text, 'xk_up')).toBe(1);
    expect(metricValue(text, 'xk_down')).toBeNull();
  });
});
