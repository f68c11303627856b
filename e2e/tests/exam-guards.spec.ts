import { expect, test } from '@playwright/test';
import { E2E_EXAM_LEARNERS } from '../../apps/server/src/db/seed/e2e-fixtures.ts';
import { expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import {
  createExamByApi,
  enterExam,
  enterFullscreen,
  handIn,
  handInLeftoverPaper,
  leavePage,
  openedDialog,
  signInAs,
} from '../support/exam.ts';

/**
 * Issue 5, leave monitoring on the exam page in detail: a short glance away is not counted, a leave past
 * the threshold shows the dialog with the count the server answered, and the count survives a reload.
 * The exam is saved through the admin API in setup: this test is about the exam page, the editor has
 * its own test (exam-flow).
 */

test('leave monitoring: a leave past the threshold shows the dialog with the server count', async ({
  page,
  request,
}) => {
  const learner = E2E_EXAM_LEARNERS.leave;
  await handInLeftoverPaper(request, learner);
  const title = `E2E切屏监控${Date.now().toString(36)}`;
  await createExamByApi(request, title, [learner.id], { leaveOn: true, leaveCheck: 1, leaveCount: 3 });

  await signInAs(page, learner, /\/web\/index/);
  await enterExam(page, title, async () => {
    await expect(page.getByTestId('leave-notice')).toHaveText(
      '本场考试已开启切屏监控，离开3次将会强制交卷，请诚信考试！',
    );
  });
  const reports: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/paper/paper/leave-incr')) reports.push(r.url());
  });

  // A glance away shorter than the threshold (1 s) is not a leave: nothing is reported, no dialog.
  await leavePage(page, 0);
  // Away for longer: the server counts it and the dialog shows the count the server answered.
  let counted = page.waitForResponse('**/api/paper/paper/leave-incr');
  await leavePage(page, 1_100);
  let answer = (await (await counted).json()) as { code: number; data: { leaveTimes: number; overLimit: boolean } };
  expect(answer.code).toBe(0);
  expect(answer.data).toEqual({ leaveTimes: 1, overLimit: false });
  const dialog = await openedDialog(page, '切屏提醒');
  await expect(dialog).toContainText(`您已经离开${answer.data.leaveTimes}次，离开3次将自动交卷`);
  expect(reports).toHaveLength(1);
  await page.screenshot({ path: `${SHOTS}learner-exam-leave.png`, animations: 'disabled' });
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();

  // The count goes on after a reload (kept by the server, not the page).
  await page.reload();
  await enterFullscreen(page);
  counted = page.waitForResponse('**/api/paper/paper/leave-incr');
  await leavePage(page, 1_100);
  answer = await (await counted).json();
  expect(answer.data).toEqual({ leaveTimes: 2, overLimit: false });
  const again = await openedDialog(page, '切屏提醒');
  await expect(again).toContainText('您已经离开2次，离开3次将自动交卷');
  await again.getByRole('button', { name: '我知道了' }).click();

  await handIn(page, 2);
  await expectNoErrorNotification(page);
});
