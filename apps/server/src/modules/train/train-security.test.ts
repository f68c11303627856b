import {
  ErrorCode,
  type Page,
  type PaperResult,
  type QuDetail,
  type TrainCheckResult,
  type TrainQuDetail,
  type TrainRecord,
  type WrongBookRecord,
} from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, TestApp } from '../../../test/build-test-app.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createExam, createExamBank, examBody, hand, newLearner, startPaper } from '../../../test/exam-helpers.ts';
import { moveExamEnd } from '../../../test/exam-time.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { IN_EXAM_TEXT, SEALED_TEXT } from './train-guard.ts';

/**
 * Issue 10 item 3: no answer key reaches a learner during an exam, nor against an exam's showAnswer off.
 * The exams here draw from a bank that is also open for training (the admin's mistake the attack uses).
 */

let t: TestApp;
let admin: string;
let bank: Awaited<ReturnType<typeof createExamBank>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  bank = await createExamBank(t, admin);
});
afterAll(() => t.close());

/** Whether a response carries any part of an answer key (right options, accepted answers, analysis). */
const leaksKey = (res: Envelope<unknown>) =>
  /"key"|"analysis"|"isRight":true|"answers"|基础|参考：坚持/.test(JSON.stringify(res.data ?? null));

const start = (token: string, body: Record<string, unknown>) =>
  t.post<TrainRecord>('/api/repo/train/start', { repoId: bank.repoId, ...body }, token);
const quDetail = (token: string, trainId: string, quId: string) =>
  t.post<TrainQuDetail>('/api/repo/train/qu-detail', { trainId, quId }, token);
const check = (token: string, trainId: string, quId: string, url = 'check') =>
  t.post<TrainCheckResult>(`/api/repo/train/${url}`, { trainId, quId, answer: { optionIds: ['x'] } }, token);
const quView = (token: string, id: string) => t.post<QuDetail>('/api/repo/train/qu-view', { id }, token);
const book = async (token: string, params: Record<string, unknown> = {}) =>
  (await t.post<Page<WrongBookRecord>>('/api/repo/book/paging', { current: 1, size: 50, params }, token)).data;

const single = () => bank.ids.single as string;

describe('during a paper in progress', () => {
  it('every training call and qu-view is refused, so memorise mode cannot read the exam bank', async () => {
    const examId = await createExam(t, admin, examBody(bank.repoId));
    const l = await newLearner(t);
    // Before the exam: a training with an answered question (whose key it would show) and a wrong entry.
    const before = (await start(l.token, { mode: 1 })).data;
    expect((await check(l.token, before.id, single())).data.isRight).toBe(false);
    const paperId = await startPaper(t, l.token, examId);

    const calls: Array<[string, Promise<Envelope<unknown>>]> = [
      ['start mode 6', start(l.token, { mode: 6, clear: true })],
      ['start mode 1', start(l.token, { mode: 1 })],
      ['detail', t.post('/api/repo/train/detail', { id: before.id }, l.token)],
      ['card', t.post('/api/repo/train/card', { id: before.id }, l.token)],
      ['qu-detail', quDetail(l.token, before.id, single())],
      ['check', check(l.token, before.id, bank.ids.judge as string)],
      ['fill', check(l.token, before.id, bank.ids.judge as string, 'fill')],
      ['finish', t.post('/api/repo/train/finish', { id: before.id }, l.token)],
      ['qu-view', quView(l.token, single())],
    ];
    for (const [name, call] of calls) {
      const res = await call;
      expect(res, name).toMatchObject({ code: ErrorCode.EXAM_IN_PROGRESS, msg: IN_EXAM_TEXT });
      expect(leaksKey(res), name).toBe(false);
    }
    // The book still lists, without any key.
    const listed = await book(l.token);
    expect(listed.records.map((r) => r.quId)).toEqual([single()]);
    expect(/"analysis"|"key"|基础/.test(JSON.stringify(listed))).toBe(false);

    expect((await hand(t, l.token, paperId)).code).toBe(0);
    // Handed in (and this exam shows answers): training and qu-view work again.
    expect((await quDetail(l.token, before.id, single())).data.revealed).toBe(true);
    expect((await quView(l.token, single())).data.analysis).toBe('<p>基础</p>');
    expect((await start(l.token, { mode: 6, clear: true })).code).toBe(0);

    // A second attempt: the result of the first one (this exam shows answers) loses its keys meanwhile.
    const second = await startPaper(t, l.token, examId);
    const first = await t.post<PaperResult>('/api/paper/paper/paper-result', { id: paperId }, l.token);
    expect(first.code).toBe(0);
    expect(first.data.showAnswer).toBe(false);
    expect(leaksKey(first)).toBe(false);
    expect((await hand(t, l.token, second)).code).toBe(0);
    const later = await t.post<PaperResult>('/api/paper/paper/paper-result', { id: paperId }, l.token);
    expect(later.data.showAnswer).toBe(true);
  });
});

/** A learner who handed in a paper of `examId` without answering: every objective question is wrong. */
async function failedOnce(examId: string, l?: { token: string }) {
  const who = l ?? (await newLearner(t));
  const paperId = await startPaper(t, who.token, examId);
  expect((await hand(t, who.token, paperId)).code).toBe(0);
  return who;
}

