import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Fills the login form and submits it. */
export async function signIn(page: Page, userName: string, password: string): Promise<void> {
  await page.getByPlaceholder('请输入账号').fill(userName);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
}

/** Fails the test when the page shows an error notification. */
export async function expectNoErrorNotification(page: Page): Promise<void> {
  await expect(page.locator('.ant-notification-notice-error')).toHaveCount(0);
}

/**
 * Where the specs write their screenshots: an ignored scratch folder, so `npm test` leaves the tree clean;
 * `npm run screenshots` copies the ones docs/screenshots/README.md names into docs/screenshots afterwards.
 * A relative SCREENSHOTS_DIR is taken from the repository root. Ends with a slash.
 */
export const SHOTS = `${path.resolve(REPO_ROOT, process.env.SCREENSHOTS_DIR || '.tmp/screenshots')}${path.sep}`;

/**
 * Closes the browser contexts a test opened besides its own `context` (other learners, a visitor): left
 * open, their pages keep polling the server until the worker ends and slow every later test.
 * Use as `test.afterEach(closeExtraContexts)`.
 */
export async function closeExtraContexts({ browser, context }: { browser: Browser; context: BrowserContext }) {
  await Promise.all(
    browser
      .contexts()
      .filter((c) => c !== context)
      .map((c) => c.close()),
  );
}
