import { expect, test } from '@playwright/test';
import { expectNoErrorNotification, SHOTS, signIn } from '../support/auth.ts';

/**
 * Issue 17 item 4: the language switch in the admin navbar turns the admin shell and a converted page into
 * English (the catalogue, antd's locale and the seeded menu titles), is remembered, and switches back.
 */
test('the admin shell and the role page in en-US', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin', 'admin123');
  await page.waitForURL(/\/admin\//);
  await page.goto('/admin/sys/role');
  await expect(page.getByRole('columnheader', { name: '角色名称' })).toBeVisible();

  await page.getByTestId('locale-switch').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('columnheader', { name: 'Role name' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('xk_locale'))).toBe('en-US');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');

  // the shell: navbar, seeded menu titles in the sidebar and breadcrumb, the list's texts and antd's own
  await expect(page.getByRole('link', { name: 'Learner home' })).toBeVisible();
  await expect(page.locator('.ant-breadcrumb')).toContainText('Roles');
  await expect(page.getByRole('menuitem', { name: /System/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();
  await expect(page.locator('.ant-pagination')).toContainText('in total');
  await expect(page.locator('.ant-pagination-options')).toContainText('/ page');
  await expectNoErrorNotification(page);
  await page.screenshot({ path: `${SHOTS}i18n-admin-role-en.png`, fullPage: true });

  // a server message in English: the same call without and with the header
  const zh = await page.request.post('/api/sys/role/detail', { data: { id: 'nope' } });
  const en = await page.request.post('/api/sys/role/detail', {
    data: { id: 'nope' },
    headers: { 'X-Locale': 'en-US' },
  });
  expect((await zh.json()).msg).toMatch(/[\u4e00-\u9fff]/);
  expect((await en.json()).msg).not.toMatch(/[\u4e00-\u9fff]/);

  // remembered across a visit, and switched back
  await page.goto('/admin/sys/config');
  await expect(page.getByRole('tab', { name: 'Basics' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}i18n-admin-config-en.png` });
  await page.getByTestId('locale-switch').click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('tab', { name: '基础配置' })).toBeVisible();
});
