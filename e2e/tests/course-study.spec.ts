import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { closeExtraContexts, expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import { ADMIN, apiCall, apiToken, createLearnerByApi, openedDialog, signInAs } from '../support/exam.ts';
import { PEEK } from '../support/ports.ts';

// Other learners' and visitors' windows close with the test (they would poll the server until the worker ends).
test.afterEach(closeExtraContexts);

/**
 * Issue 11, the learner half: a learner studies a course of a video and a PDF. The video cannot be
 * dragged ahead and finishes when played to its end; the PDF (70 s) pops an in-course exercise at half
 * time (answered wrong, then right) and a reading check after a minute (solved with the captcha's value
 * from the e2e harness); then the course is finished, its 5 points are granted and the user centre lists
 * both files at 100%. A learner of another department never sees the course. Setup goes through the
 * admin API: these tests are about the learner pages.
 */

/** The e2e server answers a graphic captcha's value by its key on its port + 1 (support/server.ts, support/ports.ts). */
const CAPTCHA_PEEK = `${PEEK}/`;
const VIDEO_URL = '/upload/demo/course-video.mp4';
const PDF_URL = '/upload/demo/course-handbook.pdf';
const DEMO_BANK = 'repo-demo';

const plain = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/** The right and a wrong option letter of every single-choice and judgement question of the demo bank (admin API). */
async function exerciseKeys(
  request: APIRequestContext,
  token: string,
): Promise<Map<string, { right: string; wrong: string }>> {
  const page = await apiCall<{ records: { id: string; quType: number }[] }>(request, token, '/api/qu/qu/paging', {
    current: 1,
    size: 100,
    params: { repoId: DEMO_BANK },
  });
  const keys = new Map<string, { right: string; wrong: string }>();
  for (const row of page.records.filter((r) => [1, 3].includes(r.quType))) {
    const qu = await apiCall<{ content: string; answerList: { tag: string; isRight: boolean }[] }>(
      request,
      token,
      '/api/qu/qu/detail',
      { id: row.id },
    );
    const right = qu.answerList.find((a) => a.isRight)?.tag ?? '';
    const wrong = qu.answerList.find((a) => !a.isRight)?.tag ?? '';
    keys.set(plain(qu.content), { right, wrong });
  }
  return keys;
}

/** Setup: the two files, the course open to the learner's department, a learner and one of another department. */
async function setUp(request: APIRequestContext) {
  const token = await apiToken(request, ADMIN);
  const stamp = Date.now().toString(36);
  const video = await apiCall<{ id: string }>(request, token, '/api/course/file/save', {
    title: `E2E导学视频${stamp}`,
    fileType: 1,
    fileUrl: VIDEO_URL,
    needLearn: 0,
  });
  const pdf = await apiCall<{ id: string }>(request, token, '/api/course/file/save', {
    title: `E2E学习手册${stamp}`,
    fileType: 3,
    fileUrl: PDF_URL,
    needLearn: 70,
    exercisesIdList: [DEMO_BANK],
  });
  const title = `E2E课程学习${stamp}`;
  const now = Date.now();
  const course = await apiCall<{ id: string }>(request, token, '/api/course/course/save', {
    title,
    openType: 2,
    deptCodes: ['A01A01'],
    startTime: new Date(now - 60_000).toISOString(),
    endTime: new Date(now + 24 * 3600_000).toISOString(),
    chapters: [
      { title: '第一章 视频', fileIds: [video.id] },
      { title: '第二章 手册', fileIds: [pdf.id] },
    ],
    points: 5,
    state: 0,
    videoDrag: false,
    checkOn: true,
    checkSec: 1,
    exercises: true,
    exercisesCount: 1,
  });
  const learner = await createLearnerByApi(request, 'e2ecourse', '吴学员');
  const otherName = `e2ecourseo${stamp}`;
  await apiCall(request, token, '/api/sys/user/save', {
    userName: otherName,
    realName: '郑市场',
    deptCode: 'A01A02',
    password: 'learner123',
    roleIds: ['student'],
  });
  return {
    title,
    courseId: course.id,
    videoId: video.id,
    pdfId: pdf.id,
    learner,
    other: { userName: otherName, password: 'learner123' },
    keys: await exerciseKeys(request, token),
  };
}

/** The key of the last captcha image the page asked for (`/api/common/captcha/gen?key=...`). */
function watchCaptchaKeys(page: Page): () => string {
  let last = '';
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/common/captcha/gen') last = url.searchParams.get('key') ?? '';
  });
  return () => last;
}

