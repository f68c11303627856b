import { ErrorCode, type PaperResult } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  answerAllRight,
  createExam,
  createExamBank,
  examBody,
  fill,
  hand,
  newLearner,
  paperDetail,
  startPaper,
} from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';

let t: TestApp;
let admin: string;
let bank: Awaited<ReturnType<typeof createExamBank>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  bank = await createExamBank(t, admin);
});
afterAll(() => t.close());

describe('a paper from start to result', () => {
  it('creates the paper, resumes it, saves answers, grades on hand-in, and keeps the record', async () => {
    const examId = await createExam(t, admin, examBody(bank.repoId));
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    expect(await startPaper(t, l.token, examId)).toBe(paperId);
    const detail = await paperDetail(t, l.token, paperId);
    expect(detail).toMatchObject({ state: 0, quCount: 7, totalScore: 19, answeredCount: 0 });
    expect(detail.leftSeconds).toBeGreaterThan(29 * 60);
    expect(detail.leftSeconds).toBeLessThanOrEqual(30 * 60);
    expect(detail.groups.map((g) => g.quType)).toEqual([1, 2, 3, 5, 6, 4, 99]);
    expect(detail.groups[0]?.title).toBe('一、单选题（共1题，共2分）');

    await answerAllRight(t, admin, l.token, paperId);
    expect((await paperDetail(t, l.token, paperId)).answeredCount).toBe(7);

    const res = await hand(t, l.token, paperId);
    expect(res.code, res.msg).toBe(0);
    // Objective: 2 * 5 = 10, composite's single child = 2 of 4; short answer awaits marking.
    expect(res.data).toMatchObject({ state: 1, objScore: 12, userScore: 12, passed: null, showAnswer: true });
    const short = res.data.quList.find((q) => q.quType === 4);
    expect(short).toMatchObject({ pendingMark: true, actualScore: 0 });
    expect(res.data.quList.find((q) => q.quType === 1)).toMatchObject({ isRight: true, actualScore: 2 });
    expect(res.data.quList.every((q) => q.key)).toBe(true);

    // Idempotent: again, and twice at once, answer the same closed paper.
    const again = await Promise.all([hand(t, l.token, paperId), hand(t, l.token, paperId)]);
    for (const r of again) expect(r.data).toMatchObject({ state: 1, userScore: 12, handTime: res.data.handTime });
    const records = await t.post<{ records: Array<{ tries: number; lastScore: number }> }>(
      '/api/exam/record/my-paging',
      { current: 1, size: 10 },
      l.token,
    );
    expect(records.data.records[0]).toMatchObject({ tries: 1, lastScore: 12, maxScore: 12, passed: false });
  });

  it('refuses answers after hand-in with PAPER_CLOSED', async () => {
    const examId = await createExam(
      t,
      admin,
      examBody(bank.repoId, { rules: [{ repoId: bank.repoId, quType: 1, count: 1, score: 10 }], qualifyScore: 5 }),
    );
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    const quId = bank.ids.single as string;
    expect((await fill(t, l.token, paperId, quId, { optionIds: ['x'] })).code).toBe(0);
    const r = await hand(t, l.token, paperId);
    expect(r.data).toMatchObject({ state: 2, userScore: 0, passed: false, result_dictText: '未通过' });
    const late = await fill(t, l.token, paperId, quId, { optionIds: ['y'] });
    expect(late.code).toBe(ErrorCode.PAPER_CLOSED);
  });
});

describe('ownership', () => {
  it("learner B meets 'not found' on every call about A's paper", async () => {
    const examId = await createExam(t, admin, examBody(bank.repoId, { leaveOn: true, camOn: true }));
    const a = await newLearner(t);
    const b = await newLearner(t);
    const paperId = await startPaper(t, a.token, examId);
    const quId = (await paperDetail(t, a.token, paperId)).groups[0]?.quList[0]?.quId as string;
    const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64')}`;
    const calls: Array<[string, unknown]> = [
      ['/api/paper/paper/paper-detail', { id: paperId }],
      ['/api/paper/paper/qu-detail', { paperId, quId }],
      ['/api/paper/paper/fill-answer', { paperId, quId, answer: { optionIds: ['x'] } }],
      ['/api/paper/paper/paper-result', { id: paperId }],
      ['/api/paper/paper/hand-exam', { id: paperId }],
      ['/api/paper/capture/save', { paperId, base64: png }],
      ['/api/paper/paper/leave-incr', { paperId }],
    ];
    for (const [url, body] of calls) {
      const res = await t.post(url, body, b.token);
      expect(res.code, url).toBe(ErrorCode.NOT_FOUND);
    }
    const mine = await paperDetail(t, a.token, paperId);
    expect(mine).toMatchObject({ state: 0, answeredCount: 0, leaveTimes: 0 });
    const result = await t.post<PaperResult>('/api/paper/paper/paper-result', { id: paperId }, a.token);
    expect(result.data.state).toBe(0);
  });
});
