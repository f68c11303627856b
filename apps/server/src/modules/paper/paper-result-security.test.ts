import type { PaperResult, QuDetail } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createExam,
  createExamBank,
  examBody,
  fill,
  hand,
  newLearner,
  startPaper,
} from '../../../test/exam-helpers.ts';
import { moveExamEnd } from '../../../test/exam-time.ts';
import { loginAdmin } from '../../../test/factories.ts';

/**
 * Issue 10, audit findings 4 and 9: a learner's result never carries a key while another paper of theirs
 * is in progress, whichever route presents it; and with showAnswer off it carries no per-question
 * right/wrong or score until the exam has ended for good for them. Totals stay; staff views are unchanged.
 */

let t: TestApp;
let admin: string;
let bank: Awaited<ReturnType<typeof createExamBank>>;
let wrongJudge: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  bank = await createExamBank(t, admin);
  const key = (await t.post<QuDetail>('/api/qu/qu/detail', { id: bank.ids.judge }, admin)).data;
  wrongJudge = key.answerList.find((a) => !a.isRight)?.id as string;
});
afterAll(() => t.close());

const result = (token: string, id: string) => t.post<PaperResult>('/api/paper/paper/paper-result', { id }, token);
const IN_EXAM_NOTE = '您有正在进行的考试，交卷后才能查看每题的对错、得分与答案！';
const SEALED_NOTE = '本场考试不公布答案；每题的对错与得分在考试结束（或考试次数用完）后公布。';

/** Neither a key nor any per-question right/wrong or score; the totals are there. */
function expectWithheld(r: PaperResult, note: string) {
  expect(r).toMatchObject({ showAnswer: false, showCorrectness: false, note });
  expect(r.quList.length).toBeGreaterThan(0);
  for (const q of r.quList) {
    expect(q.key).toBeUndefined();
    expect(q.isRight).toBeNull();
    expect(q.actualScore).toBeNull();
  }
  expect(JSON.stringify(r)).not.toMatch(/"isRight":(true|false)|"analysis"/);
  expect(typeof r.userScore).toBe('number');
  expect(r.state).not.toBe(0);
}

/** Starts a paper, answers the judge question wrong, hands in; answers the paper id and the hand-in result. */
async function attemptWithWrongJudge(examId: string, token: string) {
  const paperId = await startPaper(t, token, examId);
  expect((await fill(t, token, paperId, bank.ids.judge as string, { optionIds: [wrongJudge] })).code).toBe(0);
  const handed = await hand(t, token, paperId);
  expect(handed.code).toBe(0);
  return { paperId, handed: handed.data };
}

const judgeOf = (r: PaperResult) => r.quList.find((q) => q.quId === bank.ids.judge);

describe('finding 4: no keys while another paper is in progress, on every route presenting a result', () => {
  it('hand-exam and paper-result of the first attempt withhold keys and right/wrong during the second', async () => {
    const examId = await createExam(t, admin, examBody(bank.repoId, { showAnswer: true, chance: 2 }));
    const l = await newLearner(t);
    const { paperId: p1, handed } = await attemptWithWrongJudge(examId, l.token);
    // Right after hand-in, with nothing else open, the exam's showAnswer applies.
    expect(handed).toMatchObject({ showAnswer: true, showCorrectness: true, note: '' });
    expect(judgeOf(handed)).toMatchObject({ isRight: false, actualScore: 0 });
    expect(judgeOf(handed)?.key).toBeDefined();

    const p2 = await startPaper(t, l.token, examId);
    // The audit's attack: hand-exam on the already handed paper while the second is open.
    const viaHand = await hand(t, l.token, p1);
    expect(viaHand.code).toBe(0);
    expectWithheld(viaHand.data, IN_EXAM_NOTE);
    expectWithheld((await result(l.token, p1)).data, IN_EXAM_NOTE);
    // The totals stay.
    expect(viaHand.data).toMatchObject({ userScore: handed.userScore, passed: handed.passed });

    // Once the second paper is handed in, both results show keys again.
    expect((await hand(t, l.token, p2)).code).toBe(0);
    const after = (await hand(t, l.token, p1)).data;
    expect(after).toMatchObject({ showAnswer: true, showCorrectness: true });
    expect(judgeOf(after)?.key).toBeDefined();
  });

  it('a paper of another exam in progress withholds them too', async () => {
    const a = await createExam(t, admin, examBody(bank.repoId, { showAnswer: true }));
    const b = await createExam(t, admin, examBody(bank.repoId, { showAnswer: true }));
    const l = await newLearner(t);
    const { paperId } = await attemptWithWrongJudge(a, l.token);
    await startPaper(t, l.token, b);
    expectWithheld((await hand(t, l.token, paperId)).data, IN_EXAM_NOTE);
    expectWithheld((await result(l.token, paperId)).data, IN_EXAM_NOTE);
  });
});

