import { expect, type Locator, type Page, test } from '@playwright/test';
import { closeExtraContexts, expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import {
  ADMIN,
  apiCall,
  apiToken,
  createLearnerByApi,
  enterExam,
  handIn,
  openedDialog,
  pickerTime,
  pickOption,
  selectOf,
  signedInPage,
  signInAs,
} from '../support/exam.ts';
import { addRefPersons } from '../support/user-ref.ts';

// Other learners' and visitors' windows close with the test (they would poll the server until the worker ends).
test.afterEach(closeExtraContexts);

/**
 * Paper templates (docs/decisions/exams-papers.md "Paper templates are their own calls", docs/REQUIREMENTS.md#exams):
 * an admin saves a composition of rule rows as a template on 试卷模板, creates an exam from it (从模板创建 -> AddExam with the
 * template's id, or the template select of AddExam), and the learner's paper is drawn by the template's rules: two
 * single choices of 5 points and two judgements of 10 points, 4 questions and 30 points.
 */

/** The composition editor's live figures (in the template dialog or on AddExam). */
async function expectTotals(scope: Page | Locator, count: string, total: string) {
  await expect(scope.locator('.ant-statistic', { hasText: '题目数' }).locator('.ant-statistic-content')).toHaveText(
    count,
  );
  await expect(scope.locator('.ant-statistic', { hasText: '总分' }).locator('.ant-statistic-content')).toHaveText(
    total,
  );
}

/** The template's two rule rows as AddExam shows them once loaded. */
async function expectTemplateRules(page: Page) {
  await expectTotals(page, '4', '30');
  await expect(selectOf(page.getByLabel('规则1-题库'))).toContainText('示例题库');
  await expect(selectOf(page.locator('#rule-1-type'))).toContainText('单选题');
  await expect(page.getByLabel('规则1-数量')).toHaveValue('2');
  await expect(page.getByLabel('规则1-分数')).toHaveValue('5.00');
  await expect(selectOf(page.locator('#rule-2-type'))).toContainText('判断题');
  await expect(page.getByLabel('规则2-数量')).toHaveValue('2');
  await expect(page.getByLabel('规则2-分数')).toHaveValue('10.00');
}

test('an admin builds a paper template, creates an exam from it, and the learner gets its paper', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers on a 2-core machine: 30-40 s at moderate load, over 60 s when other suites run beside it.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const learner = await createLearnerByApi(request, 'tmpl', `陈模板${stamp}`);
  const tmplTitle = `E2E试卷模板${stamp}`;
  const title = `E2E模板考试${stamp}`;

  // 试卷模板 > 添加: two rule rows over the practice bank, 4 questions and 30 points.
  await signInAs(page, ADMIN, /\/admin\/dashboard/);
  await page.goto('/admin/exam/tmpl');
  await page.locator('.xk-list-toolbar').getByRole('button', { name: '添加' }).click();
  const dialog = await openedDialog(page, '添加试卷模板');
  await dialog.getByPlaceholder('请输入模板名称').fill(tmplTitle);
  await dialog.getByPlaceholder('选填').fill('单选2题每题5分，判断2题每题10分');
  await pickOption(page, dialog.getByLabel('规则1-题库'), '示例题库');
  await pickOption(page, dialog.locator('#rule-1-type'), '单选题');
  await dialog.getByLabel('规则1-数量').fill('2');
  await dialog.getByLabel('规则1-分数').fill('5');
  await dialog.getByRole('button', { name: '添加规则' }).click();
  await pickOption(page, dialog.getByLabel('规则2-题库'), '示例题库');
  await pickOption(page, dialog.locator('#rule-2-type'), '判断题');
  await dialog.getByLabel('规则2-数量').fill('2');
  await dialog.getByLabel('规则2-分数').fill('10');
  await dialog.getByLabel('规则2-分数').blur();
  await expectTotals(dialog, '4', '30');
  await page.screenshot({ path: `${SHOTS}admin-exam-tmpl-edit.png` });
  await dialog.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(page.getByText('操作成功！')).toBeVisible();
  await expect(dialog).toBeHidden();
  const tmplRow = page.locator('tr.ant-table-row', { hasText: tmplTitle });
  await expect(tmplRow).toContainText('按规则抽题');
  await expect(tmplRow.locator('td').nth(3)).toHaveText('4');
  await expect(tmplRow.locator('td').nth(4)).toHaveText('30');

  // 考试管理 > 从模板创建: the template picked in the dialog opens AddExam with its rules.
  await page.goto('/admin/exam/list');
  await page.getByRole('button', { name: '从模板创建' }).click();
  const from = await openedDialog(page, '从模板创建考试');
  await pickOption(page, from.getByLabel('试卷模板'), `${tmplTitle}（4题 / 30分）`);
  await from.getByRole('button', { name: '下一步' }).click();
  await expect(page).toHaveURL(/\/admin\/exam\/add\/(?!0$)[^/]+$/);
  await expect(page.getByText('创建考试').first()).toBeVisible();
  await expect(selectOf(page.getByLabel('试卷模板'))).toContainText(tmplTitle);
  await expectTemplateRules(page);

  // The rest of the exam: name, open now until tomorrow, 30 minutes, pass at 18, the learner only.
  await page.getByPlaceholder('请输入考试名称').fill(title);
  const now = Date.now();
  await page.getByPlaceholder('开始时间').click();
  await page.getByPlaceholder('开始时间').fill(pickerTime(new Date(now - 5 * 60_000)));
  await page.keyboard.press('Enter');
  await page.getByPlaceholder('结束时间').fill(pickerTime(new Date(now + 24 * 3600_000)));
  await page.keyboard.press('Enter');
  await page.getByLabel('考试时长').fill('30');
  await page.getByLabel('及格分').fill('18');
  await page.getByRole('radio', { name: '指定人员' }).check();
  await page.getByRole('button', { name: /^(save )?保存$/ }).click();
  // Saved: the exam opens for editing, where the learner is added in its user-reference list.
  await expect(page.getByText('保存成功，请添加参考人员！').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/exam\/add\/0\?id=/);
  await addRefPersons(page, learner.userName, [learner.userName]);
  await page.getByRole('button', { name: /^(save )?保存$/ }).click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/exam\/list/);
  const examRow = page.locator('tr.ant-table-row', { hasText: title });
  await expect(examRow).toBeVisible();
  await expectNoErrorNotification(page);

  // The learner's exam: 4 questions and 30 points, grouped by type with the template's scores.
  const learnerPage = await signedInPage(browser, learner, /\/web\/index/);
  await expect(learnerPage.getByTestId('exam-card').filter({ hasText: title })).toContainText('共 4 题');
  await enterExam(learnerPage, title, async () => {
    const info = learnerPage.getByTestId('exam-info');
    await expect(info).toContainText('4 题');
    await expect(info).toContainText('30 / 18');
  });
  const card = learnerPage.getByTestId('exam-answer-card');
  await expect(card.getByRole('button', { name: /^第\d+题/ })).toHaveCount(4);
  await expect(card).toContainText('一、单选题（共2题，共10分）');
  await expect(card).toContainText('二、判断题（共2题，共20分）');
  const question = learnerPage.getByTestId('exam-question');
  await expect(question).toContainText('第 1 题 / 共 4 题（5 分）');
  await card.getByTestId('card-3').click();
  await expect(question).toContainText('第 3 题 / 共 4 题（10 分）');
  await expect(question).toContainText('判断题');
  await learnerPage.screenshot({ path: `${SHOTS}learner-exam-from-tmpl.png` });
  await handIn(learnerPage, 4);
  const stat = (name: string) =>
    learnerPage.locator('.ant-statistic', { hasText: name }).locator('.ant-statistic-content');
  await expect(stat('试卷总分')).toHaveText('30');
  await expect(stat('及格分')).toHaveText('18');
  await expect(stat('答对题数')).toHaveText('0/4');
  await expectNoErrorNotification(learnerPage);
  await learnerPage.context().close();
});

