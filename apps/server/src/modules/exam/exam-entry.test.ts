import { ErrorCode, type ExamCheckResult } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExam, createExamBank, examBody, hand, newLearner, startPaper } from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { issueFaceToken } from './exam-entry.service.ts';

let t: TestApp;
let admin: string;
let repoId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  repoId = (await createExamBank(t, admin)).repoId;
});
afterAll(() => t.close());

const min = 60_000;
const oneSingle = () => ({ rules: [{ repoId, quType: 1, count: 1, score: 10 }], qualifyScore: 6 });
const exam = (o: Parameters<typeof examBody>[1] = {}) =>
  createExam(t, admin, examBody(repoId, { ...oneSingle(), ...o }));
const check = async (token: string, id: string, extra: Record<string, unknown> = {}) =>
  (await t.post<ExamCheckResult>('/api/exam/exam/check-info', { id, ...extra }, token)).data;
const create = (token: string, examId: string, extra: Record<string, unknown> = {}) =>
  t.post<{ id: string }>('/api/paper/paper/create-paper', { examId, ...extra }, token);

describe('check-info refusals (and create-paper refuses the same)', () => {
  const cases: Array<[string, () => Promise<string>, RegExp]> = [
    [
      'not started',
      () =>
        exam({
          startTime: new Date(Date.now() + 10 * min).toISOString(),
          endTime: new Date(Date.now() + 60 * min).toISOString(),
        }),
      /^考试尚未开始，开始时间：/,
    ],
    [
      'ended',
      () =>
        exam({
          startTime: new Date(Date.now() - 60 * min).toISOString(),
          endTime: new Date(Date.now() - 1 * min).toISOString(),
        }),
      /^考试已结束！$/,
    ],
    [
      'late beyond the limit',
      () => exam({ startTime: new Date(Date.now() - 10 * min).toISOString(), lateMax: 5 }),
      /已超过最晚入场时间（开考后5分钟）/,
    ],
  ];
  for (const [name, make, msg] of cases) {
    it(name, async () => {
      const id = await make();
      const l = await newLearner(t);
      const r = await check(l.token, id);
      expect(r).toMatchObject({ pass: false, canApply: false, needPassword: false, needFace: false });
      expect(r.msg).toMatch(msg);
      const c = await create(l.token, id);
      expect(c.code).toBe(ErrorCode.FAIL);
      expect(c.msg).toMatch(msg);
    });
  }

  it('attempts used up', async () => {
    const id = await exam({ chance: 1 });
    const l = await newLearner(t);
    await hand(t, l.token, await startPaper(t, l.token, id));
    const r = await check(l.token, id);
    expect(r).toMatchObject({ pass: false, msg: '您的考试次数已用完（共1次）！' });
    expect((await create(l.token, id)).msg).toBe('您的考试次数已用完（共1次）！');
  });

  it('another exam in progress: check-info says so and create-paper answers 20010002', async () => {
    const first = await exam();
    const second = await exam();
    const l = await newLearner(t);
    await startPaper(t, l.token, first);
    expect((await check(l.token, second)).msg).toMatch(/^您有正在进行的考试《/);
    expect((await create(l.token, second)).code).toBe(ErrorCode.EXAM_IN_PROGRESS);
    // The exam in progress itself resumes.
    expect(await check(l.token, first)).toMatchObject({ pass: true });
  });

  it('a department covers those below it; persons listed pass', async () => {
    const byDept = await exam({ openType: 2, deptCodes: ['A01A01'] });
    const below = await newLearner(t, { deptCode: 'A01A01A02' });
    expect(await check(below.token, byDept)).toMatchObject({ pass: true, msg: '' });
    const listed = await newLearner(t);
    const byPerson = await exam({ openType: 3, userIds: [listed.id] });
    expect(await check(listed.token, byPerson)).toMatchObject({ pass: true });
  });

  it('a disabled or unknown exam does not exist for the learner', async () => {
    const id = await exam();
    await t.post('/api/exam/exam/state', { ids: [id], state: 1 }, admin);
    const l = await newLearner(t);
    expect(await t.post('/api/exam/exam/check-info', { id }, l.token)).toMatchObject({
      code: ErrorCode.NOT_FOUND,
      msg: '考试不存在！',
    });
    expect((await create(l.token, id)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.post('/api/exam/exam/simple-detail', { id }, l.token)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.post('/api/exam/exam/check-info', { id: 'nope' }, l.token)).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('password, face check and applications', () => {
  it('asks for the password, refuses a wrong one, admits the right one', async () => {
    const id = await exam({ openType: 9, password: 'abc123' });
    const l = await newLearner(t);
    expect(await check(l.token, id)).toMatchObject({
      pass: false,
      needPassword: true,
      canApply: true,
      msg: '请输入考试密码！',
    });
    expect(await check(l.token, id, { password: 'x' })).toMatchObject({ pass: false, msg: '考试密码错误！' });
    expect((await create(l.token, id, { password: 'x' })).msg).toBe('考试密码错误！');
    expect(await check(l.token, id, { password: 'abc123' })).toMatchObject({ pass: true });
    expect((await create(l.token, id, { password: 'abc123' })).code).toBe(0);
  });

  it('requires a face token from the face check; the token admits once', async () => {
    const id = await exam({ faceOn: true, chance: 0 });
    const l = await newLearner(t);
    expect(await check(l.token, id)).toMatchObject({ pass: false, needFace: true, canApply: true });
    const face = await t.post<{ pass: boolean; failMsg: string }>(
      '/api/course/face/validate-face',
      {
        photo: `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]).toString('base64')}`,
      },
      l.token,
    );
    // No face provider configured: an honest refusal, never a pass.
    expect(face.data).toMatchObject({ pass: false });
    expect(face.data.failMsg).toMatch(/人脸/);
    await issueFaceToken(t.ctx, l.id, 'tok-1');
    expect(await check(l.token, id, { faceToken: 'tok-1' })).toMatchObject({ pass: true });
    const other = await newLearner(t);
    expect((await check(other.token, id, { faceToken: 'tok-1' })).pass).toBe(false);
    const paper = await create(l.token, id, { faceToken: 'tok-1' });
    expect(paper.code).toBe(0);
    await hand(t, l.token, paper.data.id);
    expect((await check(l.token, id, { faceToken: 'tok-1' })).needFace).toBe(true);
  });

  it('an approved application admits once without password or face check', async () => {
    const id = await exam({ openType: 9, password: 'pw1', faceOn: true });
    const l = await newLearner(t);
    const empty = await t.post('/api/exam/apply/save', { examId: id, applyMsg: '  ' }, l.token);
    expect(empty).toMatchObject({ code: ErrorCode.BAD_PARAMS, msg: '申请理由不能为空！' });
    expect((await t.post('/api/exam/apply/save', { examId: id, applyMsg: '摄像头坏了' }, l.token)).code).toBe(0);
    const dup = await t.post('/api/exam/apply/save', { examId: id, applyMsg: '再次申请' }, l.token);
    expect(dup.msg).toBe('您已提交过申请，请等待管理员审核！');
    expect((await check(l.token, id)).applyApproved).toBe(false);

    const page = await t.post<{ records: Array<{ id: string; state: number; realName: string }> }>(
      '/api/exam/apply/paging',
      { current: 1, size: 10, params: { examId: id } },
      admin,
    );
    const applyId = page.data.records[0]?.id as string;
    expect(page.data.records[0]).toMatchObject({ state: 0, realName: '测试用户' });
    expect((await t.post('/api/exam/apply/audit', { ids: [applyId], state: 1, auditMsg: '同意' }, l.token)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await t.post('/api/exam/apply/audit', { ids: [applyId], state: 1, auditMsg: '同意' }, admin)).code).toBe(0);
    const unread = await t.post<number>('/api/sys/user/msg/count-unread', {}, l.token);
    expect(unread.data).toBeGreaterThan(0);

    expect(await check(l.token, id)).toMatchObject({ pass: true, applyApproved: true });
    const paper = await create(l.token, id);
    expect(paper.code).toBe(0);
    await hand(t, l.token, paper.data.id);
    // Used once: the next entry needs the password again.
    expect(await check(l.token, id)).toMatchObject({ pass: false, needPassword: true, applyApproved: false });
  });

  it('refuses an application to an exam with neither password nor face check', async () => {
    const id = await exam({});
    const l = await newLearner(t);
    const r = await t.post('/api/exam/apply/save', { examId: id, applyMsg: '想参加' }, l.token);
    expect(r.msg).toBe('本场考试无需申请，可直接开始考试！');
  });
});
