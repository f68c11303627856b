import { ErrorCode, type ExamDetail, type ExamPreview, type ExamRow, type Page } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExam, createExamBank, examBody, hand, newLearner, startPaper } from '../../../test/exam-helpers.ts';
import { loginAdmin, loginStudent } from '../../../test/factories.ts';

let t: TestApp;
let admin: string;
let bank: Awaited<ReturnType<typeof createExamBank>>;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  bank = await createExamBank(t, admin);
});
afterAll(() => t.close());

const page = async (token: string, params: Record<string, unknown> = {}, url = '/api/exam/exam/paging') =>
  (await t.post<Page<ExamRow>>(url, { current: 1, size: 100, params }, token)).data;

describe('saving an exam', () => {
  it('derives totals, keeps every setting, and answers the detail with titles', async () => {
    const listed = await newLearner(t);
    const id = await createExam(
      t,
      admin,
      examBody(bank.repoId, {
        openType: 3,
        userIds: [listed.id],
        leaveOn: true,
        leaveCheck: 8,
        leaveCount: 4,
        camOn: true,
        camInterval: 2,
        partialPercent: 50,
        content: '<p>说明<script>alert(1)</script></p>',
      }),
    );
    const d = (await t.post<ExamDetail>('/api/exam/exam/detail', { id }, admin)).data;
    expect(d).toMatchObject({
      quCount: 7,
      totalScore: 19,
      qualifyScore: 10,
      openType: 3,
      openType_dictText: '指定人员',
      leaveOn: true,
      leaveCheck: 8,
      leaveCount: 4,
      camInterval: 2,
      partialPercent: 50,
      composeType: 1,
    });
    expect(d.content).not.toContain('script');
    expect(d.users).toEqual([{ userId: listed.id, realName: '测试用户' }]);
    expect(d.rules[0]).toMatchObject({ quType: 1, quType_dictText: '单选题', count: 1, score: 2 });
    expect(d.rules[0]?.repoId_dictText).toMatch(/^考试题库/);
  });

  it('refuses a composition the banks cannot fill, naming the bank, type and shortfall', async () => {
    const res = await t.post(
      '/api/exam/exam/save',
      examBody(bank.repoId, { rules: [{ repoId: bank.repoId, quType: 2, count: 3, score: 2 }], qualifyScore: 1 }),
      admin,
    );
    expect(res.code).toBe(ErrorCode.FAIL);
    expect(res.msg).toMatch(/^题库「考试题库.*」的多选题数量不足：需要3道，只有1道，还差2道！$/);
  });

  it('checks the form: times, password, range, pass score', async () => {
    const bad = async (o: Record<string, unknown>) =>
      (await t.post('/api/exam/exam/save', examBody(bank.repoId, o), admin)).msg;
    expect(await bad({ endTime: new Date(Date.now() - 3600_000 * 2).toISOString() })).toBe(
      '结束时间必须晚于开始时间！',
    );
    expect(await bad({ openType: 9, password: '' })).toBe('密码开放的考试必须设置密码！');
    expect(await bad({ openType: 2, deptCodes: [] })).toBe('请选择开放的部门！');
    expect(await bad({ qualifyScore: 100 })).toBe('及格分不能大于试卷总分19分！');
    expect(await bad({ title: '' })).toBe('考试名称不能为空！');
    expect(await bad({ rules: [] })).toBe('请至少添加一条抽题规则！');
  });

  it('composes fixed questions; preview draws without saving', async () => {
    const fixed = {
      composeType: 2,
      rules: [],
      fixedQus: [
        { quId: bank.ids.single, score: 3 },
        { quId: bank.ids.fill, score: 7 },
      ],
    };
    const id = await createExam(t, admin, examBody(bank.repoId, { ...fixed, qualifyScore: 6 }));
    const d = (await t.post<ExamDetail>('/api/exam/exam/detail', { id }, admin)).data;
    expect(d).toMatchObject({ composeType: 2, quCount: 2, totalScore: 10, rules: [] });
    expect(d.fixedQus.map((q) => q.quType_dictText)).toEqual(['单选题', '填空题']);
    const pv = await t.post<ExamPreview>('/api/exam/exam/preview', examBody(bank.repoId), admin);
    expect(pv.data).toMatchObject({ quCount: 7, totalScore: 19 });
    expect(pv.data.qus).toHaveLength(7);
    expect(pv.data.groups.map((g) => g.quType)).toEqual([1, 2, 3, 5, 6, 4, 99]);
  });
});

