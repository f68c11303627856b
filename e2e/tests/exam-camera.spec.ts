import { expect, type Page, type Request, test } from '@playwright/test';
import { E2E_EXAM_LEARNERS } from '../../apps/server/src/db/seed/e2e-fixtures.ts';
import { expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
import { createExamByApi, enterExam, handIn, handInLeftoverPaper, signInAs } from '../support/exam.ts';

/**
 * Issue 5, the exam camera: with Chromium's fake camera the view shows the video and a photo is uploaded;
 * without a camera the view shows the 无摄像头 placeholder, the placeholder image is sent instead and a
 * manual 拍照 sends one more. No face provider is configured on the server, so photos are stored for
 * review and never count as failures. The exams are saved through the admin API in setup: these tests
 * are about the exam page, the editor has its own test (exam-flow).
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

const CAPTURE_URL = '**/api/paper/capture/save';

/** Size and the colour at (8, 8) of a photo the page sent (a data URL), drawn in the page. */
async function photoFacts(page: Page, dataUrl: string) {
  return page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const ctx = canvas.getContext('2d');
    ctx?.drawImage(img, 0, 0);
    const [r, g, b] = ctx ? Array.from(ctx.getImageData(8, 8, 1, 1).data) : [0, 0, 0];
    return { width: img.naturalWidth, height: img.naturalHeight, r, g, b };
  }, dataUrl);
}

async function sentPhoto(page: Page, request: Request) {
  const body = request.postDataJSON() as { paperId: string; base64: string };
  expect(body.base64).toMatch(/^data:image\/jpeg;base64,/);
  return photoFacts(page, body.base64);
}

test('the exam camera shows the video and uploads a photo', async ({ page, request }) => {
  const learner = E2E_EXAM_LEARNERS.cam;
  await handInLeftoverPaper(request, learner);
  const title = `E2E摄像头监控${Date.now().toString(36)}`;
  await createExamByApi(request, title, [learner.id], { camOn: true, camInterval: 1, faceLimit: 3 });

  await signInAs(page, learner, /\/web\/index/);
  const captured = page.waitForResponse(CAPTURE_URL);
  await enterExam(page, title, async () => {
    await expect(page.getByTestId('cam-notice')).toContainText('考试期间每 1 分钟抓拍一次');
  });
  const camera = page.getByTestId('exam-camera');
  const video = camera.getByTestId('camera-video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth > 0 && v.readyState >= 2)).toBe(true);
  await expect(camera.getByText('无摄像头')).toHaveCount(0);

  // The first photo, about 3 s after the start (announced 2 s before it is taken).
  const response = await captured;
  const answer = (await response.json()) as { code: number; data: { isBreak: boolean; failCount: number } };
  expect(answer.code).toBe(0);
  // No face provider is configured: the photo is kept for review, never counted as a failure.
  expect(answer.data).toMatchObject({ isBreak: false, failCount: 0 });
  const photo = await sentPhoto(page, response.request());
  expect(photo).toMatchObject({ width: 640, height: 480 });
  await expect(camera.getByTestId('face-state')).toHaveText('照片已上传');
  await expect(camera.getByText('请诚信考试，请将人脸保持在摄像头中央！')).toBeVisible();
  await expect(camera.getByRole('button', { name: '拍照' })).toHaveCount(0);
  await handIn(page, 2);
});

test('without a camera the exam shows the placeholder, sends it and offers a manual photo', async ({
  page,
  request,
}) => {
  const learner = E2E_EXAM_LEARNERS.noCam;
  await handInLeftoverPaper(request, learner);
  const title = `E2E无摄像头${Date.now().toString(36)}`;
  await createExamByApi(request, title, [learner.id], { camOn: true, camInterval: 1, faceLimit: 3 });
  // A computer without a camera: the browser refuses every camera request.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
  });

  await signInAs(page, learner, /\/web\/index/);
  const first = page.waitForResponse(CAPTURE_URL);
  await enterExam(page, title);
  const camera = page.getByTestId('exam-camera');
  await expect(camera.getByText('无摄像头')).toBeVisible();
  await expect(camera.getByText('摄像头载入失败，请确认电脑上有摄像头且已允许网页访问！')).toBeVisible();
  const takePhoto = camera.getByRole('button', { name: '拍照' });
  await expect(takePhoto).toBeVisible();
  await expect(camera.getByRole('button', { name: '重试摄像头' })).toBeVisible();

  // The cycle sends the grey 无摄像头 image instead of a frame.
  const auto = await first;
  expect((await auto.json()).code).toBe(0);
  const placeholder = await sentPhoto(page, auto.request());
  expect(placeholder).toMatchObject({ width: 320, height: 240 });
  for (const c of [placeholder.r, placeholder.g, placeholder.b]) expect(Math.abs(c - 0x9e)).toBeLessThan(8);
  await expect(camera.getByTestId('face-state')).toHaveText('照片已上传');
  await expect(takePhoto).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}learner-exam-camera-fallback.png`, animations: 'disabled' });

  // 拍照 takes one at once: announced, then sent.
  const manual = page.waitForResponse(CAPTURE_URL);
  await takePhoto.click();
  await expect(camera.getByText('很好，请保持这个姿势！')).toBeVisible();
  await expect(takePhoto).toBeDisabled();
  const sent = await manual;
  expect((await sent.json()).data).toMatchObject({ isBreak: false, failCount: 0 });
  expect(await sentPhoto(page, sent.request())).toMatchObject({ width: 320, height: 240 });
  await expect(takePhoto).toBeEnabled();
  await expect(camera.getByTestId('face-state')).toHaveText('照片已上传');
  await expectNoErrorNotification(page);
  await handIn(page, 2);
});
