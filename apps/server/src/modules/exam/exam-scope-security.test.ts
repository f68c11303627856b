import { ErrorCode } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExam, createExamBank, examBody, hand, newLearner, startPaper } from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { createUserAdmin } from '../../../test/user-helpers.ts';

/**
 * Issue 10 (audit findings 7, 12 and exam notifications): exam applications, the counts of the admin exam
 * lists and the exam notification follow the staff member's data scope, like marking.
 */
let t: TestApp;
let admin: string;
/** Staff limited to the department A01A02 (data scope 2) with the exam list, applications and notify. */
let staff: string;
let repoId: string;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  const menus = ['m-exam', 'm-exam-list', 'm-fn-exam-notify', 'm-exam-apply', 'm-fn-exam-apply-audit'];
  staff = (await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02', menus })).session.token;
  repoId = (await createExamBank(t, admin)).repoId;
});
afterAll(() => t.close());

type ApplyPage = { total: number; records: Array<{ id: string; userId: string; state: number }> };
const applyPage = (examId: string, token: string) =>
  t.post<ApplyPage>('/api/exam/apply/paging', { current: 1, size: 50, params: { examId } }, token);
const audit = (ids: string[], token: string) =>
  t.post('/api/exam/apply/audit', { ids, state: 1, auditMsg: '同意' }, token);

describe('exam applications follow the data scope', () => {
  it('does not list, and refuses auditing, the application of a learner outside the scope', async () => {
    const examId = await createExam(t, admin, examBody(repoId, { openType: 9, password: 'secret-pw' }));
    const outside = await newLearner(t, { deptCode: 'A01A01' });
    const inside = await newLearner(t, { deptCode: 'A01A02' });
    for (const l of [outside, inside]) {
      expect((await t.post('/api/exam/apply/save', { examId, applyMsg: '忘记密码' }, l.token)).code).toBe(0);
    }
    const all = (await applyPage(examId, admin)).data;
    expect(all.total).toBe(2);
    const idOf = (userId: string) => all.records.find((r) => r.userId === userId)?.id as string;

    const mine = (await applyPage(examId, staff)).data;
    expect(mine.total).toBe(1);
    expect(mine.records.map((r) => r.userId)).toEqual([inside.id]);

    // The attack: approving the outside learner's application, alone or among in-scope ones.
    expect((await audit([idOf(outside.id)], staff)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await audit([idOf(inside.id), idOf(outside.id)], staff)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await applyPage(examId, admin)).data.records.every((r) => r.state === 0)).toBe(true);
    const entry = await t.post('/api/paper/paper/create-paper', { examId }, outside.token);
    expect(entry.code).not.toBe(0);

    // Within the scope the audit works.
    expect((await audit([idOf(inside.id)], staff)).code).toBe(0);
    const states = new Map((await applyPage(examId, admin)).data.records.map((r) => [r.userId, r.state]));
    expect(Object.fromEntries(states)).toEqual({ [outside.id]: 0, [inside.id]: 1 });
  });
});

describe('exam list counts and exam notifications follow the data scope', () => {
  type DashRow = { id: string; procCount: number; handCount: number };
  const dash = async (token: string, examId: string) =>
    (
      await t.post<{ records: DashRow[] }>('/api/stat/exam/dash-exam-list', { current: 1, size: 50, params: {} }, token)
    ).data.records.find((r) => r.id === examId);
  const markCount = async (token: string, examId: string) =>
    (
      await t.post<{ records: Array<{ id: string; markCount: number }> }>(
        '/api/exam/exam/paging',
        { current: 1, size: 50, params: {} },
        token,
      )
    ).data.records.find((r) => r.id === examId)?.markCount;

  it('counts only papers of learners within the scope (dash-exam-list, exam paging)', async () => {
    const examId = await createExam(t, admin, examBody(repoId, { title: `范围计数${Date.now()}` }));
    const outside = await newLearner(t, { deptCode: 'A01A01' });
    const inside = await newLearner(t, { deptCode: 'A01A02' });
    const outsidePaper = await startPaper(t, outside.token, examId);
    expect((await hand(t, outside.token, outsidePaper)).code).toBe(0);
    const insidePaper = await startPaper(t, inside.token, examId);

    expect(await dash(admin, examId)).toMatchObject({ procCount: 1, handCount: 1 });
    expect(await dash(staff, examId)).toMatchObject({ procCount: 1, handCount: 0 });
    // The short answer needs marking, so a handed-in paper waits for it.
    expect(await markCount(admin, examId)).toBe(1);
    expect(await markCount(staff, examId)).toBe(0);

    expect((await hand(t, inside.token, insidePaper)).code).toBe(0);
    expect(await dash(staff, examId)).toMatchObject({ procCount: 0, handCount: 1 });
    expect(await markCount(staff, examId)).toBe(1);
    expect(await markCount(admin, examId)).toBe(2);
  });

  it('sends the exam notification only to users within the scope', async () => {
    const examId = await createExam(t, admin, examBody(repoId, { title: `范围通知${Date.now()}` }));
    const outside = await newLearner(t, { deptCode: 'A01A01' });
    const inside = await newLearner(t, { deptCode: 'A01A02' });
    const unread = async (token: string) => (await t.post<number>('/api/sys/user/msg/count-unread', {}, token)).data;
    const [outBefore, inBefore] = [await unread(outside.token), await unread(inside.token)];
    const res = await t.post<{ sent: number }>('/api/exam/exam/prepare-notify', { id: examId }, staff);
    expect(res.code).toBe(0);
    expect(res.data.sent).toBeGreaterThan(0);
    expect(await unread(inside.token)).toBe(inBefore + 1);
    expect(await unread(outside.token)).toBe(outBefore);
    const everyone = await t.post<{ sent: number }>('/api/exam/exam/prepare-notify', { id: examId }, admin);
    expect(everyone.data.sent).toBeGreaterThan(res.data.sent);
    expect(await unread(outside.token)).toBe(outBefore + 1);
  });
});
