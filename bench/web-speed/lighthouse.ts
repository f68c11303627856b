/**
 * Lighthouse (npm `lighthouse` 12.2.3: 13 wants Node 22) with its default configuration, the mobile preset:
 * a Moto G Power sized screen, simulated slow 4G (150 ms RTT, 1.6 Mbps) and a 4x CPU slowdown, on Debian's
 * Chromium headless. The simulation scales the CPU work it observes on this machine, so a loaded machine
 * lowers the score: bench/web-speed.ts prints the load beside the figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';

export interface Audit {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The biggest opportunities and diagnostics, for finding what to fix. */
  hints: string[];
}

export interface Lighthouse {
  run(url: string, cookies: Record<string, string>, reportFile?: string): Promise<Audit>;
  close(): Promise<void>;
}

const HINTS = [
  'render-blocking-resources',
  'unused-javascript',
  'unused-css-rules',
  'bootup-time',
  'mainthread-work-breakdown',
  'critical-request-chains',
  'largest-contentful-paint-element',
  'layout-shifts',
  'long-tasks',
  'uses-long-cache-ttl',
];

function hintsOf(audits: Record<string, { score: number | null; displayValue?: string; title: string }>): string[] {
  return HINTS.flatMap((id) => {
    const a = audits[id];
    if (!a || a.score === 1 || a.score === null || !a.displayValue) return [];
    return [`${a.title}: ${a.displayValue}`];
  });
}

/** Starts Chromium once; each run audits one URL in a fresh tab with the given session cookies. */
export async function startLighthouse(): Promise<Lighthouse> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const browser: Browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  return {
    async run(url, cookies, reportFile) {
      const page = await browser.newPage();
      try {
        const origin = new URL(url).origin;
        await page.setCookie(...Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin })));
        const result = await lighthouse(
          url,
          { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          undefined,
          page,
        );
        if (!result) throw new Error(`lighthouse gave no result for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
        if (reportFile) {
          fs.mkdirSync(path.dirname(reportFile), { recursive: true });
          fs.writeFileSync(reportFile, result.report as string);
        }
        const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        return {
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: num('largest-contentful-paint'),
          tbtMs: num('total-blocking-time'),
          cls: num('cumulative-layout-shift'),
          fcpMs: num('first-contentful-paint'),
          hints: hintsOf(lhr.audits as never),
        };
      } finally {
        await page.close();
      }
    },
    async close() {
      await browser.disconnect();
      chrome.kill();
    },
  };
}
