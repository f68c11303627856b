import {
  ErrorCode,
  type Page,
  type QuDetail,
  type TrainCardItem,
  type TrainCheckResult,
  type TrainQuDetail,
  type TrainRecord,
  type WrongBookRecord,
} from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser, login } from '../../../test/factories.ts';
import { createTrainBank, type TrainBank } from './train.fixtures.ts';
import { recordExamWrongAnswers } from './wrong-book.service.ts';

let t: TestApp;
let bank: TrainBank;
let a: string;
let b: string;

async function learner() {
  const u = await createUser(t);
  return (await login(t, u.userName)).token;
}

const start = (token: string, body: Record<string, unknown>) =>
  t.post<TrainRecord>('/api/repo/train/start', { repoId: bank.repoId, ...body }, token);
const card = async (token: string, id: string) =>
  (await t.post<TrainCardItem[]>('/api/repo/train/card', { id }, token)).data;
const quDetail = (token: string, trainId: string, quId: string) =>
  t.post<TrainQuDetail>('/api/repo/train/qu-detail', { trainId, quId }, token);
const check = (token: string, trainId: string, quId: string, answer: unknown, url = 'check') =>
  t.post<TrainCheckResult>(`/api/repo/train/${url}`, { trainId, quId, answer }, token);
const book = async (token: string, params: Record<string, unknown> = {}) =>
  (await t.post<Page<WrongBookRecord>>('/api/repo/book/paging', { current: 1, size: 10, params }, token)).data;

beforeAll(async () => {
  t = await buildTestApp();
  bank = await createTrainBank(t);
  a = await learner();
  b = await learner();
});
afterAll(() => t.close());

