import { ErrorCode, type ExerciseRecord } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, TestApp } from '../../../../test/build-test-app.ts';
import { buildTestApp } from '../../../../test/build-test-app.ts';
import {
  ageExercises,
  exerciseAnswerOf,
  exercisesOf,
  insertCourse,
  insertCourseFile,
  setBankTrain,
} from '../../../../test/course-helpers.ts';
import { createExam, createExamBank, examBody, hand, newLearner, startPaper } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { IN_EXAM_TEXT, SEALED_TEXT } from '../../train/train-guard.ts';
import { ANSWERED_TEXT, DRAW_LIMIT_TEXT, DRAWS_PER_HOUR } from './exercise.service.ts';

/**
 * Issue 24 item 2: no answer key through course exercises. One open exercise per learner and file,
 * answered once (parallel answers: one graded, the rest refused); banks follow the training rules of
 * issue 10 (open to training, nothing during a paper in progress, sealed questions never drawn); drawing
 * is limited per hour; the required count is not satisfied by a burst.
 */

let t: TestApp;
let admin: string;
let bank: Awaited<ReturnType<typeof createExamBank>>;
let spare: Awaited<ReturnType<typeof createExamBank>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  bank = await createExamBank(t, admin);
  spare = await createExamBank(t, admin);
});
afterAll(() => t.close());

type Learner = { id: string; token: string };
type Ref = { courseId: string; fileId: string };

/** A course with exercises on one file drawing from the given banks. */
async function exerciseCourse(repoIds: string[], exercisesCount = 3): Promise<Ref> {
  const fileId = await insertCourseFile(t, { needLearn: 600, repoIds });
  return { courseId: await insertCourse(t, [fileId], { exercises: true, exercisesCount }), fileId };
}
const draw = (l: Learner, ref: Ref) => t.post<ExerciseRecord>('/api/course/exercises/exercises-record', ref, l.token);
const answer = (l: Learner, id: string, letter: string) =>
  t.post<boolean>('/api/course/exercises/isAnswer', { exercisesRecordId: id, answer: letter }, l.token);
const remain = async (l: Learner, ref: Ref) =>
  (await t.post<number>('/api/course/exercises/remain', ref, l.token)).data;
const rowsOf = (l: Learner) => exercisesOf(t, l.id);
const quOf = async (l: Learner, id: string) => (await rowsOf(l)).find((r) => r.id === id)?.quId;
/** Whether a reply carries anything of a key: the right letter's field, analysis, isRight, the bank's analysis texts. */
const leaksKey = (res: Envelope<unknown>) => /"answer"|"analysis"|"isRight"|基础|参考：坚持/.test(JSON.stringify(res));
const LETTERS = ['A', 'B', 'C', 'D'];

describe('the burst attack', () => {
  it('20 parallel draws give one exercise; 20 parallel answers with every letter grade exactly one', async () => {
    const ref = await exerciseCourse([bank.repoId], 3);
    const l = await newLearner(t);
    const draws = await Promise.all(Array.from({ length: 20 }, () => draw(l, ref)));
    expect(draws.every((r) => r.code === 0 && !leaksKey(r))).toBe(true);
    expect(new Set(draws.map((r) => r.data.id)).size).toBe(1);
    expect(await rowsOf(l)).toHaveLength(1);

    const id = draws[0]?.data.id as string;
    const replies = await Promise.all(Array.from({ length: 20 }, (_, i) => answer(l, id, LETTERS[i % 4] as string)));
    const graded = replies.filter((r) => r.code === 0);
    expect(graded).toHaveLength(1);
    for (const r of replies.filter((x) => x.code !== 0)) {
      expect(r).toMatchObject({ code: ErrorCode.FAIL, msg: ANSWERED_TEXT, data: null });
    }
    expect(replies.some(leaksKey)).toBe(false);
    // a later answer with the right letter is refused too, not graded
    expect(await answer(l, id, await exerciseAnswerOf(t, id))).toMatchObject({ code: ErrorCode.FAIL, data: null });

    // the burst counts at most one exercise toward the three required
    expect(await remain(l, ref)).toBeGreaterThanOrEqual(2);
    const [row] = await rowsOf(l);
    expect(row?.state).toBe(graded[0]?.data ? 1 : 2);
  });

  it('a wrong answer replies only false, and the next draw holds no key either', async () => {
    const ref = await exerciseCourse([bank.repoId]);
    const l = await newLearner(t);
    const q = (await draw(l, ref)).data;
    const right = await exerciseAnswerOf(t, q.id);
    const res = await answer(l, q.id, right === 'A' ? 'B' : 'A');
    expect(res).toEqual({ code: 0, msg: expect.any(String), data: false, success: true });
    expect(leaksKey(res)).toBe(false);
    const next = await draw(l, ref);
    expect(next.data.id).not.toBe(q.id);
    expect(
      Object.keys(next.data).every((k) => ['id', 'title', 'optionA', 'optionB', 'optionC', 'optionD'].includes(k)),
    ).toBe(true);
    expect(leaksKey(next)).toBe(false);
  });
});