test('a learner studies a video and a PDF with an exercise and a reading check, and finishes the course', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const s = await setUp(request);

  // ---- the other department does not see the course
  const otherPage = await (await browser.newContext()).newPage();
  await signInAs(otherPage, s.other, /\/web\/index/);
  await otherPage.goto('/web/course');
  await expect(otherPage.getByTestId('course-card').first()).toBeVisible();
  await expect(otherPage.getByTestId('course-card').filter({ hasText: s.title })).toHaveCount(0);
  // nor opens it by its address
  await otherPage.goto(`/web/course/view/${s.courseId}/${s.pdfId}`);
  await expect(otherPage.getByText('课程不存在或已结束！')).toBeVisible();
  await expect(otherPage.getByTestId('pdf-player')).toHaveCount(0);
  await otherPage.context().close();

  // ---- 1. the course list: the card at 0%
  const captchaKey = watchCaptchaKeys(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await signInAs(page, s.learner, /\/web\/index/);
  await page.goto('/web/course');
  const card = page.getByTestId('course-card').filter({ hasText: s.title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('课件数：2');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByText('已完成')).toHaveCount(0);
  await expectNoErrorNotification(page);
  await page.screenshot({ path: `${SHOTS}course-list.png`, fullPage: true });

  // ---- 2. the video: no drag ahead, finished at its end
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/web/course/view/${s.courseId}`));
  const catalogue = page.getByTestId('catalogue');
  const videoEntry = catalogue.getByTestId('catalogue-file').filter({ hasText: 'E2E导学视频' });
  await expect(videoEntry).toHaveAttribute('aria-current', 'true');
  const video = page.getByTestId('video-player');
  await expect(page.getByText('本课件不允许拖动进度')).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration)).toBeGreaterThan(7);
  await video.click();
  if (await video.evaluate((v: HTMLVideoElement) => v.paused)) {
    await video.evaluate((v: HTMLVideoElement) => v.play());
  }
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
  // a jump ahead snaps back near the furthest point watched
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = 7;
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(4);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  await page.screenshot({ path: `${SHOTS}course-view-video.png`, fullPage: true });
  // played to the end: the socket says this file is finished
  await expect(page.getByText('当前课件学习完成！')).toBeVisible({ timeout: 30_000 });
  await expect(videoEntry.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(videoEntry.getByLabel('已完成')).toBeVisible();
  await expectNoErrorNotification(page);

  // ---- 3. the PDF: page 1 of 3, an exercise at half time, a reading check after a minute
  await catalogue.getByTestId('catalogue-file').filter({ hasText: 'E2E学习手册' }).click();
  await expect(page).toHaveURL(new RegExp(`/web/course/view/${s.courseId}/${s.pdfId}`));
  const pdf = page.getByTestId('pdf-player');
  await expect(pdf.getByText('第 1 / 3 页')).toBeVisible();
  await expect.poll(() => pdf.locator('canvas').evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(100);

  // due on the server after 35 s of credited time (heartbeats every 10 s)
  await expect(page.getByRole('dialog').filter({ hasText: '课中练习' })).toBeVisible({ timeout: 70_000 });
  const exercise = await openedDialog(page, '课中练习');
  await expect(exercise.getByTestId('exercise')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}course-view-pdf-exercise.png`, fullPage: true });
  const submit = exercise.getByRole('button', { name: /提\s*交/ });
  // nothing chosen
  await submit.click();
  await expect(page.getByText('请回答问题后提交')).toBeVisible();
  // wrong, then right
  const pick = (letter = 'A') => exercise.locator('label.ant-radio-wrapper').nth('ABCD'.indexOf(letter)).click();
  const questionText = async () => plain((await exercise.getByTestId('exercise-title').textContent()) ?? '');
  const first = await questionText();
  // the question reads as text, not as markup
  await expect(exercise.getByTestId('exercise')).not.toContainText('<p>');
  const firstKey = s.keys.get(first);
  expect(firstKey, `exercise question "${first}" in ${[...s.keys.keys()].join(' | ')}`).toBeDefined();
  await pick(firstKey?.wrong);
  await submit.click();
  await expect(page.getByText('回答错误，请继续答题！')).toBeVisible();
  await expect(submit).not.toHaveClass(/ant-btn-loading/);
  await expect(exercise.getByRole('radio', { checked: true })).toHaveCount(0);
  const second = await questionText();
  const secondKey = s.keys.get(second);
  expect(secondKey, `exercise question "${second}"`).toBeDefined();
  await pick(secondKey?.right);
  await submit.click();
  await expect(exercise).toBeHidden();

  // the reading check: the captcha's value from the harness
  await expect(page.getByRole('dialog').filter({ hasText: '阅读检查' })).toBeVisible({ timeout: 60_000 });
  const check = await openedDialog(page, '阅读检查');
  await expect(check).toContainText('您已连续学习1分钟，请输入验证码确认您正在学习。');
  await expect.poll(captchaKey).not.toBe('');
  await page.screenshot({ path: `${SHOTS}course-view-reading-check.png`, fullPage: true });
  const value = await (await request.get(`${CAPTCHA_PEEK}?key=${encodeURIComponent(captchaKey())}`)).text();
  expect(value).not.toBe('');
  await check.getByRole('textbox').fill(value);
  await check.getByRole('button', { name: /确\s*定/ }).click();
  await expect(check).toBeHidden();

  // study goes on: the PDF and the course finish
  await expect(page.getByText('课程学习完成！')).toBeVisible({ timeout: 60_000 });
  const pdfEntry = catalogue.getByTestId('catalogue-file').filter({ hasText: 'E2E学习手册' });
  await expect(pdfEntry.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expectNoErrorNotification(page);

  // ---- the course list: 100%, 已完成
  await page.goto('/web/course');
  const done = page.getByTestId('course-card').filter({ hasText: s.title });
  await expect(done.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(done.getByText('已完成')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}course-list-finished.png`, fullPage: true });

  // ---- the user centre: +5 points for the course, both files at 100%
  await page.goto('/web/uc?to=points');
  const pointsRow = page.locator('tr', { hasText: `完成课程《${s.title}》` });
  await expect(pointsRow).toContainText('+5');
  await expect(page.getByTestId('uc-banner')).toContainText('5');
  await page.goto('/web/uc?to=course');
  const rows = page.locator('tr', { hasText: s.title });
  await expect(rows).toHaveCount(2);
  for (const name of ['E2E导学视频', 'E2E学习手册']) {
    await expect(rows.filter({ hasText: name }).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  }
  await expectNoErrorNotification(page);
  await page.screenshot({ path: `${SHOTS}uc-course-learn.png`, fullPage: true });
  expect(pageErrors).toEqual([]);
});
