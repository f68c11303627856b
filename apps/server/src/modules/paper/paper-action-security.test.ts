import { type ActionBreakResult, ErrorCode, HandReason, type PaperResult } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createExam,
  createExamBank,
  examBody,
  fill,
  hand,
  newLearner,
  paperDetail,
  startPaper,
} from '../../../test/exam-helpers.ts';
import { agePaper } from '../../../test/exam-time.ts';
import { loginAdmin } from '../../../test/factories.ts';

/**
 * The action checker's break (`/api/paper/paper/action-break`, docs/EXAMS.md "Action checker"): the server
 * counts a break only on the caller's own paper in progress, at most once per the exam's interval since the
 * paper started or the last counted break, and hands in at the exam's limit.
 */

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

const makeExam = (o: Parameters<typeof examBody>[1] = {}) =>
  createExam(
    t,
    admin,
    examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], qualifyScore: 6, totalTime: 600, ...o }),
  );

const signal = (token: string, paperId: string) =>
  t.post<ActionBreakResult>('/api/paper/paper/action-break', { paperId }, token);

const age = (paperId: string, seconds: number) => agePaper(t, paperId, seconds);

async function sitting(o: Parameters<typeof examBody>[1]) {
  const examId = await makeExam({ actionOn: true, actionInterval: 60, ...o });
  const l = await newLearner(t);
  return { examId, l, paperId: await startPaper(t, l.token, examId) };
}

describe('action-break', () => {
  it('counts a break after the interval, shows it on the paper, and with limit 0 never hands in', async () => {
    const { l, paperId } = await sitting({ actionLimit: 0 });
    const d = await paperDetail(t, l.token, paperId);
    expect(d.rules).toMatchObject({ actionOn: true, actionInterval: 60, actionLimit: 0 });
    expect(d.actionTimes).toBe(0);
    for (let i = 1; i <= 3; i++) {
      await age(paperId, 60);
      expect((await signal(l.token, paperId)).data).toEqual({ actionTimes: i, overLimit: false, counted: true });
    }
    expect(await paperDetail(t, l.token, paperId)).toMatchObject({ state: 0, actionTimes: 3 });
  });

  it('refuses a break sooner than the interval after the paper started', async () => {
    const { l, paperId } = await sitting({ actionLimit: 1 });
    expect((await signal(l.token, paperId)).data).toEqual({ actionTimes: 0, overLimit: false, counted: false });
    await age(paperId, 30);
    expect((await signal(l.token, paperId)).data).toEqual({ actionTimes: 0, overLimit: false, counted: false });
    expect(await paperDetail(t, l.token, paperId)).toMatchObject({ state: 0, actionTimes: 0 });
  });

  it('a burst of breaks counts once per interval (attack: spamming the call to reach the limit)', async () => {
    const { l, paperId } = await sitting({ actionLimit: 3 });
    await age(paperId, 60);
    const burst = await Promise.all(Array.from({ length: 8 }, () => signal(l.token, paperId)));
    expect(burst.every((r) => r.code === 0)).toBe(true);
    expect(burst.filter((r) => r.data.counted)).toHaveLength(1);
    for (let i = 0; i < 5; i++) expect((await signal(l.token, paperId)).data.counted).toBe(false);
    await age(paperId, 30);
    expect((await signal(l.token, paperId)).data).toEqual({ actionTimes: 1, overLimit: false, counted: false });
    await age(paperId, 30);
    expect((await signal(l.token, paperId)).data).toEqual({ actionTimes: 2, overLimit: false, counted: true });
    expect(await paperDetail(t, l.token, paperId)).toMatchObject({ state: 0, actionTimes: 2 });
  });

  it('at the limit the server hands the paper in (reason 6) and keeps answering overLimit', async () => {
    const { l, paperId } = await sitting({ actionLimit: 2 });
    await age(paperId, 60);
    expect((await signal(l.token, paperId)).data).toEqual({ actionTimes: 1, overLimit: false, counted: true });
    await age(paperId, 60);
    expect((await signal(l.token, paperId)).data).toEqual({ actionTimes: 2, overLimit: true, counted: true });
    const res = await t.post<PaperResult>('/api/paper/paper/paper-result', { id: paperId }, l.token);
    expect(res.data).toMatchObject({ handReason: HandReason.ACTION });
    expect(res.data.state).not.toBe(0);
    await age(paperId, 60);
    expect((await signal(l.token, paperId)).data).toEqual({ actionTimes: 2, overLimit: true, counted: false });
    expect((await fill(t, l.token, paperId, singleId, { optionIds: ['x'] })).code).toBe(ErrorCode.PAPER_CLOSED);
  });

  it("another learner's paper is refused and left as it was (attack: handing in someone else's paper)", async () => {
    const { l: victim, paperId } = await sitting({ actionLimit: 1 });
    const attacker = await sitting({ actionLimit: 1 });
    await age(paperId, 120);
    const r = await signal(attacker.l.token, paperId);
    expect(r.code).toBe(ErrorCode.NOT_FOUND);
    expect(r.success).toBe(false);
    expect(await paperDetail(t, victim.token, paperId)).toMatchObject({ state: 0, actionTimes: 0 });
  });

  it('ignores breaks when the exam has no action checker, and refuses papers not in progress', async () => {
    const examId = await makeExam({ actionOn: false, actionLimit: 1 });
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    await age(paperId, 600);
    expect((await signal(l.token, paperId)).data).toEqual({ actionTimes: 0, overLimit: false, counted: false });
    await hand(t, l.token, paperId);
    const closed = await signal(l.token, paperId);
    expect(closed.code).toBe(ErrorCode.PAPER_CLOSED);
  });
});

describe('exam save: action checker settings', () => {
  it('stores the settings (off by default) and refuses bad values with a clear message', async () => {
    const plain = await makeExam();
    const d0 = await t.post<Record<string, unknown>>('/api/exam/exam/detail', { id: plain }, admin);
    expect(d0.data).toMatchObject({ actionOn: false, actionInterval: 300, actionLimit: 0 });
    const id = await makeExam({ actionOn: true, actionInterval: 90, actionLimit: 4 });
    const d = await t.post<Record<string, unknown>>('/api/exam/exam/detail', { id }, admin);
    expect(d.data).toMatchObject({ actionOn: true, actionInterval: 90, actionLimit: 4 });
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ actionInterval: 29 }, '无操作检测时间必须在30到7200秒之间！'],
      [{ actionInterval: 7201 }, '无操作检测时间必须在30到7200秒之间！'],
      [{ actionInterval: 'abc' }, '无操作检测时间必须在30到7200秒之间！'],
      [{ actionLimit: -1 }, '无操作次数限制必须在0到999之间！'],
      [{ actionLimit: 1000 }, '无操作次数限制必须在0到999之间！'],
    ];
    for (const [o, msg] of bad) {
      const r = await t.post('/api/exam/exam/save', { ...examBody(repoId), actionOn: true, ...o }, admin);
      expect(r).toMatchObject({ success: false, msg });
    }
  });
});
