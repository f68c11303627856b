/**
 * A page load on DevTools' Fast 3G (bench/bundle.ts, bench/web-speed.ts): the time until the page is usable
 * and what came from the network before then.
 */
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

/** Chromium DevTools' "Fast 3G": 562.5 ms round trip, 1.6 Mbps down and 750 kbps up, each at 90 %. */
export const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};

/** What the sign-in pages wait for: the form's inputs. */
export const FORM_INPUTS = 'form input:not([type=hidden])';

export interface Load {
  usableMs: number;
  /** JS + CSS files fetched from the network (not the browser cache) before the page was usable. */
  files: number;
  requests: number;
  kb: number;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
}

/** A fresh context and page on Fast 3G, with `cookies` for `base` (a signed-in learner or staff member). */
export async function fast3gPage(
  browser: Browser,
  base: string,
  cookies: Record<string, string> = {},
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext();
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: base })));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  return { context, page, cdp };
}

/**
 * Loads `url` in `page` until it is usable: at least one element matching `selector` is shown, every shown
 * input among them is enabled and every other one has text (the sign-in form: FORM_INPUTS; a list: its rows).
 */
export async function loadUntilUsable(page: Page, cdp: CDPSession, url: string, selector: string): Promise<Load> {
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
    (sel) => {
      const shown = [...document.querySelectorAll<HTMLElement>(sel)].filter((e) => e.getClientRects().length > 0);
      return (
        shown.length > 0 &&
        shown.every((e) => (e instanceof HTMLInputElement ? !e.disabled : (e.textContent ?? '').trim() !== ''))
      );
    },
    selector,
    { timeout: 120_000, polling: 50 },
  );
  usable = true;
  load.usableMs = Date.now() - start;
  cdp.off('Network.requestServedFromCache', onCache);
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  return load;
}

/** A cold visit (empty cache) and a repeat one (warm cache) of `url` in a fresh context. */
export async function coldAndWarm(
  browser: Browser,
  base: string,
  url: string,
  selector: string,
  cookies: Record<string, string> = {},
): Promise<{ cold: Load; warm: Load }> {
  const { context, page, cdp } = await fast3gPage(browser, base, cookies);
  try {
    const cold = await loadUntilUsable(page, cdp, `${base}${url}`, selector);
    await page.waitForLoadState('load');
    await page.goto('about:blank');
    const warm = await loadUntilUsable(page, cdp, `${base}${url}`, selector);
    return { cold, warm };
  } finally {
    await context.close();
  }
}
