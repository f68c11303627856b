import { expect, type Locator, test } from '@playwright/test';
import { closeExtraContexts, expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser.ts';
import {
  ADMIN,
  createExamByApi,
  createLearnerByApi,
  enterExam,
  openedDialog,
  signedInPage,
  signInAs,
} from '../support/exam.ts';

// Other learners' and visitors' windows close with the test (they would poll the server until the worker ends).
test.afterEach(closeExtraContexts);

/**
 * Issue 16 item 5, the audio recorder: with Chromium's fake microphone a learner records a voice answer to
 * a short-answer question (开始录音 / 停止录音 / 保存), the WAV (16-bit, 48000 Hz, mono, record.wav) is
 * uploaded and stored with the answer, the learner hears it on the result page and staff hear it in marking.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
});

/** Seconds of the audio a player holds, once its metadata loaded. */
function durationOf(audio: Locator): Promise<number> {
  return audio.evaluate(
    (a: HTMLAudioElement) =>
      new Promise<number>((resolve, reject) => {
        if (a.readyState >= 1) resolve(a.duration);
        a.onloadedmetadata = () => resolve(a.duration);
        a.onerror = () => reject(new Error('audio failed to load'));
        a.load();
      }),
  );
}

test('a learner records a voice answer and staff hear it in marking', async ({ browser, page, request }) => {
  const learner = await createLearnerByApi(request, 'e2erec', '吴录音');
  const title = `E2E录音作答${Date.now().toString(36)}`;
  await createExamByApi(request, title, [learner.id], {
    qualifyScore: 5,
    rules: [{ repoId: 'repo-demo', quType: 4, level: 0, chapterId: '', count: 1, score: 10 }],
  });

  await signInAs(page, learner, /\/web\/index/);
  await enterExam(page, title);
  const question = page.getByTestId('exam-question');
  await expect(question.getByText('简答题')).toBeVisible();
  await question.getByPlaceholder('请输入答案').fill('文字部分，其余见录音。');

  const recorder = question.getByTestId('audio-recorder');
  await expect(recorder).toHaveAttribute('data-state', '0');
  await recorder.getByRole('button', { name: /开始录音/ }).click();
  await expect(recorder).toHaveAttribute('data-state', '1');
  await expect(recorder.getByTestId('recorder-seconds')).toHaveText(/^[2-9] 秒$/, { timeout: 8000 });
  await recorder.getByRole('button', { name: /停止录音/ }).click();
  await expect(recorder).toHaveAttribute('data-state', '2');
  expect(await durationOf(recorder.getByTestId('recorder-preview'))).toBeGreaterThan(1.5);
  await page.screenshot({ path: `${SHOTS}learner-recorder-finished.png`, animations: 'disabled' });

  const uploaded = page.waitForResponse('**/api/common/file/upload');
  await recorder.getByRole('button', { name: /保\s*存/ }).click();
  const up = (await (await uploaded).json()) as { code: number; data: { url: string; name: string } };
  expect(up.code).toBe(0);
  expect(up.data.name).toBe('record.wav');
  await expect(page.getByText('录音上传成功！')).toBeVisible();
  await expect(recorder).toHaveAttribute('data-state', '0');
  await expect(question.getByTestId('answer-recording')).toHaveAttribute('src', up.data.url);

  // The stored file is the spec's WAV: RIFF/WAVE, PCM, mono, 48000 Hz, 16 bits.
  const wav = await (await page.request.get(up.data.url)).body();
  expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
  expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
  expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([
    1, 1, 48_000, 16,
  ]);
  expect(wav.readUInt32LE(40)).toBeGreaterThan(48_000 * 2 * 1.5);

  const saved = page.waitForResponse('**/api/paper/paper/fill-answer');
  await question.getByTestId('save-answer').click();
  expect((await (await saved).json()).code).toBe(0);
  await page.getByTestId('hand-exam').click();
  const confirm = await openedDialog(page, '交卷确认');
  await expect(confirm).toContainText('您已完成全部试题，确定要交卷吗？');
  await confirm.getByRole('button', { name: '确定交卷' }).click();
  await expect(page).toHaveURL(/\/web\/exam\/result\//);
  const mine = page.getByTestId('answer-recording');
  await expect(mine).toHaveAttribute('src', up.data.url);
  expect(await durationOf(mine)).toBeGreaterThan(1.5);
  await expectNoErrorNotification(page);

  // Staff open the paper in marking and hear the recording.
  const staff = await signedInPage(browser, ADMIN, /\/admin\/dashboard/);
  await staff.goto('/admin/exam/mark');
  await staff.getByPlaceholder('考试名称').fill(title);
  await staff.getByRole('button', { name: /搜\s*索/ }).click();
  await staff.locator('tr', { hasText: title }).getByRole('button', { name: '去阅卷' }).click();
  await staff.locator('tr', { hasText: learner.realName }).getByRole('button', { name: '阅卷' }).click();
  const drawer = staff.getByRole('dialog').filter({ hasText: `阅卷：${learner.realName}` });
  await expect(drawer.getByText('文字部分，其余见录音。')).toBeVisible();
  const heard = drawer.getByTestId('answer-recording');
  await expect(heard).toHaveAttribute('src', up.data.url);
  expect(await durationOf(heard)).toBeGreaterThan(1.5);
  await expect(drawer.getByText(/\[录音\]/)).toHaveCount(0);
  await staff.screenshot({ path: `${SHOTS}admin-mark-recording.png`, animations: 'disabled' });
  await expectNoErrorNotification(staff);
});
