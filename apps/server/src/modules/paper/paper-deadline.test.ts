import { sweepDuePapers } from '@server/jobs/paper-deadline.ts';
import { ErrorCode, HandReason, type PaperResult } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createExam,
  createExamBank,
  examBody,
  expirePaper,
  fill,
  newLearner,
  paperDetail,
  paperState,
  startPaper,
  storedAnswers,
} from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';

let t: TestApp;
let admin: string;
let repoId: string;
let singleId: string;

beforeAll(async () => {
  // No timed sweeps here: the tests run them by hand, or through a restart.
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  const bank = await createExamBank(t, admin);
  repoId = bank.repoId;
  singleId = bank.ids.single as string;
});
afterAll(() => t.close());

const oneSingle = { rules: [{ repoId: '', quType: 1, count: 1, score: 10 }], qualifyScore: 6 };
const makeExam = (o: Parameters<typeof examBody>[1] = {}) =>
  createExam(t, admin, examBody(repoId, { ...oneSingle, rules: [{ repoId, quType: 1, count: 1, score: 10 }], ...o }));
const stateOf = (id: string) => paperState(t, id);

describe('the deadline', () => {
  it('is the earlier of start + duration and the exam end', async () => {
    const examId = await makeExam({ totalTime: 120, endTime: new Date(Date.now() + 10 * 60_000).toISOString() });
    const l = await newLearner(t);
    const d = await paperDetail(t, l.token, await startPaper(t, l.token, examId));
    expect(d.leftSeconds).toBeLessThanOrEqual(600);
    expect(d.leftSeconds).toBeGreaterThan(590);
  });

  it('refuses answers past it and hands the paper in on the spot', async () => {
    const examId = await makeExam();
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    expect((await fill(t, l.token, paperId, singleId, { optionIds: ['a'] })).code).toBe(0);
    await expirePaper(t, paperId);
    const late = await fill(t, l.token, paperId, singleId, { optionIds: ['b'] });
    expect(late).toMatchObject({ code: ErrorCode.PAPER_CLOSED, msg: '考试时间已到，试卷已自动交卷！' });
    expect(await stateOf(paperId)).toMatchObject({ state: 2, hand_reason: HandReason.TIMEOUT });
    expect((await storedAnswers(t, paperId))[0]?.answer).toEqual({ optionIds: ['a'] });
  });

  it('the sweeper hands in every paper past its deadline, once', async () => {
    const examId = await makeExam();
    const learners = await Promise.all([newLearner(t), newLearner(t), newLearner(t)]);
    const papers = await Promise.all(learners.map((l) => startPaper(t, l.token, examId)));
    await expirePaper(t, papers[0] as string);
    await expirePaper(t, papers[1] as string);
    const [a, b] = await Promise.all([sweepDuePapers(t.ctx), sweepDuePapers(t.ctx)]);
    expect(a + b).toBeGreaterThanOrEqual(2);
    for (const id of papers.slice(0, 2)) expect(await stateOf(id)).toMatchObject({ state: 2, hand_reason: 2 });
    expect(await stateOf(papers[2] as string)).toMatchObject({ state: 0 });
    expect(await sweepDuePapers(t.ctx)).toBe(0);
    const rec = await t.post<{ records: Array<{ tries: number }> }>(
      '/api/exam/record/my-paging',
      { current: 1, size: 10 },
      learners[0]?.token,
    );
    expect(rec.data.records[0]?.tries).toBe(1);
  });

  it('papers whose deadline passed while the server was down are handed in when it starts', async () => {
    const examId = await makeExam();
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    await expirePaper(t, paperId);
    // A new server process on the same database (default sweeping) runs a sweep as it starts.
    const restarted = await buildSiblingApp(t);
    try {
      for (let i = 0; i < 50 && (await stateOf(paperId))?.state === 0; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(await stateOf(paperId)).toMatchObject({ state: 2, hand_reason: HandReason.TIMEOUT });
      const res = await restarted.post<PaperResult>('/api/paper/paper/paper-result', { id: paperId }, l.token);
      expect(res.data).toMatchObject({ state: 2, handReason: 2, passed: false });
    } finally {
      await restarted.close();
    }
  });
});
