import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Answering a paper of the demo exam bank ("示例考试题库") as a learner does, and looking into what the
 * exam page keeps on the device: for the offline and restart tests (issue 25).
 */

/** A rule row over the demo exam bank: `count` questions of `quType`, 10 points each. */
export const rule = (quType: number, count: number) => ({
  repoId: 'repo-demo-exam',
  quType,
  level: 0,
  chapterId: '',
  count,
  score: 10,
});

/** How to answer each question of the demo exam bank right, by a piece of its stem. */
type Way = { pick: string[] } | { blanks: string[] } | { text: string };
const RIGHT: [stem: string, way: Way][] = [
  ['长城位于哪个国家', { pick: ['中国'] }],
  ['一周有几天', { pick: ['7'] }],
  ['以下哪些是水果', { pick: ['苹果', '香蕉'] }],
  ['以下哪些是质数', { pick: ['2', '3'] }],
  ['月球是地球的卫星', { pick: ['正确'] }],
  ['一天有 25 个小时', { pick: ['错误'] }],
  ['太阳从', { blanks: ['东'] }],
  ['3 × 3', { blanks: ['9'] }],
  ['简述考试诚信的意义', { text: '诚信考试，公平竞争。' }],
];

export const question = (page: Page) => page.getByTestId('exam-question');

/** Answers the question on screen as its stem asks; waits until the page has it (saved, on the device or the server). */
export async function answerShown(page: Page, n: number): Promise<void> {
  await page.getByTestId(`card-${n}`).click();
  const q = question(page);
  await expect(q).toContainText(`第 ${n} 题`);
  const stem = (await q.textContent()) ?? '';
  const found = RIGHT.find(([s]) => stem.includes(s));
  if (!found) throw new Error(`no answer known for: ${stem}`);
  const way = found[1];
  if ('pick' in way) {
    for (const option of way.pick) await optionLabel(q, option).click();
    // single and judge save on selection; multiple choice on 确认答案
    if (await q.getByTestId('save-answer').count()) await q.getByTestId('save-answer').click();
  } else if ('blanks' in way) {
    for (const [i, text] of way.blanks.entries()) await q.locator('input').nth(i).fill(text);
    await q.getByTestId('save-answer').click();
  } else {
    await q.getByPlaceholder('请输入答案').fill(way.text);
    await q.getByTestId('save-answer').click();
  }
  await expect(page.getByTestId(`card-${n}`)).toHaveAttribute('data-answered', 'true');
}

const optionLabel = (q: Locator, text: string) =>
  q.locator('label').filter({ hasText: new RegExp(`^[A-Z]\\.\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });

/** Rows the page keeps on the device for the paper, by table (IndexedDB `xuekao-offline`). */
export function deviceRows(page: Page, table: 'answers' | 'qus', paperId: string): Promise<number> {
  return page.evaluate(
    ([t, id]) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('xuekao-offline');
        open.onsuccess = () => {
          const req = open.result
            .transaction(t, 'readonly')
            .objectStore(t)
            .count(IDBKeyRange.bound(`${id}/`, `${id}/\uffff`));
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => resolve(-1);
        };
        open.onerror = () => resolve(-1);
      }),
    [table, paperId] as const,
  );
}

/** Whether the page keeps a row under `key` in a device table (IndexedDB `xuekao-offline`). */
export function deviceHas(page: Page, table: 'papers', key: string): Promise<boolean> {
  return page.evaluate(
    ([t, k]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('xuekao-offline');
        open.onsuccess = () => {
          const req = open.result.transaction(t, 'readonly').objectStore(t).count(k);
          req.onsuccess = () => resolve(req.result > 0);
          req.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    [table, key] as const,
  );
}
