/**
 * nginx for `npm run deploy:check`: Debian's package (installed with apt-get when missing), the site of
 * deploy/nginx/xuekao.conf rendered with the check's ports, root and log paths, under a main configuration
 * like Debian's /etc/nginx/nginx.conf but with every path in the check's folder, run in the foreground.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './deploy-site.ts';

export const SITE_TEMPLATE = path.join(REPO_ROOT, 'deploy/nginx/xuekao.conf');
const DEBIAN_PREFIX = '/usr/share/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export interface SiteRender {
  /** nginx listens on 127.0.0.1:<listenPort> only. */
  listenPort: number;
  upstreamPorts: number[];
  root: string;
  logDir: string;
  /** Keep `brotli_static on;` (false: the module is not installed, the line is dropped). */
  brotli: boolean;
}

/** Replaces each match of `re` (which must match at least once: the template changed otherwise). */
function replaceEach(text: string, re: RegExp, by: (g: string[], i: number) => string, what: string): string {
  let i = 0;
  // The callback's arguments: the match, its groups, then offset and input (no named groups here).
  const out = text.replace(re, (...args: unknown[]) => by(args.slice(0, -2) as string[], i++));
  if (i === 0) throw new Error(`deploy/nginx/xuekao.conf: no ${what} line to replace (${re})`);
  return out;
}

/** The site with the check's values; the template stays a file a person installs as it is. */
export function renderSite(template: string, o: SiteRender): string {
  let s = replaceEach(
    template,
    /^([ \t]*)listen\s+[^;]+;[^\n]*\n/gm,
    (m, i) => (i === 0 ? `${m[1]}listen 127.0.0.1:${o.listenPort};\n` : ''),
    'listen',
  );
  s = replaceEach(
    s,
    /^([ \t]*)server 127\.0\.0\.1:\d+([^;]*);[^\n]*\n/gm,
    (m, i) => (i === 0 ? o.upstreamPorts.map((p) => `${m[1]}server 127.0.0.1:${p}${m[2]};\n`).join('') : ''),
    'upstream server',
  );
  s = replaceEach(s, /^([ \t]*)root\s+[^;]+;/gm, (m) => `${m[1]}root ${o.root};`, 'root');
  s = replaceEach(
    s,
    /^([ \t]*)(access_log|error_log)\s+[^;]+;/gm,
    (m) => `${m[1]}${m[2]} ${o.logDir}/xuekao.${m[2]?.replace('_log', '')}.log;`,
    'log',
  );
  if (!o.brotli) s = s.replace(/^[ \t]*brotli_static\s+on;\n/gm, '');
  return s;
}

/** `load_module` lines of Debian's modules-enabled, with the paths made absolute (the check's prefix differs). */
function enabledModules(): string[] {
  const dir = '/etc/nginx/modules-enabled';
  if (!fs.existsSync(dir)) return [];
  const lines: string[] = [];
  for (const f of fs.readdirSync(dir).sort()) {
    for (const m of fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/^\s*load_module\s+([^;]+);/gm)) {
      const file = path.isAbsolute(m[1]!) ? m[1]! : path.join(DEBIAN_PREFIX, m[1]!);
      if (fs.existsSync(file)) lines.push(`load_module ${file};`);
    }
  }
  return lines;
}

/** Debian's nginx.conf in short: modules, mime types, sendfile, gzip, then the site; paths under `dir`. */
export function mainConf(dir: string, siteFile: string): string {
  const user = process.getuid?.() === 0 ? 'user www-data;' : '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((k) => `  ${k}_temp_path ${dir}/temp/${k};`);
  return [
    user,
    'worker_processes 2;',
    `pid ${dir}/nginx.pid;`,
    ...enabledModules(),
    'events { worker_connections 1024; }',
    'http {',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  types_hash_max_size 2048;',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${dir}/access.log;`,
    ...temp,
    '  gzip on;',
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

export interface NginxSetup {
  bin: string;
  brotli: boolean;
  /** What was installed now (empty when nothing). */
  installed: string[];
}

const which = (name: string) => {
  for (const dir of ['/usr/sbin', '/usr/bin', '/usr/local/sbin', ...(process.env.PATH ?? '').split(':')]) {
    const file = path.join(dir, name);
    if (fs.existsSync(file)) return file;
  }
  return null;
};

function aptInstall(pkgs: string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', ...pkgs], { env, stdio: 'ignore' }).status === 0;
  if (install()) return true;
  spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
  return install();
}

/**
 * nginx and its brotli_static module, installed with apt-get when missing (root only). A string says why
 * nginx cannot be had (the check is then skipped); the brotli module is optional.
 */
export function ensureNginx(): NginxSetup | string {
  const installed: string[] = [];
  const canApt = process.getuid?.() === 0 && which('apt-get') !== null;
  let bin = which('nginx');
  if (!bin) {
    if (!canApt) return 'nginx is not installed, and apt-get cannot install it here (not root, or no apt-get)';
    if (!aptInstall(['nginx', 'libnginx-mod-http-brotli-static'])) return 'apt-get install nginx failed';
    installed.push('nginx', 'libnginx-mod-http-brotli-static');
    bin = which('nginx');
    if (!bin) return 'apt-get installed nginx, but no nginx binary was found';
  }
  if (!fs.existsSync(BROTLI_MODULE) && canApt && aptInstall(['libnginx-mod-http-brotli-static'])) {
    installed.push('libnginx-mod-http-brotli-static');
  }
  return { bin, brotli: fs.existsSync(BROTLI_MODULE), installed };
}

/** `nginx -t` on the rendered configuration; throws with nginx's words when it is refused. */
export function testConf(bin: string, dir: string, conf: string): void {
  const r = spawnSync(bin, ['-t', '-q', '-p', dir, '-c', conf, '-e', `${dir}/error.log`], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`nginx -t refused the configuration:\n${r.stderr || r.stdout}`);
}

/**
 * nginx in the foreground with its own prefix, pid and logs; resolves once it answers on the port. `started`
 * gets the process at once (for the cleanup).
 */
export async function startNginx(
  bin: string,
  dir: string,
  conf: string,
  port: number,
  started: (child: ChildProcess) => void,
): Promise<ChildProcess> {
  const out = fs.openSync(path.join(dir, 'nginx.out'), 'a');
  const child = spawn(bin, ['-p', dir, '-c', conf, '-e', `${dir}/error.log`, '-g', 'daemon off;'], {
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  started(child);
  const until = performance.now() + 10_000;
  while (performance.now() < until) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited (${child.exitCode}): ${fs.readFileSync(`${dir}/error.log`, 'utf8').slice(-2000)}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/assets/`, { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill('SIGTERM');
  throw new Error('nginx did not answer within 10 s');
}