describe('exercise banks follow the training rules', () => {
  it('nothing is drawn or graded while the learner has a paper in progress', async () => {
    const ref = await exerciseCourse([bank.repoId]);
    const examId = await createExam(t, admin, examBody(bank.repoId, { showAnswer: true }));
    const l = await newLearner(t);
    const before = (await draw(l, ref)).data; // drawn before the exam: its question is on the paper
    const paperId = await startPaper(t, l.token, examId);

    const drawn = await Promise.all(Array.from({ length: 5 }, () => draw(l, ref)));
    for (const r of drawn) expect(r).toMatchObject({ code: ErrorCode.EXAM_IN_PROGRESS, msg: IN_EXAM_TEXT, data: null });
    // the open exercise is no right/wrong oracle on a paper question during the exam
    const replies = await Promise.all(LETTERS.slice(0, 2).map((x) => answer(l, before.id, x)));
    for (const r of replies) expect(r).toMatchObject({ code: ErrorCode.EXAM_IN_PROGRESS, data: null });
    expect((await rowsOf(l)).map((r) => [r.id, r.state])).toEqual([[before.id, 0]]);

    // after the hand-in (this exam shows answers) the open exercise is answered as usual
    expect((await hand(t, l.token, paperId)).code).toBe(0);
    expect((await draw(l, ref)).data.id).toBe(before.id);
    expect((await answer(l, before.id, await exerciseAnswerOf(t, before.id))).data).toBe(true);
  });

  it('a question sealed for the learner is never drawn nor graded', async () => {
    const examId = await createExam(t, admin, examBody(bank.repoId, { showAnswer: false, chance: 2 }));
    const only = await exerciseCourse([bank.repoId]);
    const mixed = await exerciseCourse([bank.repoId, spare.repoId]);
    const l = await newLearner(t);
    const before = (await draw(l, only)).data; // drawn before the exam, sealed after it
    const paperId = await startPaper(t, l.token, examId);
    expect((await hand(t, l.token, paperId)).code).toBe(0);

    // the bank's single and judgement questions were both on the paper: nothing is left to draw
    expect((await draw(l, only)).code).toBe(ErrorCode.BAD_PARAMS);
    expect(await answer(l, before.id, 'A')).toMatchObject({ code: ErrorCode.FAIL, msg: SEALED_TEXT, data: null });
    // with another bank beside it, every draw comes from that bank
    const spareIds = [spare.ids.single, spare.ids.judge];
    for (let i = 0; i < 4; i++) {
      const q = (await draw(l, mixed)).data;
      expect(spareIds).toContain(await quOf(l, q.id));
      expect((await answer(l, q.id, 'A')).code).toBe(0);
    }
    // another learner (no paper) draws from the bank as before
    const other = await newLearner(t);
    expect([bank.ids.single, bank.ids.judge]).toContain(await quOf(other, (await draw(other, only)).data.id));
  });

  it('a bank closed to training is not drawn from', async () => {
    const closed = await createExamBank(t, admin);
    await setBankTrain(t, closed.repoId, false);
    const only = await exerciseCourse([closed.repoId]);
    const mixed = await exerciseCourse([closed.repoId, spare.repoId]);
    const l = await newLearner(t);
    expect((await draw(l, only)).code).toBe(ErrorCode.BAD_PARAMS);
    const spareIds = [spare.ids.single, spare.ids.judge];
    for (let i = 0; i < 4; i++) {
      const q = (await draw(l, mixed)).data;
      expect(spareIds).toContain(await quOf(l, q.id));
      expect((await answer(l, q.id, 'B')).code).toBe(0);
    }
  });
});

describe('drawing is limited', () => {
  it(`at most ${DRAWS_PER_HOUR} new exercises per learner, file and hour`, async () => {
    const ref = await exerciseCourse([bank.repoId], 100);
    const l = await newLearner(t);
    for (let i = 0; i < DRAWS_PER_HOUR; i++) {
      const q = await draw(l, ref);
      expect(q.code).toBe(0);
      expect((await answer(l, q.data.id, 'A')).code).toBe(0);
    }
    expect(await draw(l, ref)).toMatchObject({ code: ErrorCode.FAIL, msg: DRAW_LIMIT_TEXT, data: null });
    // another file is counted apart; an hour later the learner draws again
    expect((await draw(l, await exerciseCourse([bank.repoId]))).code).toBe(0);
    await ageExercises(t, l.id, ref.fileId, 3601_000);
    expect((await draw(l, ref)).code).toBe(0);
  });
});
