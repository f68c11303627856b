import { type Browser, expect, type Page, test } from '@playwright/test';
import { closeExtraContexts, expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import { ADMIN, createLearnerByApi, type Learner, openedDialog, signInAs } from '../support/exam.ts';

// Other learners' and visitors' windows close with the test (they would poll the server until the worker ends).
test.afterEach(closeExtraContexts);

/**
 * Issue 14 "Done when" (知识竞赛): staff create a contest on the demo bank through the admin dialog; two
 * learners in two browsers open it, are matched, play 5 server-timed rounds seeing each other answer, the
 * winner gets the points and the ranking shows both; a third learner alone is offered the solo challenge
 * after 15 s and plays it.
 */

/** The right options of the demo bank's single, multiple and judge questions (seed demo-repo.ts), by stem. */
const KEY: Record<string, string[]> = {
  '中国的首都是哪座城市？': ['北京'],
  '一年有多少个月？': ['12'],
  '以下哪些是编程语言？': ['TypeScript', 'Python', 'Java'],
  '以下哪些是偶数？': ['2', '4'],
  '地球绕太阳公转。': ['正确'],
  '水在标准大气压下 50℃ 沸腾。': ['错误'],
};
const ROUNDS = 5;

async function learnerPage(browser: Browser, who: Learner, mobile = false): Promise<Page> {
  const ctx = await browser.newContext(mobile ? { viewport: { width: 390, height: 844 }, isMobile: true } : {});
  const page = await ctx.newPage();
  await signInAs(page, who, /\/web\//);
  return page;
}

/** HH:mm of the site's clock (Asia/Shanghai, the default SITE_TZ) `hours` from now. */
function siteClock(hours: number): string {
  const at = new Date(Date.now() + hours * 3600_000);
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Shanghai',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

/** From the learner's navigation to the contest page, then its start button for `mode`. */
async function openContest(page: Page, title: string, start: string): Promise<void> {
  await page.goto('/web/battle');
  await page.getByTestId('battle-card').filter({ hasText: title }).click();
  await expect(page.getByTestId('battle-title')).toHaveText(title);
  await page.getByRole('button', { name: start }).click();
  await expect(page).toHaveURL(/\/web\/battle\/play\//);
}

/** The stem and options of round `no` (1-based) once it is on screen. */
async function roundOf(page: Page, no: number) {
  const round = page.getByTestId('battle-round');
  await expect(page.getByTestId('battle-round-no')).toHaveText(`第 ${no} / ${ROUNDS} 题`, { timeout: 15_000 });
  const stem = ((await round.locator('.xk-battle-question').textContent()) ?? '').trim();
  const key = KEY[stem];
  expect(key, `a question of the demo bank: ${stem}`).toBeTruthy();
  const multi = ((await round.locator('.ant-tag').first().textContent()) ?? '').includes('多选');
  return { round, stem, key: key ?? [], multi };
}

const option = (page: Page, text: string) =>
  page
    .getByTestId('battle-option')
    .filter({ has: page.locator('.xk-battle-option-text', { hasText: new RegExp(`^${text}$`) }) });

/** Answers round `no`: right (every key option) or wrong (one option outside the key). */
async function answer(page: Page, no: number, right: boolean): Promise<void> {
  const { round, key, multi } = await roundOf(page, no);
  if (right) {
    for (const k of key) await option(page, k).click();
  } else {
    const texts = await round.locator('.xk-battle-option-text').allTextContents();
    const wrong = texts.map((t) => t.trim()).find((t) => !key.includes(t)) ?? '';
    await option(page, wrong).click();
  }
  if (multi) await round.getByRole('button', { name: '提交答案' }).click();
  await expect(page.getByTestId('battle-round-state')).toContainText(/答案已锁定|回答/);
}

test('two learners are matched and play 5 rounds, the winner gets the points; a third plays solo after 15 s', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const stamp = Date.now().toString(36);
  const title = `E2E安全知识竞赛${stamp}`;
  const [alice, bob, carol] = await Promise.all([
    createLearnerByApi(request, 'battlea', '赵对战'),
    createLearnerByApi(request, 'battleb', '钱对战'),
    createLearnerByApi(request, 'battlec', '孙挑战'),
  ]);

  // ---------------------------------------------------------------- staff create the contest
  await signInAs(page, ADMIN, /\/admin\//);
  await page.goto('/admin/battle/list');
  await page
    .locator('.xk-list-toolbar')
    .getByRole('button', { name: /添\s*加/ })
    .click();
  const dialog = await openedDialog(page, '添加竞赛');
  await dialog.getByPlaceholder('请输入竞赛名称').fill(title);
  const bank = dialog.getByLabel('题库', { exact: true });
  await bank.click();
  await bank.fill('示例题库');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^示例题库$/ }).click();
  await dialog.getByLabel('每场题数').fill(String(ROUNDS));
  // 20 s: a round closes as soon as both answered, and a loaded machine still leaves Bob time to answer
  await dialog.getByLabel('每题秒数').fill('20');
  await dialog.getByLabel('胜利积分').fill('10');
  await dialog.getByLabel('失败积分').fill('2');
  await dialog.getByLabel('单人挑战积分').fill('3');
  // the daily open hours (the time-range picker): from an hour ago to an hour ahead, site time
  const [from, to] = [-1, 1].map((h) => siteClock(h));
  const hours = dialog.getByTestId('battle-open-hours').locator('input');
  await hours.first().click();
  await hours.first().fill(from);
  await hours.first().press('Enter');
  await hours.last().fill(to);
  await hours.last().press('Enter');
  await expect(hours.first()).toHaveValue(from);
  await expect(hours.last()).toHaveValue(to);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  const row = page.locator('.ant-table-row', { hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('1v1对战');
  await expectNoErrorNotification(page);
  // the hours came back from the server as typed
  await row.getByText('编辑').click();
  const reopened = await openedDialog(page, '修改竞赛');
  await expect(reopened.getByTestId('battle-open-hours').locator('input').first()).toHaveValue(from);
  await expect(reopened.getByTestId('battle-open-hours').locator('input').last()).toHaveValue(to);
  await reopened.getByTestId('battle-open-hours').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}admin-battle-hours.png` });
  await reopened.getByRole('button', { name: /取\s*消/ }).click();
  await page.screenshot({ path: `${SHOTS}admin-battle-list.png` });

  // ---------------------------------------------------------------- two learners, two browsers
  const a = await learnerPage(browser, alice);
  const b = await learnerPage(browser, bob, true);
  await expect(a.locator('.xk-web-nav')).toContainText('知识竞赛');
  await openContest(a, title, '开始匹配（1v1对战）');
  await expect(a.getByTestId('battle-queue')).toBeVisible();
  await expect(a.getByTestId('battle-waited')).toContainText('已等待');
  await openContest(b, title, '开始匹配（1v1对战）');
  await expect(a.getByTestId('battle-players')).toContainText('钱对战', { timeout: 15_000 });
  await expect(b.getByTestId('battle-players')).toContainText('赵对战');

  for (let no = 1; no <= ROUNDS; no++) {
    // Alice answers right first; Bob sees her locked answer while his round is still open, then misses
    await answer(a, no, true);
    await expect(b.getByTestId('battle-seat-0')).toContainText('已作答');
    if (no === 2) await b.screenshot({ path: `${SHOTS}battle-match.png` });
    await answer(b, no, false);
    await expect(a.getByTestId('battle-round-state')).toContainText('回答正确');
    await expect(b.getByTestId('battle-round-state')).toContainText('回答错误');
    await expect(b.locator('.xk-battle-option.right')).not.toHaveCount(0);
  }

  await expect(a.getByTestId('battle-outcome')).toHaveText('恭喜，你赢了！', { timeout: 15_000 });
  await expect(a.getByTestId('battle-my-points')).toContainText('获得积分 10');
  await expect(b.getByTestId('battle-outcome')).toHaveText('很遗憾，你输了');
  await expect(b.getByTestId('battle-my-points')).toContainText('获得积分 2');
  await expect(b.getByRole('button', { name: '再来一局' })).toBeVisible();
  await a.screenshot({ path: `${SHOTS}battle-result.png` });

  // the ranking shows both, the winner first
  await a.getByRole('button', { name: '返回竞赛' }).click();
  const ranking = a.getByTestId('battle-rank-person');
  await expect(ranking.locator('.ant-table-row')).toHaveCount(2);
  await expect(ranking.locator('.ant-table-row').first()).toContainText('赵对战');
  await expect(ranking.locator('.ant-table-row').nth(1)).toContainText('钱对战');
  await expect(a.getByTestId('battle-record')).toContainText('10');

  // Bob's contest page at 390 px wide, and the analysis of the match he lost
  await b.getByRole('button', { name: '返回竞赛' }).click();
  await expect(b.getByTestId('battle-rank-person').locator('.ant-table-row')).toHaveCount(2);
  await expectFits(b);
  await b.screenshot({ path: `${SHOTS}battle-view-mobile.png`, fullPage: true });
  await b.getByRole('tab', { name: '我的对局' }).click();
  await b.getByTestId('battle-my-matches').getByRole('button', { name: '解析' }).click();
  const analysis = b.getByTestId('battle-detail');
  await expect(analysis.getByTestId('battle-detail-round')).toHaveCount(ROUNDS);
  await expect(analysis.getByTestId('battle-detail-players')).toContainText('赵对战');
  const firstRound = analysis.getByTestId('battle-detail-round').first();
  await expect(firstRound).toContainText('正确答案：');
  await expect(firstRound.getByTestId('battle-detail-answer').first()).toContainText(/用时 \d+\.\d 秒/);
  await expect(firstRound).toContainText('错误');
  await expectFits(b);
  await b.screenshot({ path: `${SHOTS}battle-detail-mobile.png` });

  // ---------------------------------------------------------------- alone: the solo challenge after 15 s
  const c = await learnerPage(browser, carol);
  await openContest(c, title, '开始匹配（1v1对战）');
  await expect(c.getByTestId('battle-queue')).toBeVisible();
  await expect(c.getByTestId('battle-solo-offer')).toBeVisible({ timeout: 25_000 });
  await expect(c.getByTestId('battle-waited')).toContainText(/已等待 1[5-9] 秒/);
  await c.getByRole('button', { name: '开始单人挑战' }).click();
  for (let no = 1; no <= ROUNDS; no++) await answer(c, no, true);
  await expect(c.getByTestId('battle-outcome')).toHaveText('单人挑战完成', { timeout: 15_000 });
  await expect(c.getByTestId('battle-my-points')).toContainText('获得积分 3');

  // staff see all three in the ranking
  await row.getByRole('button', { name: '排行榜' }).click();
  const staffRank = (await openedDialog(page, '排行榜')).getByTestId('battle-rank-person');
  await expect(staffRank.locator('.ant-table-row')).toHaveCount(3);
  await expect(staffRank).toContainText('孙挑战');
  await page.keyboard.press('Escape');

  // staff list the finished matches (the 1v1 and the solo challenge) and open the 1v1's analysis
  await row.getByRole('button', { name: '对局记录' }).click();
  const matchList = (await openedDialog(page, '对局记录 - ')).getByTestId('battle-matches');
  await expect(matchList.locator('.ant-table-row')).toHaveCount(2);
  const pk = matchList.locator('.ant-table-row', { hasText: '钱对战' });
  await expect(pk).toContainText('赵对战');
  await expect(pk).toContainText('胜');
  await page.screenshot({ path: `${SHOTS}admin-battle-matches.png` });
  await pk.getByRole('button', { name: '查看解析' }).click();
  const staffAnalysis = page.getByTestId('battle-detail');
  await expect(staffAnalysis.getByTestId('battle-detail-round')).toHaveCount(ROUNDS);
  await expect(staffAnalysis.getByTestId('battle-detail-players')).toContainText('钱对战');
  await expect(page.locator('.ant-drawer-content-wrapper')).toHaveCSS('transform', 'none');
  await page.waitForTimeout(400); // the drawer's fade (a screenshot only)
  await page.screenshot({ path: `${SHOTS}admin-battle-match-detail.png` });
  await expectNoErrorNotification(page);
  await expectNoErrorNotification(a);
  await expectNoErrorNotification(b);

  // ---------------------------------------------------------------- the edit dialog at 390 px wide
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const staff = await phone.newPage();
  await signInAs(staff, ADMIN, /\/admin\//);
  await staff.goto('/admin/battle/list');
  await staff.locator('.ant-table-row', { hasText: title }).getByRole('button', { name: '编辑' }).click();
  const edit = await openedDialog(staff, '修改竞赛');
  await expect(edit.getByPlaceholder('请输入竞赛名称')).toHaveValue(title);
  await expectFits(staff);
  await staff.screenshot({ path: `${SHOTS}admin-battle-dialog-mobile.png` });
  await expectNoErrorNotification(staff);
});

/** Nothing on the page is wider than the viewport (no sideways scrolling of the page itself). */
async function expectFits(page: Page): Promise<void> {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(over, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}
