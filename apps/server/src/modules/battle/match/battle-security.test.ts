import type { MatchDetail } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BattleClient, type Of } from '../../../../test/battle-client.ts';
import { battleBody, createBattle, keysOf, releasePlayers } from '../../../../test/battle-helpers.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createExam, examBody, hand, newLearner, paperDetail, startPaper } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { createRepo, sampleQuestions } from '../../../../test/qu-helpers.ts';

/**
 * Issue 24 item 1: a contest is no way round the exam's secrecy. A learner with a paper in progress (or
 * whose exam hides answers and is not over for them) gets no question of that paper drawn, and no key of
 * it in a round result or in a match's analysis; a contest draws only from banks open for training.
 */

let t: TestApp;
let base: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

/** A bank of `per` questions of each objective type (single, multiple, judge); answers the ids. */
async function bank(per: number, o: { isTrain?: boolean } = {}) {
  const repoId = await createRepo(t, admin, { title: `竞赛安全${Date.now()}${Math.random()}`, ...o });
  const all = sampleQuestions(repoId);
  const quIds: string[] = [];
  for (let i = 0; i < per; i++)
    for (const name of ['single', 'multiple', 'judge'] as const) {
      const res = await t.post<{ id: string }>('/api/qu/qu/save', all[name], admin);
      if (res.code !== 0) throw new Error(res.msg);
      quIds.push(res.data.id);
    }
  return { repoId, quIds, keys: await keysOf(t, quIds) };
}

/** An exam of one question of each objective type from the bank. */
const objectiveExam = (repoId: string, o: { showAnswer?: boolean } = {}) =>
  createExam(
    t,
    admin,
    examBody(repoId, {
      qualifyScore: 1,
      rules: [1, 2, 3].map((quType) => ({ repoId, quType, level: 0, count: 1, score: 2 })),
      ...o,
    }),
  );

const paperQuIds = async (token: string, paperId: string) =>
  (await paperDetail(t, token, paperId)).groups.flatMap((g) => g.quList.map((q) => q.quId));

/** Plays a solo match to its end answering every round with `answer`; answers the rounds and results. */
async function playSolo(battleId: string, token: string, answer: (r: Of<'round'>) => string[]) {
  const c = await BattleClient.open(base, battleId, token);
  c.send({ type: 'match', mode: 'solo' });
  const found = await c.next('found');
  const rounds: Array<Of<'round'>> = [];
  const results: Array<Of<'round-result'>> = [];
  for (let i = 0; i < found.total; i++) {
    const r = await c.next('round');
    rounds.push(r);
    c.send({ type: 'answer', matchId: found.matchId, index: i, optionIds: answer(r) });
    results.push(await c.next('round-result'));
  }
  const end = await c.next('end');
  c.close();
  return { c, found, rounds, results, end };
}

describe('a learner with a paper in progress', () => {
  it('gets no question of the paper drawn in a solo match on the same bank, nor its key', async () => {
    const b = await bank(2);
    const examId = await objectiveExam(b.repoId);
    const battleId = await createBattle(t, admin, battleBody(b.repoId, { quCount: 6, modes: ['solo'] }));
    const me = await newLearner(t);
    const paperId = await startPaper(t, me.token, examId);
    const onPaper = await paperQuIds(me.token, paperId);
    expect(onPaper).toHaveLength(3);
    const { rounds, results, found } = await playSolo(battleId, me.token, (r) => b.keys.get(r.question.id) ?? []);
    // Before the fix all 6 were drawn, 3 of them on the open paper, each with its key in round-result.
    expect(found.total).toBe(3);
    const drawn = rounds.map((r) => r.question.id);
    expect(drawn.filter((id) => onPaper.includes(id))).toEqual([]);
    const paperKeys = onPaper.flatMap((id) => b.keys.get(id) ?? []);
    for (const res of results) expect(res.rightOptionIds.filter((id) => paperKeys.includes(id))).toEqual([]);
    const detail = await t.post<MatchDetail>('/api/battle/match/detail', { id: found.matchId }, me.token);
    expect(detail.data.rounds.map((r) => r.quId).filter((id) => onPaper.includes(id))).toEqual([]);
  });

  it('gets no key of a question of a paper started during the match, nor in the analysis afterwards', async () => {
    const b = await bank(1);
    const examId = await objectiveExam(b.repoId);
    const battleId = await createBattle(t, admin, battleBody(b.repoId, { quCount: 3, seconds: 3, modes: ['solo'] }));
    const me = await newLearner(t);
    const c = await BattleClient.open(base, battleId, me.token);
    c.send({ type: 'match', mode: 'solo' });
    const found = await c.next('found');
    const r0 = await c.next('round');
    // the paper holds every question of the bank, so every round of the match is on it
    const paperId = await startPaper(t, me.token, examId);
    expect((await paperQuIds(me.token, paperId)).sort()).toEqual([...b.quIds].sort());
    c.send({ type: 'answer', matchId: found.matchId, index: 0, optionIds: b.keys.get(r0.question.id) ?? [] });
    const res0 = await c.next('round-result');
    expect(res0.rightOptionIds).toEqual([]);
    // right or wrong, or a score, would tell the key (a judge question's at once)
    expect(res0.results[0]).toMatchObject({ answered: true, right: false, score: 0 });
    for (let i = 1; i < 3; i++) expect((await c.next('round-result')).rightOptionIds).toEqual([]);
    expect((await c.next('end')).results[0]).toMatchObject({ rightCount: 0, points: 0 });
    c.close();
    const detail = (await t.post<MatchDetail>('/api/battle/match/detail', { id: found.matchId }, me.token)).data;
    for (const r of detail.rounds) {
      expect(r.rightOptionIds).toEqual([]);
      expect(r.analysis).toBe('');
      expect(r.options.some((o) => o.isRight)).toBe(false);
      expect(r.answers.every((a) => !a.right && a.optionIds.length === 0)).toBe(true);
    }
    // while the paper is open no question of the bank may be drawn for them
    const again = await BattleClient.open(base, battleId, me.token);
    again.send({ type: 'match', mode: 'solo' });
    expect((await again.next('error')).code).toBe('no-questions');
    again.close();
    // once handed in (the exam shows answers) the analysis shows the keys again
    expect((await hand(t, me.token, paperId)).code).toBe(0);
    const after = (await t.post<MatchDetail>('/api/battle/match/detail', { id: found.matchId }, me.token)).data;
    expect(after.rounds.every((r) => r.rightOptionIds.length > 0)).toBe(true);
  });
});

