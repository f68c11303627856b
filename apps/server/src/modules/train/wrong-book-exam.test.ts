import type { Page, QuDetail } from '@xuekao/contracts';
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
import { loginAdmin } from '../../../test/factories.ts';

/** The wrong answers of a handed exam paper go to the learner's book under the exam, in one statement. */

let t: TestApp;
let examId: string;
let single: string;
let judge: string;
let wrongSingle: string;
let wrongJudge: string;

beforeAll(async () => {
  t = await buildTestApp();
  const admin = (await loginAdmin(t)).token;
  const bank = await createExamBank(t, admin);
  single = bank.ids.single as string;
  judge = bank.ids.judge as string;
  const rules = [
    { repoId: bank.repoId, quType: 1, level: 0, count: 1, score: 10 },
    { repoId: bank.repoId, quType: 3, level: 0, count: 1, score: 10 },
  ];
  examId = await createExam(t, admin, examBody(bank.repoId, { rules, qualifyScore: 5 }));
  const wrongOf = async (id: string) =>
    (await t.post<QuDetail>('/api/qu/qu/detail', { id }, admin)).data.answerList.find((a) => !a.isRight)?.id as string;
  wrongSingle = await wrongOf(single);
  wrongJudge = await wrongOf(judge);
});
afterAll(() => t.close());

type BookRow = { quId: string; examId: string; wrongCount: number };

describe('exam wrong answers in the wrong book', () => {
  it('records each wrong question of a handed paper once, and counts it again at the next paper', async () => {
    const l = await newLearner(t);
    const book = async () =>
      (await t.post<Page<BookRow>>('/api/repo/book/paging', { current: 1, size: 20, params: { examId } }, l.token)).data
        .records;
    for (let round = 1; round <= 2; round++) {
      const paperId = await startPaper(t, l.token, examId);
      expect((await fill(t, l.token, paperId, single, { optionIds: [wrongSingle] })).code).toBe(0);
      expect((await fill(t, l.token, paperId, judge, { optionIds: [wrongJudge] })).code).toBe(0);
      expect((await hand(t, l.token, paperId)).code).toBe(0);
      const rows = await book();
      expect(rows.map((r) => r.quId).sort()).toEqual([single, judge].sort());
      expect(rows.every((r) => r.examId === examId && r.wrongCount === round)).toBe(true);
    }
  });
});