describe('paper templates', () => {
  it('saves, lists, details and deletes a template; an exam copies its composition', async () => {
    const saved = await t.post<{ id: string }>(
      '/api/exam/tmpl/save',
      { title: '期中模板', rules: [{ repoId: bank.repoId, quType: 1, count: 1, score: 5 }] },
      admin,
    );
    expect(saved.code).toBe(0);
    const list = await page(admin, { title: '期中' }, '/api/exam/tmpl/paging');
    expect(list.records[0]).toMatchObject({ title: '期中模板', quCount: 1, totalScore: 5 });
    const d = await t.post<{ rules: Array<{ repoId_dictText: string }> }>(
      '/api/exam/tmpl/detail',
      { id: saved.data.id },
      admin,
    );
    expect(d.data.rules[0]?.repoId_dictText).toMatch(/^考试题库/);
    const l = await newLearner(t);
    expect((await t.post('/api/exam/tmpl/paging', { current: 1, size: 10 }, l.token)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.post('/api/exam/tmpl/delete', { ids: [saved.data.id] }, admin)).code).toBe(0);
    expect((await t.post('/api/exam/tmpl/detail', { id: saved.data.id }, admin)).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('lists, state, delete, notify', () => {
  it('a learner lists only open exams in range, with their own results', async () => {
    const l = await newLearner(t, { deptCode: 'A01A02' });
    const open = await createExam(t, admin, examBody(bank.repoId, { title: '公开考试X' }));
    const dept = await createExam(
      t,
      admin,
      examBody(bank.repoId, { title: '市场部考试X', openType: 2, deptCodes: ['A01A02'] }),
    );
    const other = await createExam(
      t,
      admin,
      examBody(bank.repoId, { title: '研发考试X', openType: 2, deptCodes: ['A01A01'] }),
    );
    const off = await createExam(t, admin, examBody(bank.repoId, { title: '禁用考试X' }));
    await t.post('/api/exam/exam/state', { ids: [off], state: 1 }, admin);
    await hand(t, l.token, await startPaper(t, l.token, open));
    const ids = (await page(l.token, { title: '考试X' })).records.map((r) => r.id);
    expect(ids).toContain(open);
    expect(ids).toContain(dept);
    expect(ids).not.toContain(other);
    expect(ids).not.toContain(off);
    const row = (await page(l.token, { title: '公开考试X' })).records[0];
    expect(row).toMatchObject({ myTries: 1, timeState: 1, myPaperId: '' });
    const adminIds = (await page(admin, { title: '考试X' })).records.map((r) => r.id);
    expect(adminIds).toEqual(expect.arrayContaining([open, dept, other, off]));
    const sel = await page(admin, { title: '考试X', excludes: [open] }, '/api/exam/exam/pagingSelExam');
    expect(sel.records.map((r) => r.id)).not.toContain(open);
    expect((await t.post('/api/exam/exam/pagingSelExam', { current: 1, size: 10 }, l.token)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
  });

  it("a learner's detail is the check page's (no password); my scores list the handed-in exam", async () => {
    const l = await newLearner(t);
    const id = await createExam(t, admin, examBody(bank.repoId, { title: '成绩考试Y' }));
    await hand(t, l.token, await startPaper(t, l.token, id));
    const seen = await t.post<Record<string, unknown>>('/api/exam/exam/detail', { id }, l.token);
    expect(seen.data).toMatchObject({ id, myTries: 1, applyState: -1 });
    expect(seen.data).not.toHaveProperty('password');
    expect(seen.data).not.toHaveProperty('rules');
    const mine = await t.post<Page<{ examId: string; tries: number }>>(
      '/api/exam/record/my-paging',
      { current: 1, size: 10, params: { title: '成绩考试Y' } },
      l.token,
    );
    expect(mine.data.records).toEqual([expect.objectContaining({ examId: id, tries: 1 })]);
  });

  it('refuses deleting an exam while a paper is in progress', async () => {
    const id = await createExam(t, admin, examBody(bank.repoId));
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, id);
    expect((await t.post('/api/exam/exam/delete', { ids: [id] }, admin)).msg).toBe('有考生正在考试，不能删除！');
    await hand(t, l.token, paperId);
    expect((await t.post('/api/exam/exam/delete', { ids: [id] }, admin)).code).toBe(0);
    expect((await t.post('/api/exam/exam/detail', { id }, admin)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('prepare-notify messages every active user in range; the dashboard lists ongoing exams', async () => {
    const a = await newLearner(t, { deptCode: 'A01A03' });
    const id = await createExam(
      t,
      admin,
      examBody(bank.repoId, { title: '通知考试', openType: 2, deptCodes: ['A01A03'] }),
    );
    const sent = await t.post<{ sent: number }>('/api/exam/exam/prepare-notify', { id }, admin);
    expect(sent.data.sent).toBeGreaterThanOrEqual(1);
    const msgs = await t.post<{ records: Array<{ title: string }> }>(
      '/api/sys/user/msg/paging',
      { current: 1, size: 10, params: { readState: 0 } },
      a.token,
    );
    expect(msgs.data.records.map((m) => m.title)).toContain('考试通知：通知考试');
    await startPaper(t, a.token, id);
    const dash = await t.post<Page<{ id: string; procCount: number; handCount: number }>>(
      '/api/stat/exam/dash-exam-list',
      { current: 1, size: 5, params: { title: '通知考试' } },
      admin,
    );
    expect(dash.msg).toBe('操作成功！');
    expect(dash.data.records[0]).toMatchObject({ id, procCount: 1, handCount: 0 });
  });
});

describe('the demo exam', () => {
  it('is seeded outside production and can be taken by the demo learner', async () => {
    const student = (await loginStudent(t)).token;
    const list = await page(student, { title: '示例考试' });
    expect(list.records[0]).toMatchObject({ id: 'exam-demo', quCount: 12, totalScore: 70, timeState: 1 });
    const paperId = await startPaper(t, student, 'exam-demo');
    const res = await hand(t, student, paperId);
    expect(res.data).toMatchObject({ state: 1, quCount: 12, totalScore: 70, userScore: 0 });
  });
});
