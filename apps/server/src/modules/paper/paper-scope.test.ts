import { ErrorCode, type MarkPaperDetail, type Page, type PaperRow, type WatchRow } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  answerAllRight,
  createExam,
  createExamBank,
  examBody,
  hand,
  newLearner,
  paperState,
  startPaper,
} from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { createUserAdmin } from '../../../test/user-helpers.ts';

/** Issue 10 item 2: marking and ExamWatch see and act on learners within the staff member's data scope only. */
let t: TestApp;
let admin: string;
let bank: Awaited<ReturnType<typeof createExamBank>>;
/** A marker and proctor whose role is limited to their department (A01A02). */
let staff: string;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  bank = await createExamBank(t, admin);
  const menus = ['m-exam', 'm-exam-mark', 'm-exam-watch'];
  staff = (await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02', menus })).session.token;
});
afterAll(() => t.close());

/** Two learners of an exam: one in the staff member's department, one elsewhere. */
async function twoLearners() {
  const examId = await createExam(t, admin, examBody(bank.repoId));
  const inside = await newLearner(t, { deptCode: 'A01A02' });
  const outside = await newLearner(t, { deptCode: 'A01A01' });
  return { examId, inside, outside };
}

describe('marking respects the data scope', () => {
  it('lists, details, marks and finishes only papers of learners in scope', async () => {
    const { examId, inside, outside } = await twoLearners();
    const papers: string[] = [];
    for (const l of [inside, outside]) {
      const id = await startPaper(t, l.token, examId);
      await answerAllRight(t, admin, l.token, id);
      expect((await hand(t, l.token, id)).data.state).toBe(1);
      papers.push(id);
    }
    const [mine, theirs] = papers;
    const list = await t.post<Page<PaperRow>>(
      '/api/paper/mark/paper-paging',
      { current: 1, size: 10, params: { examId, state: 1, scope: { kind: 'all' } } },
      staff,
    );
    expect(list.data.records.map((p) => p.id)).toEqual([mine]);
    expect(list.data.total).toBe(1);
    const byUser = await t.post<Page<PaperRow>>(
      '/api/paper/mark/paper-paging',
      { current: 1, size: 10, params: { examId, userId: outside.id } },
      staff,
    );
    expect(byUser.data.records).toEqual([]);

    const detail = (id: string) => t.post<MarkPaperDetail>('/api/paper/mark/paper-detail', { id }, staff);
    expect((await detail(theirs)).code).toBe(ErrorCode.NOT_FOUND);
    const item = (await detail(mine)).data.qus[0];
    expect(item).toBeDefined();
    const fill = (paperId: string) =>
      t.post('/api/paper/mark/fill', { paperId, quId: item?.quId, subId: item?.subId, score: 1 }, staff);
    expect((await fill(theirs)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await fill(mine)).code).toBe(0);
    expect((await t.post('/api/paper/mark/finish', { id: theirs }, staff)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await paperState(t, theirs)).state).toBe(1);
    // The administrator (all data) still marks every paper.
    expect((await t.post('/api/paper/mark/paper-detail', { id: theirs }, admin)).code).toBe(0);
  });
});

describe('ExamWatch respects the data scope', () => {
  it('lists, warns and forces hand-in only for examinees in scope, and hides the others captures', async () => {
    const { examId, inside, outside } = await twoLearners();
    const mine = await startPaper(t, inside.token, examId);
    const theirs = await startPaper(t, outside.token, examId);

    const page = await t.post<Page<WatchRow>>(
      '/api/exam/watch/paging',
      { current: 1, size: 10, params: { examId, scope: { kind: 'all' } } },
      staff,
    );
    expect(page.data.records.map((r) => r.userId)).toEqual([inside.id]);

    const warn = (userIds?: string[]) =>
      t.post<{ sent: number }>('/api/exam/watch/warn', { examId, msg: '请专心答题', userIds }, staff);
    expect((await warn([outside.id])).msg).toBe('当前没有正在考试的考生！');
    expect((await warn()).data).toEqual({ sent: 1 });
    expect((await warn([inside.id, outside.id])).data).toEqual({ sent: 1 });

    const captures = await t.post('/api/exam/watch/captures', { paperId: theirs }, staff);
    expect(captures.code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.post('/api/exam/watch/captures', { paperId: mine }, staff)).code).toBe(0);

    const forced = await t.post('/api/exam/watch/force-hand', { examId, paperIds: [theirs] }, staff);
    expect(forced.data).toEqual({ handed: 0 });
    expect((await paperState(t, theirs)).state).toBe(0);
    const both = await t.post('/api/exam/watch/force-hand', { examId, paperIds: [mine, theirs] }, staff);
    expect(both.data).toEqual({ handed: 1 });
    expect((await paperState(t, mine)).state).not.toBe(0);
    expect((await paperState(t, theirs)).state).toBe(0);
  });
});

describe('paper results respect the data scope', () => {
  it('a department-limited exam:list holder reads results of its department only', async () => {
    const lister = (
      await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02', menus: ['m-exam', 'm-exam-list'] })
    ).session.token;
    const { examId, inside, outside } = await twoLearners();
    const papers: string[] = [];
    for (const l of [inside, outside]) {
      const id = await startPaper(t, l.token, examId);
      await hand(t, l.token, id);
      papers.push(id);
    }
    const result = (id: string) => t.post('/api/paper/paper/paper-result', { id }, lister);
    expect((await result(papers[0])).code).toBe(0);
    expect((await result(papers[1])).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.post('/api/paper/paper/paper-result', { id: papers[1] }, admin)).code).toBe(0);
  });
});
