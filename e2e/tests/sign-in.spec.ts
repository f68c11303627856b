import { expect, test } from '@playwright/test';
import { expectNoErrorNotification, SHOTS, signIn } from '../support/auth.ts';

test.describe('sign-in and route guard', () => {
  test('the login page shows the site name, the form and the copyright', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText('学考在线学习考试系统').first()).toBeVisible();
    await expect(page.getByPlaceholder('请输入账号')).toBeVisible();
    await expect(page.getByText('© 2026 学考')).toBeVisible();
    await expect(page).toHaveTitle(/学考在线学习考试系统/);
    await page.screenshot({ path: `${SHOTS}login.png` });
  });

  test('a wrong password shows the server message', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin', 'wrong-password1');
    await expect(page.getByText('账号或密码错误！').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('the admin signs in and reaches the dashboard with the sidebar', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'admin', 'admin123');
    await expect(page).toHaveURL(/\/admin\/dashboard/);
    const sidebar = page.locator('.ant-layout-sider, aside').first();
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByText('系统管理')).toBeVisible();
    await expect(sidebar.getByText('考试管理')).toBeVisible();
    await expect(page).toHaveTitle(/首页.*学考在线学习考试系统/);
    await expectNoErrorNotification(page);
    await page.screenshot({ path: `${SHOTS}admin-dashboard.png` });
  });

  test('the learner signs in and lands on /web/index; an /admin path sends them back', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'student', 'student123');
    await expect(page).toHaveURL(/\/web\/index/);
    await expect(page.getByText('在线考试').first()).toBeVisible();
    await expect(page.getByText('张三').first()).toBeVisible();
    await expectNoErrorNotification(page);
    // Issue 30 item 6: the exam card's title is readable at 1440 px and at 390 px (was cut to "示.." beside
    // the tags): on its own lines, nothing hidden for a short title, the whole title on hover.
    for (const [width, height, shot] of [
      [1440, 900, 'learner-home.png'],
      [390, 844, 'learner-home-390.png'],
    ] as const) {
      await page.setViewportSize({ width, height });
      const title = page.getByTestId('exam-card-title').filter({ hasText: '示例考试' }).first();
      await expect(title).toBeVisible();
      await expect(title).toHaveAttribute('title', /示例考试/);
      const box = await title.evaluate((el) => ({
        fits: el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1,
        width: el.clientWidth,
      }));
      expect(box.fits, `title cut at ${width} px`).toBe(true);
      expect(box.width).toBeGreaterThan(100);
      await page.screenshot({ path: `${SHOTS}${shot}` });
    }
    await page.goto('/admin/sys/user');
    await expect(page).toHaveURL(/\/web\/index/);
    await expect(page.getByText('管理后台')).toHaveCount(0);
  });

  test('a staff member without menus sees the no-access message and returns to login', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'nomenu', 'nomenu123');
    await expect(page.getByText('您没有访问本系统的权限，请联系管理员授权菜单！')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    // The token cookie is HttpOnly: the page asks the server to end the session, which clears it.
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'xk_token')).toBeUndefined();
  });

  test('a deep link without a token goes to login and back after signing in', async ({ page }) => {
    await page.goto('/admin/sys/user');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signIn(page, 'admin', 'admin123');
    await expect(page).toHaveURL(/\/admin\/sys\/user/);
  });
});
