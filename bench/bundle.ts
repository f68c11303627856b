/**
 * Page weight of the web app (issue 17): every route group's gzipped JavaScript + CSS before the page is
 * usable, against its budget (scripts/bundle-budget.ts, the same check e2e/tests/bundle-budget.spec.ts makes),
 * then a first load of /login on an emulated Fast 3G connection (Chromium DevTools' preset) from the real
 * server serving the build.
 *
 *   npm run bench:bundle                      # builds apps/web into .tmp/web-dist-bench first
 *   WEB_DIST=apps/web/dist npm run bench:bundle -- --no-build
 *   npm run bench:bundle -- --no-browser      # sizes only
 *
 * Exits 1 when a budget is exceeded (sizes are deterministic); the load time is printed, not judged.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { formatWeights, weighRoutes } from '../scripts/bundle-budget.ts';

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

/** First load of /login on Fast 3G: until the sign-in form can be typed in, and until the load event. */
async function fast3gLogin(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    let bytes = 0;
    let requests = 0;
    cdp.on('Network.loadingFinished', (e) => {
      bytes += e.encodedDataLength;
      requests += 1;
    });
    const start = Date.now();
    await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'commit' });
    await page.getByPlaceholder('请输入账号').waitFor({ state: 'visible', timeout: 120_000 });
    const usable = Date.now() - start;
    await page.waitForLoadState('load');
    const nav = await page.evaluate(() => {
      const e = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { dcl: e.domContentLoadedEventEnd, load: e.loadEventEnd };
    });
    console.log('\nFast 3G first load of /login (562.5 ms RTT, 1.6 Mbps down, cache off):');
    console.log(`  sign-in form usable    ${(usable / 1000).toFixed(2)} s`);
    console.log(`  DOMContentLoaded       ${(nav.dcl / 1000).toFixed(2)} s`);
    console.log(`  load event             ${(nav.load / 1000).toFixed(2)} s`);
    console.log(`  transferred            ${(bytes / 1024).toFixed(1)} KB in ${requests} requests`);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!args.has('--no-build') && !process.env.WEB_DIST) build();
  const groups = weighRoutes(dist, WEB);
  console.log('\nGzipped JS + CSS before the page is usable (heaviest route of each group):');
  for (const line of formatWeights(groups)) console.log(`  ${line}`);
  const over = groups.filter((g) => !g.ok);
  if (!args.has('--no-browser')) {
    const server = await startServer();
    try {
      await fast3gLogin();
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
}

await main();
