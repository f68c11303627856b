import { expect, type Page, test } from '@playwright/test';
import { closeExtraContexts, expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import {
  ADMIN,
  createExamByApi,
  createLearnerByApi,
  enterExam,
  openedDialog,
  signedInPage,
  signInAs,
} from '../support/exam.ts';

// Other learners' and visitors' windows close with the test (they would poll the server until the worker ends).
test.afterEach(closeExtraContexts);

/**
 * ExamWatch (docs/REQUIREMENTS.md#proctoring): an admin watches an exam while a learner sits it at another
 * browser. The learner shows online with the answering progress, which follows the learner's answers on
 * the page's auto refresh; a warning from the admin shows on the learner's exam page; the admin's forced
 * hand-in takes the learner from the exam to the result. The exam is saved through the admin API in
 * setup: this test is about watching, the editor has its own test (exam-flow).
 */

/** Answers question `n` of the paper on screen with its first option and waits until it is saved. */
async function answerWithFirstOption(page: Page, n: number, total: number) {
  const question = page.getByTestId('exam-question');
  await expect(question).toContainText(`第 ${n} 题 / 共 ${total} 题`);
  const saved = page.waitForResponse('**/api/paper/paper/fill-answer');
  await question.locator('label').first().click();
  expect((await (await saved).json()).code).toBe(0);
  await expect(question.getByTestId('qu-saved')).toBeVisible();
}

test('an admin watches a learner in the exam, warns the learner and forces the hand-in', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers on a 2-core machine: 30-40 s at moderate load, over 60 s when other suites run beside it.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const learner = await createLearnerByApi(request, 'watch', `吴监考${stamp}`);
  const title = `E2E考试监控${stamp}`;
  await createExamByApi(request, title, [learner.id], {});

  // Each at their own browser: the learner enters the exam and answers the first of the two questions.
  const [exam] = await Promise.all([
    signedInPage(browser, learner, /\/web\/index/),
    signInAs(page, ADMIN, /\/admin\/dashboard/),
  ]);
  const paperId = await enterExam(exam, title);
  await answerWithFirstOption(exam, 1, 2);

  // The admin opens 监控 from the exam list: the learner is online, writing, one of two answered.
  await page.goto('/admin/exam/list');
  await page.getByPlaceholder('考试名称').fill(title);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await page.locator('tr', { hasText: title }).getByRole('button', { name: '监控' }).click();
  await expect(page).toHaveURL(/\/admin\/exam\/watch\/[^/]+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('时长 30 分钟，2 题 / 20 分')).toBeVisible();
  const stat = (name: string) => page.locator('.ant-statistic', { hasText: name }).locator('.ant-statistic-content');
  await expect(stat('考生总数')).toHaveText('1');
  await expect(stat('考试中')).toHaveText('1');
  await expect(stat('已交卷')).toHaveText('0');
  const row = page.locator('tr.ant-table-row', { hasText: learner.realName });
  await expect(row.getByText('在线', { exact: true })).toBeVisible();
  await expect(row.getByText('考试中', { exact: true })).toBeVisible();
  await expect(row).toContainText('1/2');
  await expect(row.locator('code')).toHaveText(/^(2\d|30):\d\d$/);

  // The learner answers the second question: the watch page shows it on its next refresh (every 5 s).
  await exam.getByTestId('exam-answer-card').getByTestId('card-2').click();
  await answerWithFirstOption(exam, 2, 2);
  await expect(row).toContainText('2/2');
  await page.screenshot({ path: `${SHOTS}admin-exam-watch.png` });

  // A warning to the ticked learner: the learner sees it on the exam page and goes on.
  const warning = `${learner.realName}，请把视线保持在屏幕上，不要与他人交流！`;
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: '发送警告（1）' }).click();
  const warnDialog = await openedDialog(page, '发送给：选中的 1 位考生');
  await warnDialog.getByRole('button', { name: /^发\s*送$/ }).click();
  await expect(page.getByText('警告内容不能为空！')).toBeVisible();
  await warnDialog.getByLabel('警告内容').fill(warning);
  await warnDialog.getByRole('button', { name: /^发\s*送$/ }).click();
  await expect(page.getByText('警告已发送给 1 位在线考生')).toBeVisible();
  await expect(warnDialog).toBeHidden();

  const warned = await openedDialog(exam, '管理员警告');
  await expect(warned).toContainText(warning);
  await exam.screenshot({ path: `${SHOTS}learner-exam-warning.png` });
  await warned.getByRole('button', { name: '我知道了' }).click();
  await expect(warned).toBeHidden();
  await expect(exam).toHaveURL(/\/web\/exam\/start\//);
  await expect(exam.getByTestId('exam-question')).toBeVisible();

  // The admin forces the hand-in: the learner's page leaves the exam for the result.
  await row.getByRole('button', { name: '强制交卷' }).click();
  const confirm = await openedDialog(page, '交卷后不能继续答题');
  await expect(confirm).toContainText(`确定将 ${learner.realName} 的试卷强制交卷吗？交卷后不能继续答题。`);
  await confirm.getByRole('button', { name: '强制交卷' }).click();
  await expect(page.getByText('已强制交卷 1 份')).toBeVisible();

  await expect(exam).toHaveURL(new RegExp(`/web/exam/result/${paperId}$`));
  const ended = await openedDialog(exam, '考试结束');
  await expect(ended).toContainText('管理员已将您的试卷强制交卷！');
  await ended.getByRole('button', { name: '查看成绩' }).click();
  await expect(ended).toBeHidden();
  await expect(exam.getByTestId('result-state')).toContainText(title);
  await expect(exam.getByText('监考老师强制交卷')).toBeVisible();
  expect(await exam.evaluate(() => document.fullscreenElement)).toBeNull();

  // The watch page: the paper is handed in, the learner no longer online, nothing left to force.
  await expect(row.getByText('已完成', { exact: true })).toBeVisible();
  await expect(row.getByText('离线', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: '强制交卷' })).toHaveCount(0);
  await expect(stat('考试中')).toHaveText('0');
  await expect(stat('已交卷')).toHaveText('1');
  await expectNoErrorNotification(page);
  await expectNoErrorNotification(exam);
  await exam.context().close();
});