describe('starting a training', () => {
  it('mode 1 draws every top-level question in bank order; a new start resumes it; clear starts afresh', async () => {
    const first = await start(a, { mode: 1 });
    expect(first.data).toMatchObject({ mode: 1, mode_dictText: '顺序练习', state: 0, totalCount: 8, answerCount: 0 });
    expect(first.data.repoId_dictText).toMatch(/^训练题库/);
    const c = await card(a, first.data.id);
    expect(c.map((x) => x.quId)).toEqual(Object.values(bank.qu));
    expect(c[0]).toMatchObject({ sort: 1, quType: 1, quType_dictText: '单选题', answered: false });
    expect((await start(a, { mode: 1 })).data.id).toBe(first.data.id);
    const fresh = await start(a, { mode: 1, clear: true });
    expect(fresh.data.id).not.toBe(first.data.id);
    expect((await t.post<TrainRecord>('/api/repo/train/detail', { id: first.data.id }, a)).data.state).toBe(1);
    expect((await start(a, { mode: 1 })).data.id).toBe(fresh.data.id);
  });

  it('mode 2 draws the same questions; modes 3 and 4 filter by type and chapter and require them', async () => {
    const random = (await start(a, { mode: 2 })).data;
    expect((await card(a, random.id)).map((x) => x.quId).sort()).toEqual(Object.values(bank.qu).sort());
    const byType = (await start(a, { mode: 3, params: { quType: 1 } })).data;
    expect((await card(a, byType.id)).map((x) => x.quId)).toEqual([bank.qu.single1, bank.qu.single2]);
    const judge = (await start(a, { mode: 3, quType: 3 })).data;
    expect(judge.id).not.toBe(byType.id);
    expect(judge.totalCount).toBe(1);
    const byChapter = (await start(a, { mode: 4, params: { chapterId: bank.chapterB } })).data;
    expect((await card(a, byChapter.id)).map((x) => x.quId)).toEqual([bank.qu.judge, bank.qu.multiple]);
    expect(await start(a, { mode: 3 })).toMatchObject({ code: ErrorCode.BAD_PARAMS, msg: '请选择题型！' });
    expect(await start(a, { mode: 4 })).toMatchObject({ code: ErrorCode.BAD_PARAMS, msg: '请选择章节！' });
    expect((await start(a, { mode: 7 })).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await start(a, { mode: 3, quType: 2, repoId: 'nope' })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a bank closed to practice does not exist for learners; mode 5 needs wrong questions', async () => {
    const closed = await createTrainBank(t, { isTrain: false });
    expect((await start(a, { mode: 1, repoId: closed.repoId })).code).toBe(ErrorCode.NOT_FOUND);
    const fresh = await learner();
    expect(await start(fresh, { mode: 5 })).toMatchObject({ code: 1, msg: '该题库暂无错题，无需错题练习！' });
  });
});

describe('answering', () => {
  it('qu-detail has no answer key before answering in modes 1 to 5, and has it at once in memorise mode', async () => {
    const u = await learner();
    for (const [mode, extra] of [
      [1, {}],
      [2, {}],
      [3, { quType: 5 }],
      [4, { chapterId: bank.chapterA }],
    ] as const) {
      const tr = (await start(u, { mode, ...extra })).data;
      for (const item of await card(u, tr.id)) {
        const d = await quDetail(u, tr.id, item.quId);
        if (!d.data) console.log(JSON.stringify(d));
        expect(d.data.revealed, `mode ${mode}`).toBe(false);
        const json = JSON.stringify(d.data);
        for (const secret of ['isRight":true', 'analysis', '解析', 'Beijing', '"key"']) {
          expect(json, `mode ${mode} ${secret}`).not.toContain(secret);
        }
        // Matching: the right-hand items must not carry ids that tell their left item.
        const leftIds = new Set(d.data.qu.answerList.map((o) => o.id));
        expect(d.data.qu.rightList.some((r) => leftIds.has(r.id))).toBe(false);
      }
    }
    // Mode 5 after one wrong answer.
    const t1 = (await start(u, { mode: 1 })).data;
    await check(u, t1.id, bank.qu.fill, { blanks: ['上海'] });
    const wrong = (await start(u, { mode: 5 })).data;
    const d5 = await quDetail(u, wrong.id, bank.qu.fill);
    expect(d5.data.revealed).toBe(false);
    expect(JSON.stringify(d5.data)).not.toContain('北京');
    const memo = (await start(u, { mode: 6 })).data;
    const d6 = await quDetail(u, memo.id, bank.qu.fill);
    expect(d6.data).toMatchObject({ revealed: true, answered: false, key: { analysis: '<p>解析</p>' } });
    expect(d6.data.revealed && d6.data.key.answerList[0].answers).toEqual(['北京', 'Beijing']);
  });

  it('check grades, stores once, counts, reveals the key, and a wrong answer goes to the book', async () => {
    const u = await learner();
    const tr = (await start(u, { mode: 1 })).data;
    const wrong = await check(u, tr.id, bank.qu.single1, { optionIds: [bank.opt.single1B] });
    expect(wrong.data).toMatchObject({ isRight: false, subjective: false, removedFromBook: false });
    expect(wrong.data.qu).toMatchObject({ revealed: true, answered: true, answer: { optionIds: [bank.opt.single1B] } });
    expect(wrong.data.qu.key?.answerList.find((o) => o.isRight)?.id).toBe(bank.opt.single1A);
    expect(wrong.data.qu.key?.analysis).toBe('<p>解析</p>');
    expect(wrong.data.train).toMatchObject({ answerCount: 1, rightCount: 0, percent: 0 });
    // A second answer to the same question changes nothing.
    const again = await check(u, tr.id, bank.qu.single1, { optionIds: [bank.opt.single1A] });
    expect(again.data).toMatchObject({ isRight: false, train: { answerCount: 1 } });
    // Now revealed in qu-detail too.
    expect((await quDetail(u, tr.id, bank.qu.single1)).data.revealed).toBe(true);

    const right = async (quId: string, answer: unknown, url = 'check') =>
      (await check(u, tr.id, quId, answer, url)).data.isRight;
    expect(await right(bank.qu.single2, { optionIds: [bank.opt.single2B] }, 'fill')).toBe(true);
    expect(await right(bank.qu.judge, { optionIds: [bank.opt.judgeA] })).toBe(true);
    expect(await right(bank.qu.multiple, { optionIds: [bank.opt.multipleA] })).toBe(false);
    expect(await right(bank.qu.fill, { blanks: [' ｂｅｉｊｉｎｇ '] })).toBe(true);
    // Right-hand items come as positional tokens in text order; the real ids would give the pairs away.
    const match = (await quDetail(u, tr.id, bank.qu.match)).data.qu;
    const tokenOf = (text: string) => match.rightList.find((r) => r.content === text)?.id ?? '';
    const pairs = { [bank.opt.match1]: tokenOf('北京'), [bank.opt.match2]: tokenOf('东京') };
    expect(await right(bank.qu.match, { pairs })).toBe(true);
    expect((await quDetail(u, tr.id, bank.qu.match)).data.answer?.pairs).toEqual(pairs);
    const short = await check(u, tr.id, bank.qu.short, { text: '我的回答' });
    expect(short.data).toMatchObject({ isRight: false, subjective: true });
    const comp = await check(u, tr.id, bank.qu.composite, {
      children: {
        [bank.opt.subSingle]: { optionIds: [bank.opt.subSingleB] },
        [bank.opt.subJudge]: { optionIds: [bank.opt.subJudgeA] },
      },
    });
    expect(comp.data.isRight).toBe(true);
    expect(comp.data.train).toMatchObject({ answerCount: 8, rightCount: 5, percent: 63 });

    const c = await card(u, tr.id);
    expect(c.every((x) => x.answered)).toBe(true);
    expect(c.filter((x) => x.isRight).map((x) => x.quId)).toEqual([
      bank.qu.single2,
      bank.qu.judge,
      bank.qu.fill,
      bank.qu.match,
      bank.qu.composite,
    ]);
    // Wrong objective answers are in the book; the short answer is not.
    const mine = await book(u, { repoId: bank.repoId });
    expect(mine.records.map((r) => r.quId).sort()).toEqual([bank.qu.single1, bank.qu.multiple].sort());
    expect(mine.records[0]).toMatchObject({ examId: '', wrongCount: 1, quType_dictText: expect.any(String) });
    expect(JSON.stringify(mine)).not.toContain('isRight');
    expect((await book(u, { examId: '0' })).total).toBe(2);
    expect((await book(u, { examId: 'exam1' })).total).toBe(0);

    // Finish, then answering is refused.
    const done = await t.post<TrainRecord>('/api/repo/train/finish', { id: tr.id }, u);
    expect(done.data.state).toBe(1);
    const tr2 = (await start(u, { mode: 1 })).data;
    expect(tr2.id).not.toBe(tr.id);
    await t.post('/api/repo/train/finish', { id: tr2.id }, u);
    expect(await check(u, tr2.id, bank.qu.single1, {})).toMatchObject({ code: 1, msg: '训练已结束！' });
  });

  it('the book counts repeated wrong answers; a right answer in mode 5 removes the question', async () => {
    const u = await learner();
    for (let i = 0; i < 2; i++) {
      const tr = (await start(u, { mode: 1, clear: true })).data;
      await check(u, tr.id, bank.qu.single1, { optionIds: [bank.opt.single1C] });
      await check(u, tr.id, bank.qu.judge, { optionIds: [bank.opt.judgeB] });
    }
    const entries = (await book(u)).records;
    expect(entries.map((e) => e.wrongCount)).toEqual([2, 2]);
    // Memorise mode never adds to the book.
    const memo = (await start(u, { mode: 6 })).data;
    await check(u, memo.id, bank.qu.multiple, { optionIds: [] });
    expect((await book(u)).total).toBe(2);

    const w = (await start(u, { mode: 5 })).data;
    expect(w.totalCount).toBe(2);
    const wrongAgain = await check(u, w.id, bank.qu.judge, { optionIds: [bank.opt.judgeB] });
    expect(wrongAgain.data.removedFromBook).toBe(false);
    const ok = await check(u, w.id, bank.qu.single1, { optionIds: [bank.opt.single1A] });
    expect(ok.data).toMatchObject({ isRight: true, removedFromBook: true });
    const left = (await book(u)).records;
    expect(left.map((e) => [e.quId, e.wrongCount])).toEqual([[bank.qu.judge, 3]]);
  });
});

describe('ownership and history', () => {
  it("another learner's training does not exist on every call", async () => {
    const tr = (await start(b, { mode: 1 })).data;
    const quId = bank.qu.single1;
    for (const [url, body] of [
      ['detail', { id: tr.id }],
      ['card', { id: tr.id }],
      ['finish', { id: tr.id }],
      ['qu-detail', { trainId: tr.id, quId }],
      ['fill', { trainId: tr.id, quId, answer: { optionIds: [bank.opt.single1A] } }],
      ['check', { trainId: tr.id, quId, answer: { optionIds: [bank.opt.single1A] } }],
    ] as const) {
      expect(await t.post(`/api/repo/train/${url}`, body, a), url).toMatchObject({
        code: ErrorCode.NOT_FOUND,
        msg: '数据不存在！',
      });
    }
    const mine = (await t.post<TrainRecord>('/api/repo/train/detail', { id: tr.id }, b)).data;
    expect(mine).toMatchObject({ state: 0, answerCount: 0 });
    expect((await t.post('/api/repo/train/detail', { id: tr.id })).code).toBe(ErrorCode.SESSION_EXPIRED);
    // A question not in the training does not exist either.
    expect((await quDetail(b, tr.id, 'nope')).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('paging lists my trainings (of one bank), last trained first, with percent', async () => {
    const u = await learner();
    const t1 = (await start(u, { mode: 1 })).data;
    const t3 = (await start(u, { mode: 3, quType: 1 })).data;
    await check(u, t1.id, bank.qu.single1, { optionIds: [bank.opt.single1A] });
    const page = (
      await t.post<Page<TrainRecord>>(
        '/api/repo/train/paging',
        { current: 1, size: 5, params: { repoId: bank.repoId } },
        u,
      )
    ).data;
    expect(page.total).toBe(2);
    expect(page.records.map((r) => r.id)).toEqual([t1.id, t3.id]);
    expect(page.records[0]).toMatchObject({ mode_dictText: '顺序练习', rightCount: 1, answerCount: 1, percent: 100 });
    const other = await createTrainBank(t);
    const all = (await t.post<Page<TrainRecord>>('/api/repo/train/paging', { params: { repoId: other.repoId } }, u))
      .data;
    expect(all.total).toBe(0);
  });

  it('exam hand-ins record wrong answers under the exam; the book lists them by exam id', async () => {
    const u = await createUser(t);
    const token = (await login(t, u.userName)).token;
    const wrong = [{ quId: bank.qu.judge, repoId: bank.repoId }];
    await recordExamWrongAnswers(t.ctx.db, u.id, 'exam-1', wrong);
    await recordExamWrongAnswers(t.ctx.db, u.id, 'exam-1', wrong);
    await recordExamWrongAnswers(t.ctx.db, u.id, 'exam-2', wrong);
    expect((await book(token, { examId: 'exam-1' })).records.map((r) => r.wrongCount)).toEqual([2]);
    expect((await book(token, { examId: '0' })).total).toBe(0);
    expect((await book(token)).total).toBe(2);
    // In the book, so the learner may read it; mode 5 draws it once.
    expect((await t.post('/api/repo/train/qu-view', { id: bank.qu.judge }, token)).code).toBe(0);
    expect((await start(token, { mode: 5 })).data.totalCount).toBe(1);
  });

  it('qu-view shows a question only to a learner who answered it', async () => {
    const u = await learner();
    expect((await t.post('/api/repo/train/qu-view', { id: bank.qu.single2 }, u)).code).toBe(ErrorCode.NOT_FOUND);
    const tr = (await start(u, { mode: 1 })).data;
    await quDetail(u, tr.id, bank.qu.single2);
    expect((await t.post('/api/repo/train/qu-view', { id: bank.qu.single2 }, u)).code).toBe(ErrorCode.NOT_FOUND);
    await check(u, tr.id, bank.qu.single2, { optionIds: [bank.opt.single2B] });
    const v = await t.post<QuDetail>('/api/repo/train/qu-view', { id: bank.qu.single2 }, u);
    expect(v.data).toMatchObject({ id: bank.qu.single2, analysis: '<p>解析</p>' });
  });
});
