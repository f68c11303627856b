import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { papersOfUser, refuseInsert } from '../../../test/create-lane-helpers.ts';
import { createExam, createExamBank, examBody, newLearner, startPaper } from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { getExamById } from '../exam/exam.queries.ts';
import { draftPaper } from './paper-create.service.ts';
import { createLane } from './paper-create-lane.ts';

/**
 * Issue 27 item 1: papers of learners starting together are written by one statement (paper-create-lane.ts).
 * One bad paper never fails its batch, and a learner never gets two papers in progress, whether the two
 * starts meet in one batch, in one process or in two.
 */

let t: TestApp;
let admin: string;
let examId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  const bank = await createExamBank(t, admin);
  const rules = [1, 2, 3].map((quType) => ({ repoId: bank.repoId, quType, level: 0, count: 1, score: 2 }));
  examId = await createExam(t, admin, examBody(bank.repoId, { rules, qualifyScore: 6 }));
});
afterAll(() => t.close());

describe('the create lane', () => {
  it('creates the other papers of a batch, with their questions, when one of them fails', async () => {
    const exam = await getExamById(t.ctx.db, examId);
    const learners = await Promise.all(Array.from({ length: 6 }, () => newLearner(t)));
    const drafts = await Promise.all(learners.map((l) => draftPaper(t.ctx, exam, l.id)));
    const undo = await refuseInsert(t, learners[5]?.id as string);
    let outcomes: PromiseSettledResult<boolean>[];
    try {
      // Queued in the same turn: one batch.
      outcomes = await Promise.allSettled(drafts.map((d) => createLane(t.ctx).create(d)));
    } finally {
      await undo();
    }
    expect(outcomes.map((o) => o.status)).toEqual([...Array(5).fill('fulfilled'), 'rejected']);
    expect(outcomes.slice(0, 5).map((o) => (o as PromiseFulfilledResult<boolean>).value)).toEqual(Array(5).fill(true));
    for (const [i, l] of learners.entries()) {
      const rows = await papersOfUser(t, l.id);
      expect(rows).toEqual(i < 5 ? [{ id: drafts[i]?.paper.id, state: 0, qus: 3 }] : []);
    }
  });

  it('makes one paper of two drafts of one learner in the same batch', async () => {
    const exam = await getExamById(t.ctx.db, examId);
    const l = await newLearner(t);
    const drafts = await Promise.all([draftPaper(t.ctx, exam, l.id), draftPaper(t.ctx, exam, l.id)]);
    const created = await Promise.all(drafts.map((d) => createLane(t.ctx).create(d)));
    expect(created.filter(Boolean)).toHaveLength(1);
    const winner = drafts[created.indexOf(true)]?.paper.id;
    // Only the paper inserted got questions: the loser left no row behind.
    expect(await papersOfUser(t, l.id)).toEqual([{ id: winner, state: 0, qus: 3 }]);
  });

  it('answers the same paper to two create-paper calls of one learner racing, in one process and in two', async () => {
    const other = await buildSiblingApp(t);
    try {
      for (const apps of [
        [t, t],
        [t, other],
      ]) {
        const l = await newLearner(t);
        const ids = await Promise.all(apps.map((a) => startPaper(a as TestApp, l.token, examId)));
        expect(ids[0]).toBe(ids[1]);
        expect(await papersOfUser(t, l.id)).toEqual([{ id: ids[0], state: 0, qus: 3 }]);
        // And again later: the paper in progress is resumed.
        expect(await startPaper(t, l.token, examId)).toBe(ids[0]);
      }
    } finally {
      await other.close();
    }
  });
});
