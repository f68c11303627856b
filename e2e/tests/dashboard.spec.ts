import { expect, test } from '@playwright/test';
import { expectNoErrorNotification, SHOTS, signIn } from '../support/auth.ts';

/**
 * Issue 13, item 2: the admin dashboard shows the seeded totals as count-up cards linking to their lists,
 * and the week charts (learning bars; course, exam and user lines, issue 30 item 4) drawn by the lazily
 * loaded ECharts.
 */
test('the admin dashboard shows the counts and the week charts', async ({ page, request }) => {
  // A learner's sign-in today: activity for the user chart.
  const res = await request.post('/api/sys/user/login', { data: { username: 'student', password: 'student123' } });
  expect((await res.json()).code).toBe(0);

  await page.goto('/login');
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/admin\/dashboard/);

  const counts = page.getByTestId('dashboard-counts');
  await expect(counts).toBeVisible();
  for (const key of ['examCount', 'repoCount', 'courseCount', 'userCount']) {
    const card = page.getByTestId(`dashboard-count-${key}`);
    await expect(card).toBeVisible();
    // The count-up ends at the figure the server answered (data-value).
    const value = Number(await card.locator('[data-value]').getAttribute('data-value'));
    expect(value).toBeGreaterThan(0);
    await expect(card.locator('[data-value]')).toHaveText(value.toLocaleString('zh-CN'), { timeout: 4000 });
  }

  for (const key of ['learn', 'course', 'exam', 'user']) {
    await expect(page.getByTestId(`dashboard-chart-${key}`).locator('canvas').first()).toBeVisible();
  }
  await expectNoErrorNotification(page);
  // Let the charts' entry animation settle before the picture.
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${SHOTS}admin-dashboard-charts.png`, fullPage: true });

  await page.getByTestId('dashboard-count-userCount').click();
  await expect(page).toHaveURL(/\/admin\/sys\/user/);
});
