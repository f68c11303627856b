import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { sampleFace } from '../../apps/server/test/face-samples.ts';
import { expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import {
  ADMIN,
  apiCall,
  apiToken,
  createExamByApi,
  createLearnerByApi,
  enterExam,
  handIn,
  type Learner,
  signInAs,
} from '../support/exam.ts';
import { faceClip, launchWithCamera, noFaceClip } from '../support/fake-video.ts';

/**
 * Issue 15 items 2 and 4: the face tracking camera in the browser, on the login page's 刷脸登录 tab. Chromium's
 * fake camera plays a clip built at test time from the sample photos @vladmandic/face-api ships
 * (support/fake-video.ts): with an empty room the prompt asks for a face and no photo is sent (a face in view
 * and the live-capture challenge: tests/face-live.spec.ts). The exam camera does the same with a photo due: taken 2 s after
 * the face is found and compared by the server (pass), or, with nobody in view, the prompt, the face-out warning
 * every 10 s and the photo taken anyway after 10 s (a failure on the server). The switch faceLogin is put back.
 */
const CAPTURE = '**/api/paper/capture/save';
const VIEWPORT = { width: 1440, height: 900 };

async function setFaceLogin(request: APIRequestContext, on: boolean) {
  const token = await apiToken(request, ADMIN);
  const sw = await apiCall<Record<string, unknown>>(request, token, '/api/sys/config/switch/detail', {});
  await apiCall(request, token, '/api/sys/config/switch/save', { ...sw, faceLogin: on });
  // Face login searches with the local provider (the default); a test before may have saved another one.
  const face = await apiCall<{ provider: string }>(request, token, '/api/sys/config/prop/detail', { type: 'face' });
  if (on && face.provider !== 'local') {
    await apiCall(request, token, '/api/sys/config/prop/save', { type: 'face', provider: 'local', data: {} });
  }
}

/** A learner whose face photo on file is sampleFace(0): the face of the clip. */
async function learnerWithFace(request: APIRequestContext): Promise<Learner> {
  const learner = await createLearnerByApi(request, 'e2eface', '郑刷脸');
  const token = await apiToken(request, learner);
  const res = await request.post('/api/common/file/upload', {
    headers: { token },
    multipart: { file: { name: 'face.jpg', mimeType: 'image/jpeg', buffer: sampleFace(0) } },
  });
  const body = (await res.json()) as { code: number; msg: string; data: { url: string } };
  expect(body.code, body.msg).toBe(0);
  await apiCall(request, token, '/api/sys/user/update-face', { face: body.data.url });
  return learner;
}

test.describe
  .serial('face tracking on the login page', () => {
    let browser: Browser | undefined;
    test.beforeAll(async ({ request }) => {
      await setFaceLogin(request, true);
    });
    test.afterAll(async ({ request }) => {
      await setFaceLogin(request, false);
    });
    test.afterEach(async () => {
      await browser?.close();
      browser = undefined;
    });

    // A still face no longer signs in (issue 24 item 3: face login takes a live capture answering a challenge):
    // tests/face-live.spec.ts shows the challenge and the refusal of the still clip.

    test('with no face in view the prompt asks for one and no photo is sent', async ({ baseURL }) => {
      browser = await launchWithCamera(noFaceClip());
      const page = await (await browser.newContext({ baseURL, locale: 'zh-CN', viewport: VIEWPORT })).newPage();
      let sent = 0;
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/sys/user/face-login') sent += 1;
      });
      await page.goto('/login');
      await page.getByRole('tab', { name: '刷脸登录' }).click();
      const panel = page.getByTestId('face-login');
      const video = panel.getByTestId('camera-video');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 }).toBe(640);
      await expect(panel.locator('[data-face="none"]')).toBeVisible({ timeout: 60_000 });
      await expect(panel.getByTestId('face-prompt')).toHaveText('未识别到人脸，请将人脸置于摄像头中央！');
      await page.screenshot({ path: `${SHOTS}login-face-none.png`, fullPage: true });
      await page.waitForTimeout(4000);
      expect(sent).toBe(0);
      await expect(page).toHaveURL(/\/login/);
    });
  });

