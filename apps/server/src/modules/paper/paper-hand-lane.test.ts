import { sweepDuePapers } from '@server/jobs/paper-deadline.ts';
import { dayIn } from '@server/lib/site-day.ts';
import { ErrorCode, HandReason, type PaperResult, type QuDetail } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollupSnapshot } from '../../../test/analysis-rollup-helpers.ts';
import { buildSiblingApp, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  answerAllRight,
  createExam,
  createExamBank,
  examBody,
  examRecord,
  expirePaper,
  fill,
  hand,
  newLearner,
  startPaper,
  storedAnswers,
} from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { daySnapshot, examPointsLog, examWrongBook, papersOf, refuseClosing } from '../../../test/hand-lane-helpers.ts';
import { rebuildRollups } from '../stat/stat-rollup.ts';
import { handInPaper } from './paper-hand.service.ts';

/**
 * Issue 27 items 2 and 3: hand-ins arriving together are closed in one batch (paper-hand-lane.ts) and the
 * deadline sweeper claims due papers FOR UPDATE SKIP LOCKED. One bad paper never fails its batch, two
 * sweepers never hand a paper in twice, and an acknowledged answer is graded when hand-ins are batched.
 */

let t: TestApp;
let admin: string;
let bank: Awaited<ReturnType<typeof createExamBank>>;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  bank = await createExamBank(t, admin);
});
afterAll(() => t.close());

const objective = (repoId: string) => [1, 2, 3].map((quType) => ({ repoId, quType, level: 0, count: 1, score: 2 }));
/** An exam of three objective questions (6 points, pass at 6) granting 5 points on pass. */
const objectiveExam = () =>
  createExam(t, admin, examBody(bank.repoId, { rules: objective(bank.repoId), qualifyScore: 6, points: 5 }));

/** The day roll-ups and the analysis roll-ups, as text; then the same after a recount of today. */
async function rollupsAndRecount() {
  const snap = async () => ({ ...(await rollupSnapshot(t)), ...(await daySnapshot(t)) });
  const kept = await snap();
  const today = dayIn(t.ctx.config.SITE_TZ, new Date());
  await rebuildRollups(t.ctx, today, today);
  return { kept, recount: await snap() };
}