test('the template select of AddExam replaces the rules with the template', async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  const tmplTitle = `E2E选择模板${stamp}`;
  // Setup: the template saved through the API (its dialog is the test above).
  const token = await apiToken(request, ADMIN);
  await apiCall(request, token, '/api/exam/tmpl/save', {
    title: tmplTitle,
    composeType: 1,
    rules: [
      { repoId: 'repo-demo', quType: 1, level: 0, chapterId: '', count: 2, score: 5 },
      { repoId: 'repo-demo', quType: 3, level: 0, chapterId: '', count: 2, score: 10 },
    ],
  });

  await signInAs(page, ADMIN, /\/admin\/dashboard/);
  await page.goto('/admin/exam/list');
  await page.getByRole('button', { name: '创建考试' }).click();
  await expect(page).toHaveURL(/\/admin\/exam\/add\/0$/);
  await expectTotals(page, '1', '1');
  await pickOption(page, page.getByLabel('试卷模板'), `${tmplTitle}（4题 / 30分）`);
  await expect(page.getByText(`已载入模板「${tmplTitle}」的组卷设置`)).toBeVisible();
  await expectTemplateRules(page);
  await expect(page.getByText('试卷总分 30 分（见下方组卷）')).toBeVisible();
  await expectNoErrorNotification(page);
});
