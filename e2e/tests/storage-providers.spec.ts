import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { closeExtraContexts, expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import {
  ADMIN,
  apiCall,
  apiToken,
  createLearnerByApi,
  type Learner,
  openedDialog,
  pickOption,
  signedInPage,
  signInAs,
} from '../support/exam.ts';
import { PEEK } from '../support/ports.ts';
import { type CloudProvider, uploadForm, VENDOR_OF } from '../support/storage.ts';

// Other learners' and visitors' windows close with the test (they would poll the server until the worker ends).
test.afterEach(closeExtraContexts);

/**
 * Issue 16 "Done when", uploads: with the local stand-ins of Aliyun OSS, Qiniu and Tencent COS running (they
 * verify every signature), staff switch 上传配置 to each vendor on the admin page; a learner's avatar, a
 * course video uploaded in the courseware dialog and a certificate PDF the server renders land at that
 * stand-in and display (the avatar drawn, the video playable, the PDF drawn from its signed address). The
 * upload configuration is put back to local storage at the end.
 */

const VIDEO = fileURLToPath(new URL('../../apps/server/assets/demo/demo-video.mp4', import.meta.url));
const TITLES: Record<CloudProvider, string> = { aliyun: '阿里云OSS', qiniu: '七牛云', qcloud: '腾讯云COS' };
/** Where each vendor's public objects are read (the `访问URL` typed into the form). */
const PUBLIC_PATH: Record<CloudProvider, string> = { aliyun: '/oss/', qiniu: '/qiniu/dl/', qcloud: '/cos/' };

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** A small avatar: a coloured disc on white (RGB PNG, 96 x 96). */
function avatarPng(rgb: [number, number, number]): Buffer {
  const w = 96;
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(w, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const raw = Buffer.alloc((w * 3 + 1) * w);
  for (let y = 0; y < w; y++) {
    for (let x = 0; x < w; x++) {
      const inside = (x - w / 2) ** 2 + (y - w / 2) ** 2 < (w / 2.5) ** 2;
      const o = y * (w * 3 + 1) + 1 + x * 3;
      [raw[o], raw[o + 1], raw[o + 2]] = inside ? rgb : [255, 255, 255];
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The size of an object the stand-in of `provider` holds under `key` (null: none). */
async function heldBytes(provider: CloudProvider, key: string): Promise<number | null> {
  const res = await fetch(`${PEEK}/storage/object?vendor=${VENDOR_OF[provider]}&key=${encodeURIComponent(key)}`);
  return res.ok ? Number(await res.text()) : null;
}

/** The key of a stand-in address (`<base><public path><key>[?signature]`). */
const keyOf = (url: string, base: string, provider: CloudProvider) =>
  decodeURIComponent(url.slice(`${base}${PUBLIC_PATH[provider]}`.length).split('?')[0] ?? '');

/** 上传配置 on the admin page: the vendor chosen, its fields typed, saved, shown as the one in use. */
async function switchUpload(page: Page, provider: CloudProvider, base: string) {
  await page.goto('/admin/sys/config');
  await page.getByRole('tab', { name: '上传配置' }).click();
  const form = page.locator('form#config-upload');
  await form.getByText(TITLES[provider], { exact: true }).click();
  for (const [label, value] of Object.entries(uploadForm(provider, base))) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('上传配置保存成功！')).toBeVisible();
  await expect(form.getByText('当前使用')).toBeVisible();
}

/** The learner changes their avatar in the user centre; answers its address. */
async function changeAvatar(page: Page, provider: CloudProvider, rgb: [number, number, number]): Promise<string> {
  await page.goto('/web/uc');
  await page.getByRole('button', { name: '更换头像' }).click();
  const dialog = await openedDialog(page, '更换头像');
  await dialog.locator('input[type=file]').setInputFiles({
    name: `头像-${provider}.png`,
    mimeType: 'image/png',
    buffer: avatarPng(rgb),
  });
  await expect(page.getByText('头像修改成功！')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('button', { name: /完\s*成/ }).click();
  await expect(dialog).toBeHidden();
  const img = page.getByTestId('uc-banner').locator('.ant-avatar img');
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBe(96);
  return (await img.getAttribute('src')) ?? '';
}

/** 课件管理 > 添加: a video uploaded in the dialog; answers the saved file's id and address. */
async function uploadVideo(page: Page, request: APIRequestContext, token: string, title: string) {
  await page.goto('/admin/course/file');
  await page
    .locator('.xk-list-toolbar')
    .getByRole('button', { name: /添\s*加/ })
    .click();
  const dialog = await openedDialog(page, '添加课件');
  await dialog.getByPlaceholder('请输入课件名称').fill(title);
  await pickOption(page, dialog.locator('#file-dialog-type'), '视频');
  await dialog.locator('input[type=file]').setInputFiles(VIDEO);
  await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1, { timeout: 20_000 });
  await dialog.getByRole('button', { name: /确\s*定$/ }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('tr.ant-table-row', { hasText: title });
  await expect(row).toContainText('00:08');
  const found = await apiCall<{ records: Array<{ id: string; fileUrl: string }> }>(
    request,
    token,
    '/api/course/file/paging',
    { current: 1, size: 10, params: { title } },
  );
  const file = found.records[0];
  expect(file, title).toBeDefined();
  return file as { id: string; fileUrl: string };
}

/** Setup: a course of that one video open to the learner's department (admin API). */
async function courseOf(request: APIRequestContext, token: string, title: string, fileId: string) {
  const now = Date.now();
  return apiCall<{ id: string }>(request, token, '/api/course/course/save', {
    title,
    openType: 2,
    deptCodes: ['A01A01'],
    startTime: new Date(now - 60_000).toISOString(),
    endTime: new Date(now + 24 * 3600_000).toISOString(),
    chapters: [{ title: '第一章 视频', fileIds: [fileId] }],
    points: 0,
    state: 0,
    videoDrag: true,
  });
}

/** Setup: a certificate template granted to the learner (admin API); answers the grant's id once its PDF exists. */
async function grantCert(
  request: APIRequestContext,
  token: string,
  learner: Learner,
  learnerToken: string,
  title: string,
) {
  const cert = await apiCall<{ id: string }>(request, token, '/api/cert/cert/save', {
    title,
    authority: '学考安全培训中心',
    state: 0,
    layout: [{ key: 'realName', x: 100, y: 90, width: 100, fontSize: 28, align: 'center' }],
  });
  await apiCall(request, token, '/api/cert/grant/grant-batch', { certId: cert.id, userIds: [learner.id] });
  let mine: { id: string; certFilePdf: string } | undefined;
  await expect
    .poll(
      async () => {
        const list = await apiCall<Array<{ id: string; title: string; certFilePdf: string }>>(
          request,
          learnerToken,
          '/api/cert/grant/my-list',
          {},
        );
        mine = list.find((g) => g.title === title);
        return mine?.certFilePdf ?? '';
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  return mine as { id: string; certFilePdf: string };
}

const COLOURS: Record<CloudProvider, [number, number, number]> = {
  aliyun: [64, 158, 255],
  qiniu: [103, 194, 58],
  qcloud: [230, 162, 60],
};

// One test per vendor, each with its own time limit (the three in one test came near 120 s on a busy machine).
for (const provider of ['aliyun', 'qiniu', 'qcloud'] as const) {
  test(`staff switch uploads to ${TITLES[provider]}; avatar, course video and certificate PDF land there and display`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const base = await (await fetch(`${PEEK}/storage`)).text();
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const stamp = Date.now().toString(36);
    const token = await apiToken(request, ADMIN);
    const learner = await createLearnerByApi(request, 'store', `云存储${stamp}`);
    const learnerToken = await apiToken(request, learner);
    const local = await apiCall<{ data: string }>(request, token, '/api/sys/config/prop/detail', {
      type: 'upload',
      provider: 'local',
    });

    await signInAs(page, ADMIN, /\/admin\/dashboard/);
    const learnerPage = await signedInPage(browser, learner, /\/web\//);
    try {
      const publicBase = `${base}${PUBLIC_PATH[provider]}`;
      await switchUpload(page, provider, base);

      // In parallel, as people would: the server renders a certificate PDF (granted now), the learner
      // changes their avatar, staff upload a course video in the courseware dialog.
      const granted = grantCert(request, token, learner, learnerToken, `云存储证书${provider}${stamp}`);
      const [avatar, video] = await Promise.all([
        changeAvatar(learnerPage, provider, COLOURS[provider]),
        uploadVideo(page, request, token, `云存储视频${provider}${stamp}`),
      ]);

      // the avatar went straight to the vendor, was recorded and is drawn in the banner
      expect(avatar.startsWith(publicBase), avatar).toBe(true);
      expect(await heldBytes(provider, keyOf(avatar, base, provider))).toBeGreaterThan(100);
      await expectNoErrorNotification(learnerPage);
      await learnerPage.getByTestId('uc-banner').screenshot({ path: `${SHOTS}storage-${provider}-avatar.png` });

      // the video is stored at the vendor and the learner's player loads it from there
      expect(video.fileUrl.startsWith(publicBase), video.fileUrl).toBe(true);
      expect(await heldBytes(provider, keyOf(video.fileUrl, base, provider))).toBe(38836);
      await expectNoErrorNotification(page);
      const course = await courseOf(request, token, `云存储课程${provider}${stamp}`, video.id);
      await learnerPage.goto(`/web/course/view/${course.id}/${video.id}`);
      const player = learnerPage.getByTestId('video-player');
      await expect
        .poll(() => player.evaluate((v: HTMLVideoElement) => (v.readyState >= 1 ? v.duration : 0)))
        .toBeGreaterThan(7);
      expect(await player.evaluate((v: HTMLVideoElement) => v.currentSrc)).toBe(video.fileUrl);
      await learnerPage.screenshot({ path: `${SHOTS}storage-${provider}-video.png` });

      // a certificate PDF rendered by the server: stored privately, read through a signed address
      const grant = await granted;
      const pdfKey = keyOf(grant.certFilePdf, base, provider);
      expect(grant.certFilePdf.startsWith(`${publicBase}cert/`), grant.certFilePdf).toBe(true);
      expect(await heldBytes(provider, pdfKey)).toBeGreaterThan(500);
      const signed = await fetch(grant.certFilePdf);
      expect(signed.status).toBe(200);
      expect(
        Buffer.from(await signed.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expect((await fetch(`${publicBase}${pdfKey}`)).ok).toBe(false); // private without the signature
      await learnerPage.goto(`/web/cert/detail/${grant.id}`);
      const canvas = learnerPage.getByTestId('cert-detail-canvas');
      await expect(canvas).toBeVisible({ timeout: 20_000 });
      await expect(learnerPage.getByRole('link', { name: /下载证书/ })).toHaveAttribute(
        'href',
        new RegExp(`^${publicBase.replace(/[.?/]/g, '\\$&')}cert/`),
      );
      await expectNoErrorNotification(learnerPage);
    } finally {
      await apiCall(request, token, '/api/sys/config/prop/save', {
        type: 'upload',
        provider: 'local',
        data: local.data,
      });
    }
    await learnerPage.context().close();
  });
}