test.describe
  .serial('face tracking in the exam camera', () => {
    let browser: Browser | undefined;
    test.afterEach(async () => {
      await browser?.close();
      browser = undefined;
    });

    test('a photo due is taken 2 s after the face is found and passes the comparison', async ({ request, baseURL }) => {
      test.setTimeout(120_000);
      const learner = await learnerWithFace(request);
      const title = `E2E人脸跟踪${Date.now().toString(36)}`;
      await createExamByApi(request, title, [learner.id], { camOn: true, camInterval: 1, faceLimit: 3 });
      browser = await launchWithCamera(faceClip());
      const page = await (await browser.newContext({ baseURL, locale: 'zh-CN', viewport: VIEWPORT })).newPage();
      await signInAs(page, learner, /\/web\/index/);
      const captured = page.waitForResponse(CAPTURE, { timeout: 90_000 });
      await enterExam(page, title);
      const camera = page.getByTestId('exam-camera');
      await expect(camera.locator('[data-face="found"]')).toBeVisible({ timeout: 60_000 });
      const response = await captured;
      const answer = (await response.json()) as { code: number; data: { isBreak: boolean; failCount: number } };
      expect(answer.code).toBe(0);
      // the local provider compared the photo with the face on file: same person
      expect(answer.data).toMatchObject({ isBreak: false, failCount: 0 });
      await expect(camera.getByTestId('face-state')).toBeVisible();
      await expect(camera.getByTestId('face-prompt')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}learner-exam-face-found.png` });
      await expectNoErrorNotification(page);
      await handIn(page, 2);
    });

    test('with nobody in view: the prompt, the face-out warning, and the photo taken anyway after 10 s', async ({
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const learner = await learnerWithFace(request);
      const title = `E2E无人脸${Date.now().toString(36)}`;
      const examId = await createExamByApi(request, title, [learner.id], { camOn: true, camInterval: 1, faceLimit: 3 });
      browser = await launchWithCamera(noFaceClip());
      const page = await (await browser.newContext({ baseURL, locale: 'zh-CN', viewport: VIEWPORT })).newPage();
      await signInAs(page, learner, /\/web\/index/);
      const captured = page.waitForResponse(CAPTURE, { timeout: 90_000 });
      await enterExam(page, title);
      const camera = page.getByTestId('exam-camera');
      await expect(camera.locator('[data-face="none"]')).toBeVisible({ timeout: 60_000 });
      await expect(camera.getByTestId('face-prompt')).toHaveText('未识别到人脸，请将人脸置于摄像头中央！');
      // the face-out event, 10 s after the face was first missed
      await expect(page.locator('.ant-message')).toContainText('请诚信考试，请将人脸保持在摄像头中央！', {
        timeout: 20_000,
      });
      await page.screenshot({ path: `${SHOTS}learner-exam-face-none.png` });
      // the event reached the server over the exam socket: staff see it in ExamWatch
      const admin = await apiToken(request, ADMIN);
      const faceOuts = async () => {
        const watch = await apiCall<{ records: Array<{ userId: string; faceOuts: number }> }>(
          request,
          admin,
          '/api/exam/watch/paging',
          { current: 1, size: 10, params: { examId } },
        );
        return watch.records.find((r) => r.userId === learner.id)?.faceOuts ?? 0;
      };
      await expect.poll(faceOuts, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      // answering goes on meanwhile
      await expect(page.getByTestId('hand-exam')).toBeEnabled();
      const response = await captured;
      const answer = (await response.json()) as { code: number; data: { isBreak: boolean; failCount: number } };
      expect(answer.code).toBe(0);
      // no face in the photo: a failure counted by the server, not a photo skipped by the page
      expect(answer.data).toMatchObject({ isBreak: false, failCount: 1 });
      await expect(camera.getByTestId('face-state')).toContainText('1');
      await handIn(page, 2);
    });
  });