describe('wrong questions of an exam that does not show answers', () => {
  it('stay out of the book and keyless in qu-view, qu-detail and retraining until the exam has ended for good', async () => {
    const examId = await createExam(t, admin, examBody(bank.repoId, { showAnswer: false, chance: 2 }));
    const l = await newLearner(t);
    const earlier = (await start(l.token, { mode: 1 })).data; // drawn before the exam, holds every question
    const paperId = await startPaper(t, l.token, examId);
    const sealed = (
      await t.post<PaperResult>('/api/paper/paper/paper-result', { id: paperId }, l.token)
    ).data.quList.map((q) => q.quId);
    expect((await hand(t, l.token, paperId)).code).toBe(0);
    expect(sealed).toContain(single());

    // The book does not list the exam's wrong answers yet: that would tell which answers were wrong.
    expect((await book(l.token, { examId })).total).toBe(0);
    expect((await book(l.token)).records.map((r) => r.quId)).not.toContain(single());

    // qu-view: the question is in the book but its key stays hidden.
    const view = await quView(l.token, single());
    expect(view).toMatchObject({ code: ErrorCode.FAIL, msg: SEALED_TEXT });
    expect(leaksKey(view)).toBe(false);
    // Mode 5 has nothing it may show; memorise mode leaves the sealed questions out (here every question
    // of the bank was on the paper, so nothing is left).
    expect((await start(l.token, { mode: 5 })).code).toBe(ErrorCode.FAIL);
    expect(await start(l.token, { mode: 6, clear: true })).toMatchObject({
      code: ErrorCode.FAIL,
      msg: '没有可以训练的试题！',
    });
    // The training drawn before: the sealed question shows no key and cannot be answered (no oracle).
    const shown = await quDetail(l.token, earlier.id, single());
    expect(shown.data.revealed).toBe(false);
    expect(leaksKey(shown)).toBe(false);
    for (const url of ['check', 'fill']) {
      const res = await check(l.token, earlier.id, single(), url);
      expect(res).toMatchObject({ code: ErrorCode.FAIL, msg: SEALED_TEXT });
      expect(leaksKey(res)).toBe(false);
    }
    expect((await book(l.token, { examId })).total).toBe(0);

    // The second (last) attempt is used up: the exam has ended for good for this learner.
    await failedOnce(examId, l);
    const listed = await book(l.token, { examId });
    expect(listed.records.map((r) => r.quId)).toContain(single());
    expect(/"analysis"|"key"|基础/.test(JSON.stringify(listed))).toBe(false);
    const opened = await quView(l.token, single());
    expect(opened.code, opened.msg).toBe(0);
    expect(opened.data.analysis).toBe('<p>基础</p>');
    expect((await start(l.token, { mode: 5 })).data.totalCount).toBeGreaterThan(0);
  });

  it('with unlimited attempts the key opens when the exam end time has passed', async () => {
    const examId = await createExam(t, admin, examBody(bank.repoId, { showAnswer: false, chance: 0 }));
    const l = await failedOnce(examId);
    expect((await quView(l.token, single())).msg).toBe(SEALED_TEXT);
    await moveExamEnd(t, examId, '-1 second');
    expect((await quView(l.token, single())).data.analysis).toBe('<p>基础</p>');
  });

  it('seals the right answers too, so qu-view and the book tell nothing about right/wrong (audit finding 9)', async () => {
    const examId = await createExam(t, admin, examBody(bank.repoId, { showAnswer: false, chance: 3 }));
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    const key = (await t.post<QuDetail>('/api/qu/qu/detail', { id: single() }, admin)).data;
    const right = key.answerList.find((a) => a.isRight)?.id as string;
    const filled = await t.post(
      '/api/paper/paper/fill-answer',
      { paperId, quId: single(), answer: { optionIds: [right] } },
      l.token,
    );
    expect(filled.code).toBe(0);
    expect((await hand(t, l.token, paperId)).code).toBe(0);
    // single was right, judge wrong (unanswered): both answer the same, and neither is listed.
    for (const id of [single(), bank.ids.judge as string]) {
      expect(await quView(l.token, id)).toEqual(await quView(l.token, single()));
      expect((await quView(l.token, id)).msg).toBe(SEALED_TEXT);
    }
    expect((await book(l.token)).total).toBe(0);
    // Every question of the bank was on the paper: none may be practised yet.
    expect((await start(l.token, { mode: 1, clear: true })).msg).toBe('没有可以训练的试题！');
  });

  it('seals only for that learner and only that exam; an exam showing answers seals nothing', async () => {
    const hidden = await createExam(t, admin, examBody(bank.repoId, { showAnswer: false }));
    const shown = await createExam(t, admin, examBody(bank.repoId, { showAnswer: true }));
    const a = await failedOnce(hidden);
    const b = await failedOnce(shown);
    expect((await quView(a.token, single())).msg).toBe(SEALED_TEXT);
    expect((await quView(b.token, single())).data.analysis).toBe('<p>基础</p>');
  });
});

describe('the demo seed', () => {
  it('the demo exam draws only from a bank closed to practice; the practice bank stays open', async () => {
    const exam = await t.post<{ rules: Array<{ repoId: string }> }>(
      '/api/exam/exam/detail',
      { id: 'exam-demo' },
      admin,
    );
    const banks = new Set(exam.data.rules.map((r) => r.repoId));
    expect([...banks]).toEqual(['repo-demo-exam']);
    const l = await newLearner(t);
    expect((await start(l.token, { repoId: 'repo-demo-exam', mode: 6 })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await start(l.token, { repoId: 'repo-demo', mode: 6 })).data.totalCount).toBe(14);
  });
});
