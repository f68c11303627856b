import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { closeExtraContexts, expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import {
  ADMIN,
  apiCall,
  apiToken,
  createExamByApi,
  createLearnerByApi,
  enterExam,
  signedInPage,
  signInAs,
} from '../support/exam.ts';
import { answerShown, deviceHas, deviceRows, question, rule } from '../support/paper.ts';

test.afterEach(closeExtraContexts);

/**
 * Issue 25 item 6: the network never comes back. After a minute offline with answers waiting the page
 * offers 下载答案文件 (sealed to the site's key); the proctor uploads it on ExamWatch and the server counts
 * its answers. When the learner's page is online again its journal finds them already there.
 */
test('the network never comes back: the learner downloads the answer file, the proctor uploads it on ExamWatch', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const learner = await createLearnerByApi(request, 'e2efile', '林文件');
  const title = `E2E答案文件${Date.now().toString(36)}`;
  const examId = await createExamByApi(request, title, [learner.id], {
    rules: [rule(1, 2), rule(3, 1)],
    qualifyScore: 10,
  });
  // The page's clock is one the test can move on (a minute offline without waiting a minute).
  await page.clock.install();
  await signInAs(page, learner, /\/web\/index/);
  const paperId = await enterExam(page, title);
  await expect.poll(() => deviceRows(page, 'qus', paperId), { timeout: 20_000 }).toBe(3);
  await expect.poll(() => deviceHas(page, 'papers', 'answer-file-key')).toBe(true);

  await answerShown(page, 1);
  await expect(question(page).getByTestId('qu-saved')).toBeVisible();
  await context.setOffline(true);
  await answerShown(page, 2);
  await answerShown(page, 3);
  await expect(page.getByTestId('journal-waiting')).toHaveText('待提交答案：2 题');
  await expect(page.getByTestId('answer-file-offer')).toBeHidden();

  await page.clock.fastForward(61_000);
  const offer = page.getByTestId('answer-file-offer');
  await expect(offer).toBeVisible();
  await page.getByTestId('journal-banner').screenshot({ path: `${SHOTS}answer-file-offer.png` });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    offer.getByRole('button', { name: /下载答案文件/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^答案文件_.+\.xkans$/);
  const file = await download.path();
  const text = fs.readFileSync(file, 'utf8');
  expect(text).toContain('"format":"xuekao-answer-file"');
  expect(text).not.toContain('optionIds'); // sealed: the answers are not readable in the file

  // The proctor uploads it on ExamWatch.
  const staff = await signedInPage(browser, ADMIN, /\/admin\/dashboard/);
  await staff.goto(`/admin/exam/watch/${examId}`);
  const row = staff.getByRole('row').filter({ hasText: '林文件' });
  await row.getByRole('button', { name: '答案文件' }).click();
  const dialog = staff.getByTestId('answer-file-dialog');
  await expect(dialog).toContainText('答案文件由考生本机生成');
  await staff.getByTestId('answer-file-input').setInputFiles(file);
  const result = staff.getByTestId('answer-file-result');
  await expect(result).toContainText('已计入');
  await expect(result.getByRole('row').filter({ hasText: '已计入' })).toContainText('2');
  await staff.screenshot({ path: `${SHOTS}answer-file-applied.png` });
  await expectNoErrorNotification(staff);

  const token = await apiToken(request, learner);
  const detail = await apiCall<{ answeredCount: number }>(request, token, '/api/paper/paper/paper-detail', {
    id: paperId,
  });
  expect(detail.answeredCount).toBe(3);

  // The learner's page comes back: its journal finds the answers already on the server, nothing is lost.
  await context.setOffline(false);
  await expect(page.getByTestId('journal-banner')).toBeHidden({ timeout: 40_000 });
  await expect(offer).toBeHidden();
  await expectNoErrorNotification(page);
});
