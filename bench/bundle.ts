/**
 * Page weight of the web app (issue 17): every route group's gzipped JavaScript + CSS before the page is
 * usable, against its budget (scripts/bundle-budget.ts, the same check e2e/tests/bundle-budget.spec.ts makes),
 * then each sign-in page (/login, /register, /forgot) on an emulated Fast 3G connection (Chromium DevTools'
 * preset) from the real server serving the build: a first visit (cold cache) and a repeat one (warm cache),
 * with the time until the form is usable and the requests and bytes before it, against issue 28's targets.
 *
 *   npm run bench:bundle                      # builds apps/web into .tmp/web-dist-bench first
 *   WEB_DIST=apps/web/dist npm run bench:bundle -- --no-build
 *   npm run bench:bundle -- --no-browser      # sizes only
 *
 * Exits 1 when a budget is exceeded (sizes are deterministic) or a Fast 3G target is missed (timings vary
 * with the machine's load: run it on an idle machine before believing a miss).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { formatWeights, SIGN_IN_MAX_FILES, SIGN_IN_TARGET_KB, weighRoutes } from '../scripts/bundle-budget.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB = path.join(ROOT, 'apps/web');
const args = new Set(process.argv.slice(2));
const dist = path.resolve(ROOT, process.env.WEB_DIST ?? '.tmp/web-dist-bench');
const port = Number(process.env.BENCH_PORT ?? 18410);

/** Chromium DevTools' "Fast 3G": 562.5 ms round trip, 1.6 Mbps down and 750 kbps up, each at 90 %. */
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

function build(): void {
  console.log(`building the web app into ${path.relative(ROOT, dist)} ...`);
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB,
    stdio: 'inherit',
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** The browser tests' server (fresh embedded database, seed, the build) on `port`. */
async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'support/server.ts'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { ...process.env, PORT: String(port), WEB_DIST: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/api/docs`, 120_000);
  return child;
}

/** Issue 28's targets for the sign-in pages on Fast 3G (sizes and the request count: scripts/bundle-budget.ts). */
const TARGET = { coldMs: 3000, warmMs: 1500, files: SIGN_IN_MAX_FILES, kb: SIGN_IN_TARGET_KB };
const SIGN_IN_PAGES = ['/login', '/register', '/forgot'];

interface Load {
  usableMs: number;
  /** JS + CSS files fetched from the network (not the browser cache) before the form was usable. */
  files: number;
  requests: number;
  kb: number;
}

/** Loads `url` in `page` until the form's inputs are visible and enabled (the sign-in form usable). */
async function loadUntilUsable(page: Page, cdp: CDPSession, url: string): Promise<Load> {
  const fromCache = new Set<string>();
  const kinds = new Map<string, string>();
  let usable = false;
  const load: Load = { usableMs: 0, files: 0, requests: 0, kb: 0 };
  const onCache = (e: { requestId: string }) => fromCache.add(e.requestId);
  const onResponse = (e: { requestId: string; type: string; response: { fromDiskCache?: boolean } }) => {
    kinds.set(e.requestId, e.type);
    if (e.response.fromDiskCache) fromCache.add(e.requestId);
  };
  const onFinished = (e: { requestId: string; encodedDataLength: number }) => {
    if (usable || fromCache.has(e.requestId)) return;
    load.requests += 1;
    load.kb += e.encodedDataLength / 1024;
    if (['Script', 'Stylesheet'].includes(kinds.get(e.requestId) ?? '')) load.files += 1;
  };
  cdp.on('Network.requestServedFromCache', onCache);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => {
      const inputs = [...document.querySelectorAll<HTMLInputElement>('form input')].filter(
        (i) => i.offsetParent !== null && i.type !== 'hidden',
      );
      return inputs.length > 0 && inputs.every((i) => !i.disabled);
    },
    undefined,
    { timeout: 120_000, polling: 50 },
  );
  usable = true;
  load.usableMs = Date.now() - start;
  cdp.off('Network.requestServedFromCache', onCache);
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  return load;
}

const judge = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/**
 * Each sign-in page on Fast 3G in a fresh browser context: a first visit (cold cache) and a repeat visit
 * (warm cache), until the form's inputs are visible and enabled. Answers whether every target was met.
 */
async function fast3gSignIn(): Promise<boolean> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  let met = true;
  try {
    console.log(
      `\nFast 3G sign-in (562.5 ms RTT, 1.6 Mbps down), usable = the form's inputs visible and enabled;` +
        `\ntargets: cold <= ${TARGET.coldMs / 1000} s, warm <= ${TARGET.warmMs / 1000} s, ` +
        `<= ${TARGET.files} JS+CSS files, <= ${TARGET.kb} KB (gzip JS+CSS: table above)`,
    );
    for (const url of SIGN_IN_PAGES) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', FAST_3G);
      const cold = await loadUntilUsable(page, cdp, `http://127.0.0.1:${port}${url}`);
      await page.waitForLoadState('load');
      await page.goto('about:blank');
      const warm = await loadUntilUsable(page, cdp, `http://127.0.0.1:${port}${url}`);
      await context.close();
      const coldOk = cold.usableMs <= TARGET.coldMs && cold.files <= TARGET.files;
      const warmOk = warm.usableMs <= TARGET.warmMs;
      met &&= coldOk && warmOk;
      const row = (name: string, l: Load, ms: number, ok: boolean) =>
        `  ${url.padEnd(10)} ${name}  usable ${(l.usableMs / 1000).toFixed(2)} s / ${ms / 1000} s  ` +
        `${String(l.files).padStart(2)} JS+CSS files, ${String(l.requests).padStart(2)} requests, ` +
        `${l.kb.toFixed(1).padStart(6)} KB transferred  ${judge(ok)}`;
      console.log(row('cold', cold, TARGET.coldMs, coldOk));
      console.log(row('warm', warm, TARGET.warmMs, warmOk));
    }
  } finally {
    await browser.close();
  }
  return met;
}

async function main(): Promise<void> {
  if (!args.has('--no-build') && !process.env.WEB_DIST) build();
  const groups = weighRoutes(dist, WEB);
  console.log('\nGzipped JS + CSS before the page is usable (heaviest route of each group):');
  for (const line of formatWeights(groups)) console.log(`  ${line}`);
  const over = groups.filter((g) => !g.ok);
  let timingsMissed = false;
  if (!args.has('--no-browser')) {
    const server = await startServer();
    try {
      if (!(await fast3gSignIn())) timingsMissed = true;
    } finally {
      server.kill('SIGTERM');
    }
  }
  if (over.length > 0) {
    console.log(`\nOVER BUDGET: ${over.map((g) => g.name).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nevery budget met');
  }
  if (timingsMissed) {
    console.log('Fast 3G TARGET MISSED (see MISSED above)');
    process.exitCode = 1;
  }
}

await main();
