import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import { ADMIN, apiCall, apiToken, createLearnerByApi, signInAs } from '../support/exam.ts';
import { type LiveStandIn, startLiveStandIn } from '../support/hls.ts';
import { LIVE_PORT } from '../support/ports.ts';

/**
 * Issue 16 "Done when", live: a live course plays a test stream served locally as HLS in the player. A local
 * stand-in of the live CDN (support/hls.ts, on PORT + 2: the origin the e2e server lets the live player
 * fetch from, LIVE_ENDPOINT) streams the demo video as live MPEG-TS segments and refuses a playlist without a
 * valid auth_key. Staff set that host as the pull domain (with a pull key) and save a live course file
 * pointing at it; the learner opens the course and /player/live.html (hls.js, in the course page's frame)
 * plays it with the address the server signed.
 */

const CDN = `127.0.0.1:${LIVE_PORT}`;
const PULL_KEY = 'e2ePullKey';
const VIDEO = fileURLToPath(new URL('../../apps/server/assets/demo/demo-video.mp4', import.meta.url));

let cdn: LiveStandIn;
test.beforeAll(async () => {
  cdn = await startLiveStandIn(LIVE_PORT, VIDEO, PULL_KEY);
});
test.afterAll(async () => {
  await cdn?.close();
});

test('a learner watches a live course: the signed HLS pull address plays in the live player', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN);
  const stamp = Date.now().toString(36);
  await apiCall(request, token, '/api/sys/config/prop/save', {
    type: 'live',
    provider: 'aliyun',
    data: JSON.stringify({ pushDomain: 'push.example.com', pushKey: 'e2ePushKey', pullDomain: CDN, pullKey: PULL_KEY }),
  });
  const file = await apiCall<{ id: string }>(request, token, '/api/course/file/save', {
    title: `E2E直播${stamp}`,
    fileType: 5,
    viewUrl: `http://${CDN}/xuekao/e2e-${stamp}.m3u8`,
    needLearn: 60,
  });
  const now = Date.now();
  const course = await apiCall<{ id: string }>(request, token, '/api/course/course/save', {
    title: `E2E直播课程${stamp}`,
    openType: 2,
    deptCodes: ['A01A01'],
    startTime: new Date(now - 60_000).toISOString(),
    endTime: new Date(now + 24 * 3600_000).toISOString(),
    chapters: [{ title: '第一章 直播', fileIds: [file.id] }],
    points: 0,
    state: 0,
  });
  // The unsigned address is refused by the CDN: only the server's signature opens the stream.
  expect((await fetch(`http://${CDN}/xuekao/e2e-${stamp}.m3u8`)).status).toBe(403);

  const learner = await createLearnerByApi(request, 'live', `直播学员${stamp}`);
  await signInAs(page, learner, /\/web\//);
  await page.goto(`/web/course/view/${course.id}/${file.id}`);
  const frame = page.getByTestId('live-player');
  await expect(frame).toBeVisible();
  expect(await frame.evaluate((f) => f.getBoundingClientRect().height)).toBeGreaterThanOrEqual(520);
  const src = decodeURIComponent(
    new URL((await frame.getAttribute('src')) ?? '', 'http://x').searchParams.get('src') ?? '',
  );
  expect(src).toMatch(new RegExp(`^http://${CDN}/xuekao/e2e-${stamp}\\.m3u8\\?auth_key=\\d+-0-0-[0-9a-f]{32}$`));

  const video = page.frameLocator('[data-testid=live-player]').locator('video#player');
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(1);
  const t1 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(t1 + 0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([320, 180]);
  // No tip, and nothing over the video: its controls (sound, full screen) take the learner's clicks.
  await expect(page.frameLocator('[data-testid=live-player]').locator('#tip')).toBeHidden();
  expect(await video.evaluate((v) => document.elementFromPoint(v.clientWidth / 2, v.clientHeight - 10) === v)).toBe(
    true,
  );
  expect(cdn.served).toContain(`/xuekao/e2e-${stamp}.m3u8`);
  await expectNoErrorNotification(page);
  await page.screenshot({ path: `${SHOTS}course-view-live.png` });
});
