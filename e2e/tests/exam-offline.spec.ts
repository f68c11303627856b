import { expect, test } from '@playwright/test';
import { expectNoErrorNotification } from '../support/auth.ts';
import {
  apiCall,
  apiToken,
  createExamByApi,
  createLearnerByApi,
  enterExam,
  enterFullscreen,
  openedDialog,
  signInAs,
} from '../support/exam.ts';
import { answerShown, deviceRows, question, rule } from '../support/paper.ts';

/**
 * Issue 25, "done when" (first test): a learner answers question 1, the network drops, they answer
 * questions 2-6 (single, multiple, judge, fill-in and short answer among them) and reload the page while
 * still offline; the page opens from the device with the waiting answers. Back online, the journal
 * delivers them: the server holds all six, graded at hand-in. The banner and the card showed the waiting
 * answers throughout.
 */

test('offline: answers kept through a reload without a connection, delivered when it is back, graded at hand-in', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const learner = await createLearnerByApi(request, 'e2eoffline', '林断网');
  const title = `E2E断网考试${Date.now().toString(36)}`;
  await createExamByApi(request, title, [learner.id], {
    rules: [rule(1, 2), rule(2, 1), rule(3, 1), rule(5, 1), rule(4, 1)],
    qualifyScore: 10,
  });
  await signInAs(page, learner, /\/web\/index/);
  const paperId = await enterExam(page, title);

  // The whole paper is read ahead and kept on the device, and the shell is stored for a reload.
  await expect.poll(() => deviceRows(page, 'qus', paperId), { timeout: 20_000 }).toBe(6);
  await expect
    .poll(() => page.evaluate(async () => !!(await caches.open('xk-shell-v1').then((c) => c.match('/__shell.html')))))
    .toBe(true);

  await answerShown(page, 1);
  await expect(question(page).getByTestId('qu-saved')).toBeVisible();

  await context.setOffline(true);
  for (const n of [2, 3, 4, 5, 6]) await answerShown(page, n);
  const banner = page.getByTestId('journal-banner');
  await expect(banner).toContainText('网络已断开，答案已保存在本机，恢复网络后将自动提交');
  await expect(page.getByTestId('journal-waiting')).toHaveText('待提交答案：5 题');
  await expect(page.getByTestId('card-3')).toHaveAttribute('data-pending', 'true');
  await expect(page.getByTestId('card-1')).not.toHaveAttribute('data-pending', 'true');
  await expect(question(page).getByTestId('qu-saved-local')).toBeVisible();
  expect(await deviceRows(page, 'answers', paperId)).toBe(5);

  // A reload while offline: the page opens from the device, the waiting answers with it.
  page.on('dialog', (d) => void d.accept());
  const reloaded = await page.reload();
  // the page shell came from the service worker's store (the network is off)
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await enterFullscreen(page);
  await expect(page.getByTestId('journal-waiting')).toHaveText('待提交答案：5 题');
  await expect(page.getByTestId('card-6')).toHaveAttribute('data-pending', 'true');
  await expect(question(page)).toBeVisible();

  // Back online: the journal delivers everything, the banner goes, the card turns blue.
  await context.setOffline(false);
  await expect(banner).toBeHidden({ timeout: 40_000 });
  await expect(page.getByTestId('card-3')).not.toHaveAttribute('data-pending', 'true');
  await expect.poll(() => deviceRows(page, 'answers', paperId)).toBe(0);

  const token = await apiToken(request, learner);
  const detail = await apiCall<{ answeredCount: number }>(request, token, '/api/paper/paper/paper-detail', {
    id: paperId,
  });
  expect(detail.answeredCount).toBe(6);

  await page.getByTestId('hand-exam').click();
  const confirm = await openedDialog(page, '交卷确认');
  await expect(confirm).toContainText('您已完成全部试题');
  await confirm.getByRole('button', { name: '确定交卷' }).click();
  await expect(page).toHaveURL(/\/web\/exam\/result\//);
  // Five objective questions, all right (the short answer waits for marking).
  const result = await apiCall<{ objScore: number }>(request, token, '/api/paper/paper/paper-result', {
    id: paperId,
  });
  expect(result.objScore).toBe(50);
  await expectNoErrorNotification(page);
});

test('offline past the deadline: the page waits for the connection, then names the answers that did not count', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const learner = await createLearnerByApi(request, 'e2elate', '周迟到');
  const title = `E2E断网超时${Date.now().toString(36)}`;
  // The exam closes 45 s from now, and the paper's deadline with it.
  await createExamByApi(request, title, [learner.id], {
    rules: [rule(1, 2), rule(3, 1)],
    endTime: new Date(Date.now() + 45_000).toISOString(),
  });
  await signInAs(page, learner, /\/web\/index/);
  const paperId = await enterExam(page, title);
  await expect.poll(() => deviceRows(page, 'qus', paperId), { timeout: 20_000 }).toBe(3);
  await answerShown(page, 1);
  await expect(question(page).getByTestId('qu-saved')).toBeVisible();

  await context.setOffline(true);
  await answerShown(page, 2);
  await answerShown(page, 3);
  // Time runs out without a connection: the page cannot hand in and says what waits.
  const ended = page.getByTestId('exam-ended-offline');
  await expect(ended).toContainText('考试时间已到', { timeout: 60_000 });
  await expect(ended).toContainText('网络断开期间有 2 题答案未能提交');

  // Back online: the server had closed the paper at its deadline; the two late answers did not count.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/web\/exam\/result\//, { timeout: 40_000 });
  const notice = await openedDialog(page, '考试结束');
  await expect(notice).toContainText('以下答案未计入成绩：2、3');
  const token = await apiToken(request, learner);
  const result = await apiCall<{ objScore: number }>(request, token, '/api/paper/paper/paper-result', {
    id: paperId,
  });
  expect(result.objScore).toBe(10);
});
