import { expect, test } from '@playwright/test';
import { expectNoErrorNotification } from '../support/auth.ts';
import { createExamByApi, createLearnerByApi, enterExam, openedDialog, signInAs } from '../support/exam.ts';

/**
 * Issue 30 item 1, the action checker on the exam page: with the shortest interval staff may set (30 s) and
 * a limit of 2, a learner who does nothing sees the warning count down, the first break is recorded by the
 * server (dialog with the server's count), and the second one hands the paper in (the result says why).
 * The waits are the inactivity itself: the page counts real seconds and the server refuses a break sooner
 * than the interval.
 */

type BreakAnswer = { code: number; data: { actionTimes: number; overLimit: boolean; counted: boolean } };

test('action checker: countdown warning, a recorded break, then the hand-in at the limit', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const learner = await createLearnerByApi(request, 'e2eaction', '吴静止');
  const title = `E2E无操作检测${Date.now().toString(36)}`;
  await createExamByApi(request, title, [learner.id], { actionOn: true, actionInterval: 30, actionLimit: 2 });

  await signInAs(page, learner, /\/web\/index/);
  await enterExam(page, title);

  // No input: 10 s before zero the warning shows and counts down.
  const warning = page.locator('.ant-message').getByText(/秒后将记录一次“长时间无操作”/);
  await expect(warning).toBeVisible({ timeout: 30_000 });
  const seconds = async () => Number(/(\d+)秒后/.exec((await warning.textContent()) ?? '')?.[1]);
  const first = await seconds();
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(10);
  await expect.poll(seconds).toBeLessThan(first);

  // Zero: the page signals break, the server counts it and the dialog shows the server's count.
  let signalled = page.waitForResponse('**/api/paper/paper/action-break', { timeout: 20_000 });
  let answer = (await (await signalled).json()) as BreakAnswer;
  expect(answer).toMatchObject({ code: 0, data: { actionTimes: 1, overLimit: false, counted: true } });
  await expect(warning).toBeHidden();
  const dialog = await openedDialog(page, '长时间无操作');
  await expect(dialog).toContainText('您已1次长时间没有操作，达到2次将自动交卷');
  // Input (the click) starts the countdown again.
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();

  // The next break reaches the limit: the server hands in and the page goes to the result.
  signalled = page.waitForResponse('**/api/paper/paper/action-break', { timeout: 45_000 });
  answer = (await (await signalled).json()) as BreakAnswer;
  expect(answer).toMatchObject({ code: 0, data: { actionTimes: 2, overLimit: true, counted: true } });
  await expect(page).toHaveURL(/\/web\/exam\/result\//, { timeout: 15_000 });
  // The notice: the exam socket's hand-in message or the page's own, whichever came first.
  const notice = await openedDialog(page, '考试结束');
  await expect(notice).toContainText(
    /长时间无操作次数超过限制，系统已强制交卷！|您已2次长时间没有操作，达到2次将自动交卷，系统已自动交卷！/,
  );
  await expect(page.getByText('长时间无操作超过次数，系统强制交卷')).toBeVisible();
  await expectNoErrorNotification(page);
});
