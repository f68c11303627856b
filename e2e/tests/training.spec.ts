import { expect, test } from '@playwright/test';
import { expectNoErrorNotification, SHOTS, signIn } from '../support/auth.ts';

/**
 * A learner trains on the seeded demo bank (示例题库): in order mode, answers the first single-choice
 * question wrong and sees the right answer and analysis, reloads and resumes, finishes and sees the
 * result, then retrains the wrong question from the wrong-answer book (mode 5).
 */
test('a learner trains in order, resumes after reload, finishes and retrains the wrong question', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'student', 'student123');
  await expect(page).toHaveURL(/\/web\/index/);

  await page.goto('/web/repo');
  const card = page.getByTestId('repo-card').filter({ hasText: '示例题库' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: '顺序练习' }).click();
  await expect(page).toHaveURL(/\/web\/repo\/training\/repo-demo\/1/);

  const panel = page.getByTestId('question-panel');
  await expect(panel.getByText('中国的首都是哪座城市？')).toBeVisible();
  // No answer key before answering.
  await expect(page.getByTestId('answer-key')).toHaveCount(0);
  // Single choice is checked on selection: pick 上海 (A), which is wrong.
  await panel.getByTestId('option-A').click();
  await expect(page.getByTestId('result-wrong')).toBeVisible();
  await expect(page.getByTestId('right-answer')).toHaveText('B');
  await expect(page.getByText('北京是中华人民共和国的首都。')).toBeVisible();
  await expect(page.getByTestId('train-counts')).toContainText('已答 1 题，答对 0 题');
  await expectNoErrorNotification(page);
  await page.screenshot({ path: `${SHOTS}training.png`, fullPage: true });

  // Reload: the open training resumes on the first unanswered question; question 1 stays answered.
  await page.reload();
  await expect(page.getByTestId('train-counts')).toContainText('已答 1 题，答对 0 题');
  await expect(page.getByTestId('question-panel').getByText('一年有多少个月？')).toBeVisible();
  await page.getByTestId('card-1').click();
  await expect(page.getByTestId('result-wrong')).toBeVisible();
  await expect(page.getByTestId('right-answer')).toHaveText('B');

  // A multiple-choice question needs 确认答案.
  await page.getByTestId('card-3').click();
  await expect(page.getByTestId('question-panel').getByText('以下哪些是编程语言？')).toBeVisible();
  await page.getByTestId('option-A').click();
  await page.getByTestId('option-B').click();
  await page.getByTestId('option-D').click();
  await page.getByRole('button', { name: '确认答案' }).click();
  await expect(page.getByTestId('result-right')).toBeVisible();

  // Finish and see the result.
  await page.getByRole('button', { name: '结束训练' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/web\/repo\/repo\//);
  const result = page.getByTestId('train-result');
  await expect(result.getByText('正确率 50%')).toBeVisible();
  await expect(page.getByText('训练已结束')).toBeVisible();

  // The wrong question is in the book; retrain it in mode 5 and answer it right.
  await page.goto('/web/book/list/0');
  const row = page.locator('tr', { hasText: '中国的首都是哪座城市？' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: '错题练习' }).click();
  await expect(page).toHaveURL(/\/web\/repo\/training\/repo-demo\/5/);
  await expect(page.getByTestId('question-panel').getByText('中国的首都是哪座城市？')).toBeVisible();
  await page.getByTestId('option-B').click();
  await expect(page.getByTestId('result-right')).toBeVisible();
  await page.goto('/web/book/list/0');
  await expect(page.getByText('暂无相关数据！')).toBeVisible();

  // The training history of the user centre shows both trainings.
  await page.goto('/web/uc?to=train');
  await expect(page.getByText('错题练习').first()).toBeVisible();
  await expect(page.getByText('继续训练')).toBeVisible();
  await expect(page.getByText('训练已结束')).toBeVisible();
  await expectNoErrorNotification(page);
});
