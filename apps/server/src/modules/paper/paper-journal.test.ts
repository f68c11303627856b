import { ANSWER_STAMP_TOLERANCE_MS, ErrorCode } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createExam,
  createExamBank,
  examBody,
  newLearner,
  paperDetail,
  startPaper,
  storedAnswers,
} from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';

let t: TestApp;
let admin: string;
let repoId: string;
let singleId: string;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  const bank = await createExamBank(t, admin);
  repoId = bank.repoId;
  singleId = bank.ids.single as string;
});
afterAll(() => t.close());

interface Sent {
  answer: unknown;
  seq?: number;
  at?: number;
}
const send = (token: string, paperId: string, s: Sent) =>
  t.post<{ quId: string; answered: boolean; seq?: number; stale?: boolean }>(
    '/api/paper/paper/fill-answer',
    { paperId, quId: singleId, ...s },
    token,
  );

async function openPaper() {
  const examId = await createExam(
    t,
    admin,
    examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], qualifyScore: 6 }),
  );
  const l = await newLearner(t);
  const paperId = await startPaper(t, l.token, examId);
  const limit = new Date((await paperDetail(t, l.token, paperId)).limitTime).getTime();
  return { token: l.token, paperId, limit };
}
const stored = async (paperId: string) => (await storedAnswers(t, paperId))[0]?.answer;

describe('the answer journal (sequence numbers)', () => {
  it('keeps the newer answer when an older retry arrives late', async () => {
    const p = await openPaper();
    expect((await send(p.token, p.paperId, { answer: { optionIds: ['b'] }, seq: 20 })).data).toEqual({
      quId: singleId,
      answered: true,
      seq: 20,
    });
    const late = await send(p.token, p.paperId, { answer: { optionIds: ['a'] }, seq: 10 });
    expect(late.code).toBe(0);
    expect(late.data).toMatchObject({ seq: 10, stale: true, answered: true });
    expect(await stored(p.paperId)).toEqual({ optionIds: ['b'] });
  });

  it('acknowledges the same answer sent twice, without effect', async () => {
    const p = await openPaper();
    const first = await send(p.token, p.paperId, { answer: { optionIds: ['a'] }, seq: 5 });
    const again = await send(p.token, p.paperId, { answer: { optionIds: ['a'] }, seq: 5 });
    expect(first.data).toEqual({ quId: singleId, answered: true, seq: 5 });
    expect(again.data).toMatchObject({ seq: 5, stale: true });
    // a newer number replaces it, also when it un-answers
    const cleared = await send(p.token, p.paperId, { answer: {}, seq: 6 });
    expect(cleared.data).toEqual({ quId: singleId, answered: false, seq: 6 });
    expect(await stored(p.paperId)).toEqual({});
  });

  it('two answers of one question racing: the higher number wins whichever is written last', async () => {
    const p = await openPaper();
    const [a, b] = await Promise.all([
      send(p.token, p.paperId, { answer: { optionIds: ['b'] }, seq: 31 }),
      send(p.token, p.paperId, { answer: { optionIds: ['a'] }, seq: 30 }),
    ]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(await stored(p.paperId)).toEqual({ optionIds: ['b'] });
  });

  it('an answer without a number always replaces (older pages)', async () => {
    const p = await openPaper();
    await send(p.token, p.paperId, { answer: { optionIds: ['b'] }, seq: 9 });
    expect((await send(p.token, p.paperId, { answer: { optionIds: ['a'] } })).data).toEqual({
      quId: singleId,
      answered: true,
    });
    expect(await stored(p.paperId)).toEqual({ optionIds: ['a'] });
  });
});

describe('the deadline stamp', () => {
  it('accepts an answer stamped before the deadline, or within the tolerance after it', async () => {
    const p = await openPaper();
    expect((await send(p.token, p.paperId, { answer: { optionIds: ['a'] }, seq: 1, at: Date.now() })).code).toBe(0);
    const edge = await send(p.token, p.paperId, {
      answer: { optionIds: ['b'] },
      seq: 2,
      at: p.limit + ANSWER_STAMP_TOLERANCE_MS - 1000,
    });
    expect(edge.code).toBe(0);
    expect(await stored(p.paperId)).toEqual({ optionIds: ['b'] });
  });

  it('refuses an answer stamped later than that, and keeps the stored one', async () => {
    const p = await openPaper();
    await send(p.token, p.paperId, { answer: { optionIds: ['a'] }, seq: 1 });
    const late = await send(p.token, p.paperId, {
      answer: { optionIds: ['b'] },
      seq: 2,
      at: p.limit + ANSWER_STAMP_TOLERANCE_MS + 1000,
    });
    expect(late).toMatchObject({ code: ErrorCode.ANSWER_LATE, msg: '该答案作答时间晚于考试截止时间，未计入成绩！' });
    expect(await stored(p.paperId)).toEqual({ optionIds: ['a'] });
  });

  it('refuses numbers and stamps that are not positive whole numbers', async () => {
    const p = await openPaper();
    for (const bad of [{ seq: 0 }, { seq: -1 }, { seq: 1.5 }, { at: 'soon' }, { seq: 2 ** 60 }]) {
      const r = await send(p.token, p.paperId, { answer: { optionIds: ['a'] }, ...bad } as Sent);
      expect(r.code).toBe(ErrorCode.BAD_PARAMS);
    }
  });
});
