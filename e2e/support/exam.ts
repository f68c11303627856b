import { type APIRequestContext, type Browser, expect, type Locator, type Page } from '@playwright/test';
import { signIn } from './auth.ts';

/** An account of the seed or the e2e fixtures. */
export interface Account {
  userName: string;
  password: string;
}

export const ADMIN: Account = { userName: 'admin', password: 'admin123' };

/** Signs in through the login page and waits for the shell to settle (session and menu loaded). */
export async function signInAs(page: Page, account: Account, landing: RegExp): Promise<void> {
  await page.goto('/login');
  // The shell loads its menu routes after a sign-in; navigating away before they answered cuts the call
  // short (network idle alone can come while a lazy chunk loads), so wait for that answer.
  const routes = page.waitForResponse((r) => r.url().endsWith('/api/sys/menu/routes'));
  await signIn(page, account.userName, account.password);
  await expect(page).toHaveURL(landing);
  await routes;
  await page.waitForLoadState('networkidle');
}

/**
 * The antd modal showing `text`, once its opening zoom is over: a click while the dialog still grows
 * can land its mouse-down and mouse-up on different elements and do nothing (no person is that fast).
 */
export async function openedDialog(page: Page, text: string): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('transform', 'none');
  return dialog;
}

/**
 * Closes a dialog with one of its buttons, clicking again until it is gone. A click that lands while antd's
 * confirm dialog zooms in can be lost: the dialog then stays open and covers the page for the rest of the
 * test (exam-flow's 阅卷完成 once, cert's 证书发放完成 once, both in CI).
 */
export async function closeDialog(dialog: Locator, button: string | RegExp): Promise<void> {
  await expect(async () => {
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: button }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** One call of the API with the envelope checked; answers `data`. For test setup only. */
export async function apiCall<T>(request: APIRequestContext, token: string, url: string, data: object): Promise<T> {
  const res = await request.post(url, { headers: { token }, data });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `${url}: ${body.msg}`).toBe(0);
  return body.data;
}

/** A session token through the login call (setup: the browser signs in through the page). */
export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const data = await apiCall<{ token: string }>(request, '', '/api/sys/user/login', {
    username: account.userName,
    password: account.password,
  });
  return data.token;
}

/** A learner made by one test (with its id for exam ranges). */
export interface Learner extends Account {
  id: string;
  realName: string;
}

/**
 * Setup: a learner of its own for one test, saved through the admin API (department A01A01, role student),
 * so no paper or application of another test can stand in its way. `stem` + a per-run stamp is the account.
 */
export async function createLearnerByApi(request: APIRequestContext, stem: string, realName: string): Promise<Learner> {
  const token = await apiToken(request, ADMIN);
  const userName = `${stem}${Date.now().toString(36)}`;
  const password = 'learner123';
  const user = await apiCall<{ id: string }>(request, token, '/api/sys/user/save', {
    userName,
    realName,
    deptCode: 'A01A01',
    password,
    roleIds: ['student'],
  });
  return { id: user.id, userName, password, realName };
}

/** A second person at another browser: a new context, signed in through the login page. */
export async function signedInPage(browser: Browser, account: Account, landing: RegExp): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, account, landing);
  return page;
}

/** The antd select around `field` (its input or anything inside it); its text is the value shown. */
export function selectOf(field: Locator): Locator {
  return field.locator(`xpath=ancestor::*[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`);
}

