import type { Page, PaperRow } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExam, createExamBank, examBody, hand, startPaper } from '../../../test/exam-helpers.ts';
import { createUser, login, loginAdmin } from '../../../test/factories.ts';

/** `/api/paper/paper/paging` for a learner (no exam:list): their own papers only, whatever the filters say. */
let t: TestApp;
let admin: string;
let bank: Awaited<ReturnType<typeof createExamBank>>;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  bank = await createExamBank(t, admin);
});
afterAll(() => t.close());

async function learner(realName: string) {
  const u = await createUser(t, { realName });
  return { id: u.id, token: (await login(t, u.userName)).token };
}

/** One single-choice question: handing in unanswered closes the paper as failed (state 2). */
const oneQuestion = () =>
  createExam(
    t,
    admin,
    examBody(bank.repoId, { rules: [{ repoId: bank.repoId, quType: 1, level: 0, count: 1, score: 10 }] }),
  );

const paging = (token: string, params: Record<string, unknown> = {}, size = 10) =>
  t.post<Page<PaperRow>>('/api/paper/paper/paging', { current: 1, size, params }, token);

describe('a learner lists their papers', () => {
  it("shows only their own papers, never another learner's, and the filters narrow them", async () => {
    const a = await learner('列表学员甲');
    const b = await learner('列表学员乙');
    const exam1 = await oneQuestion();
    const exam2 = await oneQuestion();
    const handed = await startPaper(t, a.token, exam1);
    expect((await hand(t, a.token, handed)).data.state).toBe(2);
    const open = await startPaper(t, a.token, exam2);
    const theirs = await startPaper(t, b.token, exam1);

    const all = await paging(a.token);
    expect(all.code, all.msg).toBe(0);
    expect(all.data.total).toBe(2);
    // Newest first.
    expect(all.data.records.map((r) => r.id)).toEqual([open, handed]);
    for (const r of all.data.records) expect(r).toMatchObject({ userId: a.id, realName: '列表学员甲' });
    expect(all.data.records[1]).toMatchObject({ examId: exam1, state: 2, passed: false, totalScore: 10 });

    // The other learner sees their one paper, not A's.
    const other = await paging(b.token);
    expect(other.data.records.map((r) => r.id)).toEqual([theirs]);

    // Filters: exam, state, name.
    expect((await paging(a.token, { examId: exam1 })).data.records.map((r) => r.id)).toEqual([handed]);
    expect((await paging(a.token, { examId: exam2 })).data.records.map((r) => r.id)).toEqual([open]);
    expect((await paging(a.token, { state: 0 })).data.records.map((r) => r.id)).toEqual([open]);
    expect((await paging(a.token, { state: 2 })).data.records.map((r) => r.id)).toEqual([handed]);
    expect((await paging(a.token, { examId: exam1, state: 0 })).data.total).toBe(0);
    expect((await paging(a.token, { realName: '学员甲' })).data.total).toBe(2);
    expect((await paging(a.token, { realName: '学员乙' })).data.total).toBe(0);

    // Paging: one per page, the total stays the learner's own.
    const first = await paging(a.token, {}, 1);
    expect(first.data).toMatchObject({ total: 2, size: 1 });
    expect(first.data.records.map((r) => r.id)).toEqual([open]);
  });

  it("ignores a userId naming another learner and never returns that learner's papers", async () => {
    const a = await learner('越权学员甲');
    const b = await learner('越权学员乙');
    const examId = await oneQuestion();
    const mine = await startPaper(t, a.token, examId);
    const theirs = await startPaper(t, b.token, examId);

    const asked = await paging(a.token, { userId: b.id });
    expect(asked.data.records.map((r) => r.id)).toEqual([mine]);
    const byExam = await paging(a.token, { examId, userId: b.id, realName: '越权学员乙' });
    expect(byExam.data.records).toEqual([]);
    expect(byExam.data.total).toBe(0);
    // The administrator (exam:list) does see B's paper through the same path.
    const staff = await paging(admin, { examId, userId: b.id });
    expect(staff.data.records.map((r) => r.id)).toEqual([theirs]);
  });
});
