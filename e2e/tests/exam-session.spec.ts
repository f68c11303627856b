import { expect, type Page, test } from '@playwright/test';
import { expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import {
  apiCall,
  apiToken,
  createExamByApi,
  createLearnerByApi,
  enterExam,
  openedDialog,
  signInAs,
} from '../support/exam.ts';
import { answerShown, question, rule } from '../support/paper.ts';
import { PEEK } from '../support/ports.ts';

/**
 * Issue 25 item 6, second half: the session expires during an exam. The exam page stays (no reload, same
 * question): a sign-in dialog over it renews the session, and the answers that waited in the journal are
 * sent at once. The learner then hands in as usual.
 */

/** The e2e server answers a graphic captcha's value by its key on its port + 1 (support/server.ts, support/ports.ts). */
const CAPTCHA_PEEK = `${PEEK}/`;
const DIALOG_TITLE = '登录已过期，请重新登录';
/** The fill-in questions of the demo exam bank and their right answers, by a piece of the stem. */
const BLANKS: [stem: string, answer: string][] = [
  ['太阳从', '东'],
  ['3 × 3', '9'],
];

/** The sign-in dialog of the exam page. */
const sessionDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: DIALOG_TITLE });

/** A mark on the window: still there afterwards means the page was not reloaded. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { xkNoReload: 'kept' }));
const windowMark = (page: Page) => page.evaluate(() => (window as { xkNoReload?: string }).xkNoReload);

async function answeredOnServer(
  request: Parameters<typeof apiToken>[0],
  learner: { userName: string; password: string },
  paperId: string,
) {
  const token = await apiToken(request, learner);
  const detail = await apiCall<{ answeredCount: number }>(request, token, '/api/paper/paper/paper-detail', {
    id: paperId,
  });
  return detail.answeredCount;
}

test('the session expires mid-exam: the sign-in dialog renews it over the page, the waiting answer is sent, hand-in works', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const learner = await createLearnerByApi(request, 'e2esession', '宋续登');
  const title = `E2E会话过期${Date.now().toString(36)}`;
  // question 1 single choice, 2 fill-in, 3 short answer
  await createExamByApi(request, title, [learner.id], { rules: [rule(1, 1), rule(5, 1), rule(4, 1)] });
  await signInAs(page, learner, /\/web\/index/);
  const paperId = await enterExam(page, title);
  const examUrl = page.url();

  await answerShown(page, 1);
  await expect(question(page).getByTestId('qu-saved')).toBeVisible();
  await markWindow(page);

  // Question 2: the learner types the blank's answer...
  await page.getByTestId('card-2').click();
  await expect(question(page)).toContainText('第 2 题');
  const stem = (await question(page).textContent()) ?? '';
  const typed = BLANKS.find(([s]) => stem.includes(s))?.[1];
  expect(typed, `a fill-in question: ${stem}`).toBeDefined();
  await question(page)
    .locator('input')
    .first()
    .fill(typed ?? '');
  // ...the session is gone meanwhile (the browser no longer holds its token: the server answers 会话超时,
  // 10010002), and the answer is confirmed: it waits in the journal, and the dialog opens over the page.
  await context.clearCookies({ name: 'xk_token' });
  await question(page).getByTestId('save-answer').click();
  const dialog = sessionDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('您的答案已保存在本机，重新登录后将自动提交。');
  await expect(page.getByTestId('card-2')).toHaveAttribute('data-pending', 'true');
  await expectNoErrorNotification(page);
  // The account is the learner's own and cannot be changed; the dialog cannot be closed.
  const account = dialog.locator('input#session-sign-in_username');
  await expect(account).toHaveValue(learner.userName);
  await expect(account).toBeDisabled();
  await expect(dialog.locator('.ant-modal-close')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // Wrong passwords: the error shows in the dialog; after three the server asks for the graphic captcha.
  const password = dialog.getByPlaceholder('请输入密码');
  const signInButton = dialog.getByRole('button', { name: /登\s*录/ });
  for (let i = 0; i < 3; i += 1) {
    await password.fill('wrong-password');
    await signInButton.click();
    await expect(dialog.getByTestId('session-error')).toContainText('账号或密码错误');
    await expect(signInButton).not.toHaveClass(/ant-btn-loading/);
  }
  await password.fill(learner.password);
  await signInButton.click();
  const captchaImage = dialog.getByTestId('captcha-image');
  await expect(captchaImage).toBeVisible();
  await expect(dialog.getByTestId('session-error')).toContainText('验证码');
  await page.screenshot({ path: `${SHOTS}exam-session-dialog.png` });

  // The captcha as the person reads it, and the right password: the session is renewed on the page.
  const key = new URL((await captchaImage.getAttribute('src')) ?? '', page.url()).searchParams.get('key') ?? '';
  const value = await (await request.get(`${CAPTCHA_PEEK}?key=${encodeURIComponent(key)}`)).text();
  expect(value).not.toBe('');
  await dialog.getByPlaceholder('请输入验证码').fill(value);
  await password.fill(learner.password);
  await signInButton.click();
  await expect(dialog).toBeHidden();

  // Same page, not reloaded, on the same question with the text still there.
  expect(page.url()).toBe(examUrl);
  expect(await windowMark(page)).toBe('kept');
  await expect(question(page)).toContainText('第 2 题');
  await expect(question(page).locator('input').first()).toHaveValue(typed ?? '');
  // The waiting answer went through at once.
  await expect(page.getByTestId('card-2')).not.toHaveAttribute('data-pending', 'true');
  await expect.poll(() => answeredOnServer(request, learner, paperId)).toBe(2);
  await expectNoErrorNotification(page);

  // The exam goes on and is handed in with the renewed session.
  await answerShown(page, 3);
  await expect(question(page).getByTestId('qu-saved')).toBeVisible();
  await page.getByTestId('hand-exam').click();
  const confirm = await openedDialog(page, '交卷确认');
  await expect(confirm).toContainText('您已完成全部试题');
  await confirm.getByRole('button', { name: '确定交卷' }).click();
  await expect(page).toHaveURL(/\/web\/exam\/result\//);
  await expectNoErrorNotification(page);
});

test('a session ended on the server closes the exam socket: the dialog opens at once, and after sign-in the socket and the answers go on', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const learner = await createLearnerByApi(request, 'e2esocket', '韩重连');
  const title = `E2E会话结束${Date.now().toString(36)}`;
  await createExamByApi(request, title, [learner.id], { rules: [rule(1, 2)] });
  const sockets: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().includes('/api/socket/exam/')) sockets.push(ws.url());
  });
  await signInAs(page, learner, /\/web\/index/);
  const paperId = await enterExam(page, title);
  await answerShown(page, 1);
  await expect(question(page).getByTestId('qu-saved')).toBeVisible();
  await expect.poll(() => sockets.length).toBe(1);
  await markWindow(page);

  // The learner's session ends on the server (as after logout elsewhere, or a password change).
  const token = (await context.cookies()).find((c) => c.name === 'xk_token')?.value ?? '';
  expect(token).not.toBe('');
  const out = await request.post('/api/sys/user/logout', { headers: { token }, data: {} });
  expect(((await out.json()) as { code: number }).code).toBe(0);

  // The socket closes with SESSION_ENDED: no reload, no notification, the dialog asks for the password.
  const dialog = sessionDialog(page);
  await expect(dialog).toBeVisible();
  await expectNoErrorNotification(page);
  await dialog.getByPlaceholder('请输入密码').fill(learner.password);
  await dialog.getByRole('button', { name: /登\s*录/ }).click();
  await expect(dialog).toBeHidden();
  expect(await windowMark(page)).toBe('kept');

  // The exam socket opens again with the new session, and the next answer reaches the server.
  await expect.poll(() => sockets.length).toBe(2);
  await answerShown(page, 2);
  await expect(question(page).getByTestId('qu-saved')).toBeVisible();
  await expect.poll(() => answeredOnServer(request, learner, paperId)).toBe(2);
  await expectNoErrorNotification(page);
});