describe('finding 9: showAnswer off withholds per-question right/wrong until the exam has ended for good', () => {
  it('hand-exam and paper-result show only totals, also during the next attempt; the last attempt opens it', async () => {
    const examId = await createExam(t, admin, examBody(bank.repoId, { showAnswer: false, chance: 3 }));
    const l = await newLearner(t);
    // The audit's attack: answer the judge question wrong, hand in, read isRight (the key of a judge question).
    const first = await attemptWithWrongJudge(examId, l.token);
    expectWithheld(first.handed, SEALED_NOTE);
    expect(first.handed.quList.find((q) => q.quId === bank.ids.judge)?.answer).toEqual({ optionIds: [wrongJudge] });
    expectWithheld((await result(l.token, first.paperId)).data, SEALED_NOTE);
    expect(first.handed.userScore).toBeGreaterThanOrEqual(0);
    expect(first.handed.rightCount).toBeGreaterThanOrEqual(0);

    // During attempt 2 the first result tells nothing more (rule 4 on top).
    const p2 = await startPaper(t, l.token, examId);
    expectWithheld((await result(l.token, first.paperId)).data, IN_EXAM_NOTE);
    expectWithheld((await hand(t, l.token, first.paperId)).data, IN_EXAM_NOTE);
    expectWithheld((await hand(t, l.token, p2)).data, SEALED_NOTE);

    // The third and last attempt: the exam has ended for this learner; right/wrong shows, keys never do.
    const last = await attemptWithWrongJudge(examId, l.token);
    for (const r of [last.handed, (await result(l.token, first.paperId)).data]) {
      expect(r).toMatchObject({ showAnswer: false, showCorrectness: true, note: '本场考试不公布答案与解析。' });
      expect(judgeOf(r)).toMatchObject({ isRight: false, actualScore: 0 });
      expect(r.quList.every((q) => q.key === undefined)).toBe(true);
    }
  });

  it('with unlimited attempts right/wrong shows once the end time has passed', async () => {
    const examId = await createExam(t, admin, examBody(bank.repoId, { showAnswer: false, chance: 0 }));
    const l = await newLearner(t);
    const { paperId } = await attemptWithWrongJudge(examId, l.token);
    expectWithheld((await result(l.token, paperId)).data, SEALED_NOTE);
    await moveExamEnd(t, examId, '-1 second');
    const opened = (await result(l.token, paperId)).data;
    expect(opened).toMatchObject({ showAnswer: false, showCorrectness: true });
    expect(judgeOf(opened)).toMatchObject({ isRight: false, actualScore: 0 });
  });

  it('staff still see right/wrong and scores (no keys, as the exam says)', async () => {
    const examId = await createExam(t, admin, examBody(bank.repoId, { showAnswer: false, chance: 3 }));
    const l = await newLearner(t);
    const { paperId } = await attemptWithWrongJudge(examId, l.token);
    const staff = (await result(admin, paperId)).data;
    expect(staff).toMatchObject({ showAnswer: false, showCorrectness: true });
    expect(judgeOf(staff)).toMatchObject({ isRight: false, actualScore: 0 });
    expect(staff.quList.every((q) => typeof q.isRight === 'boolean')).toBe(true);
  });

  it('the learner lists (records, my scores) carry no per-question results', async () => {
    const examId = await createExam(t, admin, examBody(bank.repoId, { showAnswer: false, chance: 3 }));
    const l = await newLearner(t);
    await attemptWithWrongJudge(examId, l.token);
    const lists = [
      await t.post('/api/paper/paper/paging', { current: 1, size: 10, params: { examId } }, l.token),
      await t.post('/api/exam/record/my-paging', { current: 1, size: 10, params: {} }, l.token),
    ];
    for (const res of lists) {
      expect(res.code).toBe(0);
      expect(JSON.stringify(res.data)).not.toMatch(/"isRight"|"actualScore"|"quList"|"analysis"/);
    }
  });
});
