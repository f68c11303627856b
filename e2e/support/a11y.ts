import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { expectNoErrorNotification, SHOTS } from './auth.ts';

/**
 * The checks of issue 17 item 5 (a page usable on a phone): axe-core from npm injected into the page
 * (addScriptTag; the specs set bypassCSP, since the site's CSP refuses inline scripts), the elements wider
 * than the screen, and no error notification. Shared by tests/a11y-mobile*.spec.ts.
 */
export const PHONE = { width: 390, height: 844 };
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeNode {
  target: string[];
  html: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/** Runs axe over the page; answers the serious and critical violations, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown }> } })
      .axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations as AxeViolation[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(' | ')}`,
    );
}

/** Elements reaching past the right edge of the screen (a page usable at 390 px scrolls only down). */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width + 1) return [];
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > width + 1) {
        out.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} right=${Math.round(r.right)}`);
      }
    }
    return out.slice(0, 8);
  });
}

/** The checks of one page once it shows `ready`: axe, overflow, no error notice, then its screenshot. */
export async function audit(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  await ready();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}a11y-390-${name}.png`, fullPage: true });
  expect.soft(await seriousViolations(page), `axe on ${name}`).toEqual([]);
  expect.soft(await overflowing(page), `wider than 390 px: ${name}`).toEqual([]);
  await expectNoErrorNotification(page);
}