describe('the hand-in lane', () => {
  it('hands in the other papers of a batch correctly when one of them fails', async () => {
    const examId = await objectiveExam();
    const learners = await Promise.all(Array.from({ length: 6 }, () => newLearner(t)));
    const papers: string[] = [];
    for (const l of learners) papers.push(await startPaper(t, l.token, examId));
    // Three answer everything right (pass: record, points, no wrong book); three answer nothing.
    for (let i = 0; i < 3; i++) await answerAllRight(t, admin, learners[i]?.token as string, papers[i] as string);
    const bad = papers[5] as string;
    // The bad paper cannot be closed: the batch's statement fails, then its own hand-in fails.
    const undo = await refuseClosing(t, bad);
    let outcomes: PromiseSettledResult<unknown>[];
    try {
      // Queued in the same turn: one batch.
      outcomes = await Promise.allSettled(papers.map((id) => handInPaper(t.ctx, id, HandReason.STAFF)));
    } finally {
      await undo();
    }
    expect(outcomes.map((o) => o.status)).toEqual([...Array(5).fill('fulfilled'), 'rejected']);
    const rows = await papersOf(t, examId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    papers.slice(0, 5).forEach((id, i) => {
      expect(byId.get(id)).toMatchObject({ state: 2, hand_reason: HandReason.STAFF });
      expect(Number(byId.get(id)?.user_score)).toBe(i < 3 ? 6 : 0);
    });
    expect(byId.get(bad)).toMatchObject({ state: 0 });
    for (let i = 0; i < 5; i++) {
      const rec = await examRecord(t, examId, learners[i]?.id as string);
      expect(rec).toMatchObject({ tries: 1, passed: i < 3 });
    }
    const points = await examPointsLog(t, examId);
    expect(points.map((p) => p.user_id).sort()).toEqual(
      learners
        .slice(0, 3)
        .map((l) => l.id)
        .sort(),
    );
    expect(points.every((p) => p.points === 5)).toBe(true);
    const wrong = await examWrongBook(t, examId);
    expect(wrong.map((w) => w.user_id).sort()).toEqual([learners[3]?.id, learners[4]?.id].sort());
    expect(wrong.every((w) => w.n === 3)).toBe(true);
    // The bad paper, once it can be closed, goes in on its own.
    expect((await handInPaper(t.ctx, bad, HandReason.STAFF)).state).toBe(2);
    const { kept, recount } = await rollupsAndRecount();
    expect(kept.el_stat_exam_user?.filter((r) => r.includes(examId))).toHaveLength(6);
    expect(recount).toEqual(kept);
  });

  it('two sweepers (two app instances on the same database) never hand a paper in twice', async () => {
    const examId = await objectiveExam();
    const PAPERS = 24;
    const learners = await Promise.all(Array.from({ length: PAPERS }, () => newLearner(t)));
    const papers: string[] = [];
    for (const l of learners) papers.push(await startPaper(t, l.token, examId));
    for (const id of papers) await expirePaper(t, id);
    const other = await buildSiblingApp(t, { DEADLINE_SWEEP_SECONDS: '0' });
    let closed: number[];
    try {
      // Claims of 4 papers, two sweeps in each process at once (each runs two claims at a time).
      closed = await Promise.all([t.ctx, other.ctx, t.ctx, other.ctx].map((ctx) => sweepDuePapers(ctx, { batch: 4 })));
    } finally {
      await other.close();
    }
    expect(closed.reduce((a, b) => a + b, 0)).toBe(PAPERS);
    const rows = await papersOf(t, examId);
    expect(rows.every((r) => r.state === 2 && r.hand_reason === HandReason.TIMEOUT)).toBe(true);
    for (const l of learners) expect((await examRecord(t, examId, l.id))?.tries).toBe(1);
    const wrongs = await examWrongBook(t, examId);
    expect(wrongs).toHaveLength(PAPERS);
    expect(wrongs.every((w) => w.n === 3 && w.max === 1)).toBe(true);
    const { kept, recount } = await rollupsAndRecount();
    expect(recount).toEqual(kept);
    expect(await sweepDuePapers(t.ctx)).toBe(0);
  });

  it('grades every acknowledged answer when hand-ins of many papers race their answers', async () => {
    const single = bank.ids.single as string;
    const rules = [{ repoId: bank.repoId, quType: 1, level: 0, count: 1, score: 10 }];
    const examId = await createExam(t, admin, examBody(bank.repoId, { rules, qualifyScore: 5 }));
    const key = (await t.post<QuDetail>('/api/qu/qu/detail', { id: single }, admin)).data;
    const right = key.answerList.find((a) => a.isRight)?.id as string;
    const wrong = key.answerList.find((a) => !a.isRight)?.id as string;
    const PAPERS = 16;
    const papers: Array<{ token: string; paperId: string }> = [];
    for (let i = 0; i < PAPERS; i++) {
      const l = await newLearner(t);
      const paperId = await startPaper(t, l.token, examId);
      expect((await fill(t, l.token, paperId, single, { optionIds: [wrong] })).code).toBe(0);
      papers.push({ token: l.token, paperId });
    }
    // Every answer is sent, then every hand-in is queued at once (one batch), answers still arriving.
    const fills = papers.map((p, i) =>
      new Promise((r) => setTimeout(r, i % 4)).then(() => fill(t, p.token, p.paperId, single, { optionIds: [right] })),
    );
    await new Promise((r) => setImmediate(r));
    const hands = papers.map((p) => handInPaper(t.ctx, p.paperId, HandReason.STAFF));
    const [filled, handed] = await Promise.all([Promise.all(fills), Promise.all(hands)]);
    const broken: string[] = [];
    for (let i = 0; i < PAPERS; i++) {
      const p = papers[i] as (typeof papers)[number];
      const f = filled[i] as Awaited<(typeof fills)[number]>;
      expect([0, ErrorCode.PAPER_CLOSED]).toContain(f.code);
      expect(handed[i]?.state).toBe(2);
      const stored = (await storedAnswers(t, p.paperId))[0]?.answer as { optionIds: string[] };
      const now = (await t.post<PaperResult>('/api/paper/paper/paper-result', { id: p.paperId }, p.token)).data;
      const want = f.code === 0 ? right : wrong;
      const ok =
        stored.optionIds[0] === want &&
        now.quList[0]?.isRight === (f.code === 0) &&
        now.userScore === (f.code === 0 ? 10 : 0);
      if (!ok) broken.push(`${f.code === 0 ? 'acknowledged' : 'refused'}: graded ${now.quList[0]?.isRight}`);
    }
    expect(broken).toEqual([]);
  });

  it('hand-exam answers from the batch exactly what paper-result answers afterwards', async () => {
    for (const showAnswer of [true, false]) {
      const examId = await createExam(
        t,
        admin,
        examBody(bank.repoId, { rules: objective(bank.repoId), qualifyScore: 6, showAnswer }),
      );
      const learners = await Promise.all(Array.from({ length: 4 }, () => newLearner(t)));
      const papers = await Promise.all(learners.map((l) => startPaper(t, l.token, examId)));
      // Two answer everything right, two answer one question wrong.
      for (const [i, l] of learners.entries()) {
        const ids = await answerAllRight(t, admin, l.token, papers[i] as string);
        if (i >= 2) expect((await fill(t, l.token, papers[i] as string, ids[0] as string, {})).code).toBe(0);
      }
      // All at once: the lane closes them in one batch and answers each from its rows.
      const handed = await Promise.all(learners.map((l, i) => hand(t, l.token, papers[i] as string)));
      for (const [i, l] of learners.entries()) {
        expect(handed[i]?.code).toBe(0);
        const after = await t.post<PaperResult>('/api/paper/paper/paper-result', { id: papers[i] }, l.token);
        expect(handed[i]?.data).toEqual(after.data);
        expect(after.data.userScore).toBe(i < 2 ? 6 : 4);
        expect(after.data.showCorrectness).toBe(showAnswer);
      }
    }
  });
});
