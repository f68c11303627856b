import type { MarkPaperDetail, PaperResult } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  answerAllRight,
  createExam,
  createExamBank,
  examBody,
  hand,
  newLearner,
  startPaper,
} from '../../../test/exam-helpers.ts';
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

describe('marking', () => {
  it('scores each subjective answer within its maximum; finishing finalises score, pass, record and messages the learner', async () => {
    const examId = await createExam(t, admin, examBody(bank.repoId, { qualifyScore: 15 }));
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    await answerAllRight(t, admin, l.token, paperId);
    const handed = await hand(t, l.token, paperId);
    expect(handed.data).toMatchObject({ state: 1, userScore: 12, passed: null });

    const exams = await t.post<{ records: Array<{ id: string; markCount: number }> }>(
      '/api/exam/exam/paging',
      { current: 1, size: 50, params: { needMark: true } },
      admin,
    );
    expect(exams.data.records.find((e) => e.id === examId)?.markCount).toBe(1);
    const papers = await t.post<{ records: Array<{ id: string; state: number }> }>(
      '/api/paper/mark/paper-paging',
      { current: 1, size: 10, params: { examId, state: 1 } },
      admin,
    );
    expect(papers.data.records.map((p) => p.id)).toEqual([paperId]);

    const detail = (await t.post<MarkPaperDetail>('/api/paper/mark/paper-detail', { id: paperId }, admin)).data;
    expect(detail.objScore).toBe(12);
    // The short answer (5) and the composite's short child (half of 4).
    expect(detail.qus.map((q) => [q.subId === '', q.maxScore, q.answerText])).toEqual([
      [true, 5, '我的回答'],
      [false, 2, '我的回答'],
    ]);
    const [short, child] = detail.qus;
    const mark = (q: typeof short, score: number) =>
      t.post<MarkPaperDetail>('/api/paper/mark/fill', { paperId, quId: q?.quId, subId: q?.subId, score }, admin);
    expect((await mark(short, 6)).msg).toBe('得分必须在 0 到 5 之间！');
    expect((await mark(short, 4.5)).data.qus[0]?.markedScore).toBe(4.5);
    const early = await t.post('/api/paper/mark/finish', { id: paperId }, admin);
    expect(early.msg).toBe('还有1道主观题未评分，请完成后再提交！');
    expect((await mark(child, 2)).code).toBe(0);
    expect((await t.post('/api/paper/mark/finish', { id: paperId }, (await loginStudent(t)).token)).code).not.toBe(0);

    const done = await t.post<PaperResult>('/api/paper/mark/finish', { id: paperId }, admin);
    expect(done.data).toMatchObject({ state: 2, objScore: 12, subjScore: 6.5, userScore: 18.5, passed: true });
    expect(done.data.quList.find((q) => q.quType === 4)).toMatchObject({ actualScore: 4.5, pendingMark: false });
    expect(done.data.quList.find((q) => q.quType === 99)).toMatchObject({ actualScore: 4, isRight: true });
    expect((await t.post('/api/paper/mark/finish', { id: paperId }, admin)).data).toMatchObject({ state: 2 });
    expect((await mark(short, 1)).msg).toBe('该试卷已完成阅卷！');

    const mine = await t.post<PaperResult>('/api/paper/paper/paper-result', { id: paperId }, l.token);
    expect(mine.data).toMatchObject({ userScore: 18.5, passed: true, result_dictText: '通过' });
    const rec = await t.post<{ records: Array<Record<string, unknown>> }>(
      '/api/exam/record/my-paging',
      { current: 1, size: 10 },
      l.token,
    );
    expect(rec.data.records[0]).toMatchObject({ tries: 1, lastScore: 18.5, maxScore: 18.5, passed: true });
    const msgs = await t.post<{ records: Array<{ title: string }> }>(
      '/api/sys/user/msg/paging',
      { current: 1, size: 10, params: { readState: 0 } },
      l.token,
    );
    expect(msgs.data.records.some((m) => m.title.startsWith('阅卷完成'))).toBe(true);
  });
});