/** Picks `option` (the whole option text) in the antd select holding `field`, until the select shows it. */
export async function pickOption(page: Page, field: Locator, option: string): Promise<void> {
  const select = selectOf(field);
  const exact = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  // A click on an option while its dropdown is still opening can be lost: pick until the select shows it.
  await expect(async () => {
    await field.click();
    await page
      .locator('.ant-select-dropdown:visible')
      .locator('.ant-select-item-option-content', { hasText: exact })
      .first()
      .click({ timeout: 2000 });
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

/** Local date-time as the exam editor's range picker shows it (YYYY-MM-DD HH:mm). */
export function pickerTime(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/**
 * Setup: an exam saved through the admin API (the tests of the exam page are not about the editor),
 * open to the listed learners, started a minute ago, two single-choice questions of the demo bank.
 */
export async function createExamByApi(
  request: APIRequestContext,
  title: string,
  userIds: string[],
  overrides: Record<string, unknown>,
): Promise<string> {
  const token = await apiToken(request, ADMIN);
  const now = Date.now();
  const saved = await apiCall<{ id: string }>(request, token, '/api/exam/exam/save', {
    title,
    examType: 2,
    openType: 3,
    userIds,
    startTime: new Date(now - 60_000).toISOString(),
    endTime: new Date(now + 24 * 3600_000).toISOString(),
    totalTime: 30,
    qualifyScore: 10,
    chance: 0,
    lateMax: 0,
    handMin: 0,
    composeType: 1,
    rules: [{ repoId: 'repo-demo', quType: 1, level: 0, chapterId: '', count: 2, score: 10 }],
    ...overrides,
  });
  return saved.id;
}

/**
 * Setup: hands in a paper the learner may have left in progress (a failed earlier attempt of the same
 * test), since a learner cannot enter an exam while a paper of another one is open.
 */
export async function handInLeftoverPaper(request: APIRequestContext, learner: Account): Promise<void> {
  const token = await apiToken(request, learner);
  const running = await apiCall<{ paperId: string } | null>(request, token, '/api/paper/paper/check-process', {});
  if (running) await apiCall(request, token, '/api/paper/paper/hand-exam', { id: running.paperId });
}

/**
 * From the learner's exam list to the exam page, as a person goes: 进入考试 on the exam's card, the check
 * page's 开始考试 (after `onCheckPage`, the test's look at the check page), then 进入全屏 on the fullscreen
 * mask. Answers the paper id.
 */
export async function enterExam(page: Page, title: string, onCheckPage?: () => Promise<void>): Promise<string> {
  if (!/\/web\/index$/.test(page.url())) await page.goto('/web/index');
  const card = page.getByTestId('exam-card').filter({ hasText: title });
  await card.getByRole('button', { name: '进入考试' }).click();
  await expect(page).toHaveURL(/\/web\/exam\/check\//);
  await expect(page.getByText('考前检查通过，可以开始考试。')).toBeVisible();
  await onCheckPage?.();
  const created = page.waitForResponse('**/api/paper/paper/create-paper');
  await page.getByTestId('start-exam').click();
  await expect(page).toHaveURL(/\/web\/exam\/start\//);
  const body = (await (await created).json()) as { code: number; data: { id: string } };
  expect(body.code).toBe(0);
  await enterFullscreen(page);
  return body.data.id;
}

/** The exam page covers itself until fullscreen; the learner clicks 进入全屏. */
export async function enterFullscreen(page: Page): Promise<void> {
  const mask = page.getByTestId('fullscreen-mask');
  await expect(mask.getByText('考试期间请保持全屏，退出全屏后需重新进入才能继续答题。')).toBeVisible();
  await mask.getByRole('button', { name: '进入全屏' }).click();
  await expect(mask).toBeHidden();
  expect(await page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
}

/**
 * The learner switches away from the exam for `awayMs` and comes back: the page is hidden (document
 * visibility, as when another tab or window covers it) and the window loses focus, then the reverse.
 */
export async function leavePage(page: Page, awayMs: number): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    window.dispatchEvent(new Event('blur'));
    document.dispatchEvent(new Event('visibilitychange'));
  });
  // The page measures the time away with the real clock; this wait is the leave itself.
  if (awayMs > 0) await page.waitForTimeout(awayMs);
  await page.evaluate(() => {
    // Dropping the own properties brings back Document.prototype's getters (visible again).
    Reflect.deleteProperty(document, 'visibilityState');
    Reflect.deleteProperty(document, 'hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  });
}

/** Hands the paper in through 交卷 with `unanswered` questions left, and lands on the result. */
export async function handIn(page: Page, unanswered: number): Promise<void> {
  await page.getByTestId('hand-exam').click();
  const confirm = await openedDialog(page, '交卷确认');
  await expect(confirm).toContainText(`您还有 ${unanswered} 道题未作答，确定要交卷吗？`);
  await confirm.getByRole('button', { name: '确定交卷' }).click();
  await expect(page).toHaveURL(/\/web\/exam\/result\//);
  await expect(page.getByText('主动交卷')).toBeVisible();
}

/**
 * Picks `option` in an antd Select or TreeSelect opened from `field`, until the select shows it (a click on
 * an option while its dropdown is still opening can be lost), then clicks `close` until every dropdown has
 * closed: an open tree dropdown left over from one field covers the next field.
 */
export async function pickClosing(page: Page, field: Locator, option: string, close: Locator): Promise<void> {
  const select = selectOf(field);
  const open = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await select.textContent())?.includes(option)) return;
    if ((await open.count()) === 0) await field.click();
    await open
      .locator('.ant-select-item-option-content, .ant-select-tree-title', { hasText: new RegExp(`^${option}$`) })
      .first()
      .click({ timeout: 2000 });
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(async () => {
    if ((await open.count()) > 0) await close.click();
    await expect(open).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}
