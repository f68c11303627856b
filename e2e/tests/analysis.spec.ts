import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import {
  type Account,
  ADMIN,
  apiCall,
  apiToken,
  createExamByApi,
  createLearnerByApi,
  signInAs,
} from '../support/exam.ts';

/**
 * Issue 13, item 3: two learners take an exam of two single-choice questions (10 points each, pass at 20):
 * one answers both right, the other only the first. From the exam list, 分析 opens the exam analysis:
 * pass rate 50%, and the second question (right once of twice) listed first as the hardest.
 */

interface Key {
  content: string;
  answerList: Array<{ id: string; isRight: boolean }>;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The learner takes the exam by the API: `right(quId)` says whether a question is answered right. */
async function takeExam(
  request: APIRequestContext,
  learner: Account,
  examId: string,
  right: (quId: string) => boolean,
) {
  const admin = await apiToken(request, ADMIN);
  const token = await apiToken(request, learner);
  const paper = await apiCall<{ id: string }>(request, token, '/api/paper/paper/create-paper', { examId });
  const detail = await apiCall<{ groups: Array<{ quList: Array<{ quId: string }> }> }>(
    request,
    token,
    '/api/paper/paper/paper-detail',
    { id: paper.id },
  );
  const quIds = detail.groups.flatMap((g) => g.quList.map((q) => q.quId));
  const keys: Key[] = [];
  for (const quId of quIds) {
    const key = await apiCall<Key>(request, admin, '/api/qu/qu/detail', { id: quId });
    keys.push(key);
    const option = key.answerList.find((o) => o.isRight === right(quId));
    await apiCall(request, token, '/api/paper/paper/fill-answer', {
      paperId: paper.id,
      quId,
      answer: { optionIds: [option?.id] },
    });
  }
  await apiCall(request, token, '/api/paper/paper/hand-exam', { id: paper.id });
  return { quIds, keys };
}

test('the exam analysis shows the pass rate and the hardest question', async ({ page, request }) => {
  const good = await createLearnerByApi(request, 'anagood', '分析学员甲');
  const weak = await createLearnerByApi(request, 'anaweak', '分析学员乙');
  const title = `分析考试${Date.now().toString(36)}`;
  const examId = await createExamByApi(request, title, [good.id, weak.id], { qualifyScore: 20 });

  const first = await takeExam(request, good, examId, () => true);
  // The demo bank's two single-choice questions: the weak learner misses one of them.
  const missed = first.quIds[1] ?? '';
  const second = await takeExam(request, weak, examId, (quId) => quId !== missed);
  expect([...second.quIds].sort()).toEqual([...first.quIds].sort());
  const hardest = plain(first.keys[1]?.content ?? '');

  await signInAs(page, ADMIN, /\/admin\/dashboard/);
  await page.goto('/admin/exam/list');
  await page.getByPlaceholder('考试名称').fill(title);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.locator('tr', { hasText: title });
  await row.getByRole('button', { name: '分析' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/exam/analysis/${examId}`));

  await expect(page.getByText(`考试分析：${title}`)).toBeVisible();
  const passRate = page.locator('.ant-statistic', { hasText: '通过率' });
  await expect(passRate).toContainText('50');
  await expect(page.locator('.ant-statistic', { hasText: '参考人数' })).toContainText('2');
  await expect(page.locator('.ant-statistic', { hasText: '最高分' })).toContainText('20');

  const quCard = page.locator('.ant-card', { hasText: '试题正确率（难题在前）' });
  const firstRow = quCard.locator('tr.ant-table-row').first();
  await expect(firstRow).toContainText(hardest.slice(0, 10));
  await expect(firstRow).toContainText('50%');
  await expect(quCard.locator('tr.ant-table-row').nth(1)).toContainText('100%');

  await expect(page.getByRole('img', { name: '分数分布' }).locator('canvas').first()).toBeVisible();
  await expectNoErrorNotification(page);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${SHOTS}exam-analysis.png`, fullPage: true });
});
