import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAdmin, loginStudent } from '../../test/factories.ts';

let t: TestApp;
let admin: string;
let learner: string;
let adminId: string;
beforeAll(async () => {
  t = await buildTestApp();
  const a = await loginAdmin(t);
  admin = a.token;
  adminId = a.userId;
  learner = (await loginStudent(t)).token;
});
afterAll(() => t.close());

/** Calls `url` twice, without and with `X-Locale: en-US`; answers both envelopes' messages. */
async function both(url: string, payload: unknown, token?: string) {
  const call = async (locale?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.token = token;
    if (locale) headers['x-locale'] = locale;
    const res = await t.raw({ method: 'POST', url, headers, payload: JSON.stringify(payload) });
    return res.json() as { code: number; msg: string };
  };
  const [zh, en] = [await call(), await call('en-US')];
  expect(zh.code).not.toBe(0);
  expect(en.code).toBe(zh.code);
  return { zh: zh.msg, en: en.msg };
}

describe('every module answers its messages in English under X-Locale: en-US', () => {
  it('auth: face sign-in switched off', async () => {
    const photo = `data:image/jpeg;base64,${'A'.repeat(40)}`;
    const body = { frames: [photo, photo], challengeId: 'c', captchaKey: 'k', captchaValue: 'v' };
    expect(await both('/api/sys/user/face-login', body)).toEqual({
      zh: '未开启刷脸登录！',
      en: 'Face login is not enabled!',
    });
  });

  it('users: deleting oneself', async () => {
    expect(await both('/api/sys/user/delete', { ids: [adminId] }, admin)).toEqual({
      zh: '不能删除自己的账号！',
      en: 'You cannot delete your own account!',
    });
  });

  it('roles: a built-in role', async () => {
    expect(await both('/api/sys/role/delete', { ids: ['student'] }, admin)).toEqual({
      zh: '内置角色不能删除！',
      en: 'Built-in roles cannot be deleted!',
    });
  });

  it('dictionaries: a code in use (a template with a kept name)', async () => {
    expect(await both('/api/sys/dic/save', { code: 'qu_type', title: '重复' }, admin)).toEqual({
      zh: '字典编码“qu_type”已存在！',
      en: 'The dictionary code "qu_type" already exists!',
    });
  });

  it('notices: a contracts zod message', async () => {
    expect(await both('/api/sys/notice/save', { title: ' ', content: '<p>x</p>' }, admin)).toEqual({
      zh: '公告标题不能为空！',
      en: 'Notice title cannot be empty!',
    });
  });

  it('exams and papers: missing ones', async () => {
    expect(await both('/api/exam/exam/detail', { id: '404' }, admin)).toEqual({
      zh: '考试不存在！',
      en: 'The exam does not exist!',
    });
    expect(await both('/api/paper/mark/paper-detail', { id: '404' }, admin)).toEqual({
      zh: '试卷不存在！',
      en: 'The paper does not exist!',
    });
  });

  it('question banks: a chapter of a missing bank', async () => {
    expect(await both('/api/repo/chapter/save', { repoId: '404', title: '第一章' }, admin)).toEqual({
      zh: '题库不存在！',
      en: 'The question bank does not exist!',
    });
  });

  it('certificates: verifying an unknown number', async () => {
    expect(await both('/api/cert/verify', { number: 'NO-SUCH-CERT' })).toEqual({
      zh: '证书不存在，请核对证书编号！',
      en: 'The certificate does not exist, please check the certificate number!',
    });
  });

  it('battles: a missing match', async () => {
    expect(await both('/api/battle/match/detail', { id: '404' }, learner)).toEqual({
      zh: '对局不存在！',
      en: 'The match does not exist!',
    });
  });

  it('points: adjusting a missing user', async () => {
    expect(await both('/api/user/points/adjust', { userId: '404', points: 5, reason: '测试' }, admin)).toEqual({
      zh: '用户不存在或超出您的数据范围！',
      en: 'The user does not exist or is outside your data scope!',
    });
  });

  it('courses: deleting a missing directory', async () => {
    expect(await both('/api/course/cat/delete', { id: '404' }, admin)).toEqual({
      zh: '目录不存在！',
      en: 'The directory does not exist!',
    });
  });

  it('uploads: not multipart', async () => {
    expect(await both('/api/common/file/upload', {}, admin)).toEqual({
      zh: '请使用 multipart/form-data 上传文件！',
      en: 'Please upload files as multipart/form-data!',
    });
  });
});
