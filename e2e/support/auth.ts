import { expect, type Page } from '@playwright/test';

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

export const SHOTS = new URL('../../docs/screenshots/', import.meta.url).pathname;