describe('an exam that hides answers', () => {
  it('keeps its questions sealed in contests until the exam is over for the learner', async () => {
    const b = await bank(2);
    const examId = await objectiveExam(b.repoId, { showAnswer: false });
    const battleId = await createBattle(t, admin, battleBody(b.repoId, { quCount: 6, modes: ['solo'] }));
    const me = await newLearner(t);
    // a match played before the exam: its analysis shows every key
    const before = await playSolo(battleId, me.token, () => []);
    expect(before.found.total).toBe(6);
    const paperId = await startPaper(t, me.token, examId);
    const onPaper = await paperQuIds(me.token, paperId);
    expect((await hand(t, me.token, paperId)).code).toBe(0);
    // handed in, attempts left, exam still open: sealed
    const detail = (await t.post<MatchDetail>('/api/battle/match/detail', { id: before.found.matchId }, me.token)).data;
    for (const r of detail.rounds) {
      const sealed = onPaper.includes(r.quId);
      expect(r.rightOptionIds.length > 0).toBe(!sealed);
      expect(r.options.some((o) => o.isRight)).toBe(!sealed);
    }
    const { rounds, results } = await playSolo(battleId, me.token, () => []);
    expect(rounds.map((r) => r.question.id).filter((id) => onPaper.includes(id))).toEqual([]);
    expect(rounds).toHaveLength(3);
    const paperKeys = onPaper.flatMap((id) => b.keys.get(id) ?? []);
    for (const res of results) expect(res.rightOptionIds.filter((id) => paperKeys.includes(id))).toEqual([]);
    // another learner is not affected
    const other = await newLearner(t);
    expect((await playSolo(battleId, other.token, () => [])).found.total).toBe(6);
  });
});

describe('banks of a contest', () => {
  it('refuses to save a contest on a bank closed to training', async () => {
    const closed = await bank(1, { isTrain: false });
    const res = await t.post('/api/battle/battle/save', battleBody(closed.repoId), admin);
    expect(res.code).not.toBe(0);
    expect(res.msg).toBe('知识竞赛只能使用开放练习的题库，请先在题库中开启练习或换用其他题库！');
    const open = await bank(1);
    const both = await t.post(
      '/api/battle/battle/save',
      battleBody(open.repoId, { repoIds: [open.repoId, closed.repoId] }),
      admin,
    );
    expect(both.code).not.toBe(0);
  });

  it('stops drawing from a bank closed to training after the contest was saved', async () => {
    const open = await bank(1);
    const later = await bank(1);
    const battleId = await createBattle(
      t,
      admin,
      battleBody(open.repoId, { repoIds: [open.repoId, later.repoId], quCount: 6, modes: ['solo'] }),
    );
    const res = await t.post('/api/repo/save', { id: later.repoId, title: `关闭${Date.now()}`, isTrain: false }, admin);
    expect(res.code).toBe(0);
    const me = await newLearner(t);
    const { rounds } = await playSolo(battleId, me.token, () => []);
    expect(rounds.map((r) => r.question.id).sort()).toEqual([...open.quIds].sort());
    await releasePlayers(t, battleId);
  });
});
