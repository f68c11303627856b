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
import path from 'node:path';
import { formatWeights, SIGN_IN_MAX_FILES, SIGN_IN_TARGET_KB, weighRoutes } from '../scripts/bundle-budget.ts';
import { coldAndWarm, FORM_INPUTS, type Load, launchChromium } from './web-speed/fast3g.ts';
import { buildWeb, loadLine, ROOT, startServer, WEB } from './web-speed/server.ts';

const args = new Set(process.argv.slice(2));
const dist = path.resolve(ROOT, process.env.WEB_DIST ?? '.tmp/web-dist-bench');
const port = Number(process.env.BENCH_PORT ?? 18410);

/** Issue 28's targets for the sign-in pages on Fast 3G (sizes and the request count: scripts/bundle-budget.ts). */
const TARGET = { coldMs: 3000, warmMs: 1500, requests: SIGN_IN_MAX_FILES, kb: SIGN_IN_TARGET_KB };
const SIGN_IN_PAGES = ['/login', '/register', '/forgot'];

const judge = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/**
 * Each sign-in page on Fast 3G in a fresh browser context: a first visit (cold cache) and a repeat visit
 * (warm cache), until the form's inputs are visible and enabled. Answers whether every target was met.
 */
async function fast3gSignIn(): Promise<boolean> {
  const browser = await launchChromium();
  let met = true;
  try {
    console.log(
      `\nFast 3G sign-in (562.5 ms RTT, 1.6 Mbps down), usable = the form's inputs visible and enabled; ${loadLine()}` +
        `\ntargets: cold <= ${TARGET.coldMs / 1000} s, warm <= ${TARGET.warmMs / 1000} s, ` +
        `<= ${TARGET.requests} requests and <= ${TARGET.kb} KB transferred before usable (cold)`,
    );
    for (const url of SIGN_IN_PAGES) {
      const { cold, warm } = await coldAndWarm(browser, `http://127.0.0.1:${port}`, url, FORM_INPUTS);
      const coldOk = cold.usableMs <= TARGET.coldMs && cold.requests <= TARGET.requests && cold.kb <= TARGET.kb;
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
  if (!args.has('--no-build') && !process.env.WEB_DIST) buildWeb(dist);
  const groups = weighRoutes(dist, WEB);
  console.log('\nGzipped JS + CSS before the page is usable (heaviest route of each group):');
  for (const line of formatWeights(groups)) console.log(`  ${line}`);
  const over = groups.filter((g) => !g.ok);
  let timingsMissed = false;
  if (!args.has('--no-browser')) {
    const server = await startServer(dist, port);
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
