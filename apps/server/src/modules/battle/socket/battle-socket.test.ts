import type { Page, PersonRank } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BattleClient, type Of } from '../../../../test/battle-client.ts';
import {
  arrangePlaying,
  battleBody,
  createBattle,
  createBattleBank,
  keysOf,
  pointsLogsOf,
  releasePlayers,
} from '../../../../test/battle-helpers.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { finishMatch } from '../match/battle-end.service.ts';
import { recountFromMatches } from '../rank/battle-rank.queries.ts';

/**
 * The battle socket over real sockets: matchmaking, server-timed rounds (2-second questions), key secrecy,
 * late and duplicate answers, reconnection, leaving, exactly-once results, points and rankings.
 */

let t: TestApp;
let base: string;
let admin: string;
let repoId: string;
let keys: Map<string, string[]>;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  admin = (await loginAdmin(t)).token;
  const bank = await createBattleBank(t, admin);
  repoId = bank.repoId;
  keys = await keysOf(t, bank.quIds);
});
afterAll(() => t.close());

/** The battle socket client of test/battle-client.ts, opened on this test's server. */
const Client = { open: (battleId: string, token: string) => BattleClient.open(base, battleId, token) };

async function until(cond: () => boolean, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; !cond() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 10));
}

const rightOf = (r: Of<'round'>) => keys.get(r.question.id) ?? [];
const wrongOf = (r: Of<'round'>) => [r.question.options.find((o) => !rightOf(r).includes(o.id))?.id ?? ''];

async function pair(battleId: string) {
  const a = await newLearner(t);
  const b = await newLearner(t);
  const ca = await Client.open(battleId, a.token);
  const cb = await Client.open(battleId, b.token);
  ca.send({ type: 'match', mode: 'pk' });
  await ca.next('queued');
  cb.send({ type: 'match', mode: 'pk' });
  const [fa, fb] = await Promise.all([ca.next('found'), cb.next('found')]);
  return { a, b, ca, cb, fa, fb };
}

describe('a 1v1 match', () => {
  it('pairs two learners, keeps the key secret until the round closes, and ends once with points and ranks', async () => {
    const id = await createBattle(t, admin, battleBody(repoId));
    const { a, b, ca, cb, fa, fb } = await pair(id);
    expect(fa.matchId).toBe(fb.matchId);
    expect(fa.players).toHaveLength(2);
    expect(new Set([fa.mySeat, fb.mySeat])).toEqual(new Set([0, 1]));
    expect(Object.keys(fa.players[0]).sort()).toEqual(['avatar', 'name', 'seat']);
    for (let i = 0; i < 3; i++) {
      const [ra, rb] = await Promise.all([ca.next('round'), cb.next('round')]);
      expect(ra.index).toBe(i);
      expect(ra.startAt).toBe(rb.startAt);
      expect(ra.deadline - ra.startAt).toBe(2000);
      for (const o of ra.question.options) expect(Object.keys(o).sort()).toEqual(['content', 'id', 'image', 'tag']);
      expect(ca.of('round-result')).toHaveLength(i); // no key of the open round yet
      ca.send({ type: 'answer', matchId: fa.matchId, index: i, optionIds: rightOf(ra) });
      await ca.next('accepted');
      const seen = await cb.next('answered');
      expect(seen.seat).toBe(fa.mySeat);
      expect(seen).not.toHaveProperty('optionIds');
      cb.send({ type: 'answer', matchId: fb.matchId, index: i, optionIds: wrongOf(rb) });
      const res = await ca.next('round-result');
      expect(res.rightOptionIds.sort()).toEqual([...rightOf(ra)].sort());
      const mine = res.results.find((r) => r.seat === fa.mySeat);
      expect(mine?.right).toBe(true);
      expect(mine?.score).toBeGreaterThan(100);
      expect(res.results.find((r) => r.seat === fb.mySeat)).toMatchObject({ right: false, score: 0 });
    }
    const [ea, eb] = await Promise.all([ca.next('end'), cb.next('end')]);
    expect(ea).toEqual({ ...eb, serverTime: ea.serverTime });
    const winner = ea.results.find((r) => r.seat === fa.mySeat);
    expect(winner).toMatchObject({ outcome: 'win', rank: 1, rightCount: 3, points: 10 });
    expect(ea.results.find((r) => r.seat === fb.mySeat)).toMatchObject({ outcome: 'loss', rank: 2, points: 1 });
    const logs = await pointsLogsOf(t, fa.matchId);
    expect(logs.map((l) => [l.userId, l.points]).sort()).toEqual(
      [
        [a.id, 10],
        [b.id, 1],
      ].sort(),
    );
    const ranks = await t.post<Page<PersonRank>>(
      '/api/battle/battle/rank-paging',
      { params: { contestId: id } },
      admin,
    );
    expect(ranks.data.records.map((r) => [r.userId, r.wins, r.points])).toEqual([
      [a.id, 1, 10],
      [b.id, 0, 1],
    ]);
    ca.close();
    cb.close();
  });

  it('refuses late and duplicate answers', async () => {
    const id = await createBattle(t, admin, battleBody(repoId));
    const { ca, cb, fa } = await pair(id);
    const r0 = await ca.next('round');
    ca.send({ type: 'answer', matchId: fa.matchId, index: 0, optionIds: rightOf(r0) });
    await ca.next('accepted');
    ca.send({ type: 'answer', matchId: fa.matchId, index: 0, optionIds: wrongOf(r0) });
    expect((await ca.next('error')).code).toBe('duplicate');
    const res = await cb.next('round-result', 4000);
    expect(res.results.find((r) => r.seat !== fa.mySeat)?.answered).toBe(false);
    cb.send({ type: 'answer', matchId: fa.matchId, index: 0, optionIds: rightOf(r0) });
    expect((await cb.next('error')).code).toBe('late');
    ca.send({ type: 'leave', matchId: fa.matchId });
    await cb.next('end');
    ca.close();
    cb.close();
  });
});

describe('matchmaking', () => {
  it('never pairs a learner with themself and allows one queue or match at a time', async () => {
    const id = await createBattle(t, admin, battleBody(repoId));
    const a = await newLearner(t);
    const one = await Client.open(id, a.token);
    const two = await Client.open(id, a.token);
    one.send({ type: 'match', mode: 'pk' });
    await one.next('queued');
    two.send({ type: 'match', mode: 'pk' });
    expect((await two.next('error')).code).toBe('busy');
    await new Promise((r) => setTimeout(r, 200));
    expect(one.of('found')).toHaveLength(0);
    one.send({ type: 'cancel' });
    await one.next('unqueued');
    one.close();
    two.close();
  });

  it('refuses a second match of a learner even when it forms on another path', async () => {
    const id = await createBattle(t, admin, battleBody(repoId));
    const a = await newLearner(t);
    const b = await newLearner(t);
    const cb = await Client.open(id, b.token);
    cb.send({ type: 'match', mode: 'pk' });
    await cb.next('queued');
    await arrangePlaying(t, id, b.id);
    const ca = await Client.open(id, a.token);
    ca.send({ type: 'match', mode: 'pk' });
    expect((await cb.next('error')).code).toBe('busy');
    await ca.next('unqueued');
    expect(ca.of('found')).toHaveLength(0);
    await releasePlayers(t, id);
    ca.close();
    cb.close();
  });

  it('starts a room when it is full, everyone at the same time', async () => {
    const id = await createBattle(t, admin, battleBody(repoId, { modes: ['room'], roomSize: 3, quCount: 1 }));
    const clients = await Promise.all([0, 1, 2].map(async () => Client.open(id, (await newLearner(t)).token)));
    for (const c of clients) c.send({ type: 'match', mode: 'room' });
    const found = await Promise.all(clients.map((c) => c.next('found')));
    expect(new Set(found.map((f) => f.matchId)).size).toBe(1);
    expect(found.map((f) => f.mySeat).sort()).toEqual([0, 1, 2]);
    const rounds = await Promise.all(clients.map((c) => c.next('round')));
    expect(new Set(rounds.map((r) => r.startAt)).size).toBe(1);
    clients.forEach((c, i) => {
      c.send({ type: 'answer', matchId: found[i].matchId, index: 0, optionIds: i === 0 ? rightOf(rounds[i]) : [] });
    });
    const end = await clients[1].next('end');
    expect(end.results.find((r) => r.seat === found[0].mySeat)).toMatchObject({ outcome: 'win', rank: 1 });
    for (const c of clients) c.close();
  });

  it('offers the solo challenge after 15 seconds alone and plays it', async () => {
    const id = await createBattle(t, admin, battleBody(repoId, { dailyLimit: 1, quCount: 1 }));
    const a = await newLearner(t);
    const c = await Client.open(id, a.token);
    c.send({ type: 'match', mode: 'pk' });
    const q = await c.next('queued');
    const offer = await c.next('solo-offer', 17_000);
    expect(offer.serverTime - q.since).toBeGreaterThanOrEqual(15_000);
    c.send({ type: 'solo' });
    const found = await c.next('found');
    expect(found).toMatchObject({ mode: 'solo', players: [expect.objectContaining({ seat: 0 })] });
    const r = await c.next('round');
    c.send({ type: 'answer', matchId: found.matchId, index: 0, optionIds: rightOf(r) });
    const end = await c.next('end');
    expect(end.results[0]).toMatchObject({ outcome: 'solo', rightCount: 1, points: 3 });
    c.send({ type: 'match', mode: 'solo' });
    expect((await c.next('error')).code).toBe('daily-limit');
    c.close();
  }, 30_000);

  it('refuses a mode the contest does not offer, too many requests and a contest out of range', async () => {
    const id = await createBattle(t, admin, battleBody(repoId, { modes: ['pk'], openType: 2, deptCodes: ['A01A01'] }));
    const inside = await newLearner(t, { deptCode: 'A01A01' });
    const c = await Client.open(id, inside.token);
    c.send({ type: 'match', mode: 'solo' });
    expect((await c.next('error')).code).toBe('mode');
    c.send({ type: 'answer', matchId: 'x', index: 0, optionIds: [] });
    expect((await c.next('error')).code).toBe('not-in-match');
    c.ws.send('{bad');
    expect((await c.next('error')).code).toBe('bad');
    for (let i = 0; i < 20; i++) c.send({ type: 'match', mode: 'solo' });
    await until(() => c.of('error').some((e) => e.code === 'rate'));
    expect(c.of('error').filter((e) => e.code === 'rate').length).toBeGreaterThan(0);
    c.close();
    const outside = await newLearner(t, { deptCode: 'A01A02' });
    const ws = new WebSocket(`${base}/api/socket/battle/${id}?token=${outside.token}`);
    const code = await new Promise<number>((r) => ws.on('close', (c2) => r(c2)));
    expect(code).toBe(4004);
  });
});

describe('leaving and reconnecting', () => {
  it('resumes the open round after a reconnect, with what was locked', async () => {
    const id = await createBattle(t, admin, battleBody(repoId, { seconds: 4 }));
    const { a, ca, cb, fa } = await pair(id);
    const r0 = await ca.next('round');
    ca.send({ type: 'answer', matchId: fa.matchId, index: 0, optionIds: rightOf(r0) });
    await ca.next('accepted');
    ca.close();
    await new Promise((r) => setTimeout(r, 100));
    const back = await Client.open(id, a.token);
    expect(back.msgs[0]).toMatchObject({ type: 'hello', matchId: fa.matchId });
    const again = await back.next('found');
    expect(again.mySeat).toBe(fa.mySeat);
    const round = await back.next('round');
    expect(round).toMatchObject({ index: 0, myAnswer: rightOf(r0), answeredSeats: [fa.mySeat] });
    cb.send({ type: 'answer', matchId: fa.matchId, index: 0, optionIds: rightOf(r0) });
    const res = await back.next('round-result');
    expect(res.results.every((r) => r.right)).toBe(true);
    back.send({ type: 'leave', matchId: fa.matchId });
    await cb.next('end');
    back.close();
    cb.close();
  });

  it('a learner who leaves loses; one who drops and is not back before the round closes has left', async () => {
    const id = await createBattle(t, admin, battleBody(repoId));
    const first = await pair(id);
    await first.ca.next('round');
    first.ca.send({ type: 'leave', matchId: first.fa.matchId });
    const left = await first.cb.next('left');
    expect(left.seat).toBe(first.fa.mySeat);
    const end = await first.cb.next('end');
    expect(end.results.find((r) => r.seat === first.fa.mySeat)).toMatchObject({
      outcome: 'loss',
      left: true,
      points: 0,
    });
    expect(end.results.find((r) => r.seat === first.fb.mySeat)).toMatchObject({ outcome: 'win', points: 10 });
    first.ca.close();
    first.cb.close();
    const again = await Client.open(id, first.a.token);
    expect(again.msgs[0]).toMatchObject({ type: 'hello', matchId: null });
    again.send({ type: 'match', mode: 'pk' });
    await again.next('queued');
    again.send({ type: 'cancel' });
    await again.next('unqueued');
    again.close();

    const second = await pair(id);
    await second.cb.next('round');
    second.ca.close();
    const end2 = await second.cb.next('end', 5000);
    expect(end2.results.find((r) => r.seat === second.fa.mySeat)).toMatchObject({ outcome: 'loss', left: true });
    second.cb.close();
  });
});

describe('results', () => {
  it('are written exactly once and the rankings equal a recount of the matches', async () => {
    const id = await createBattle(t, admin, battleBody(repoId, { quCount: 1 }));
    const { ca, cb, fa } = await pair(id);
    const r = await ca.next('round');
    ca.send({ type: 'answer', matchId: fa.matchId, index: 0, optionIds: rightOf(r) });
    cb.send({ type: 'answer', matchId: fa.matchId, index: 0, optionIds: rightOf(r) });
    const end = await ca.next('end');
    expect([
      ['draw', 'draw'],
      ['loss', 'win'],
    ]).toContainEqual(end.results.map((x) => x.outcome).sort());
    const again = await finishMatch(t.ctx, { id, title: 'x' }, fa.matchId, '2026-01-01', []);
    expect(again).toBe(false);
    expect((await pointsLogsOf(t, fa.matchId)).length).toBe(2);
    const ranks = await t.post<Page<PersonRank>>(
      '/api/battle/battle/rank-paging',
      { params: { contestId: id } },
      admin,
    );
    const recount = await recountFromMatches(t.ctx.db, id);
    expect(ranks.data.records.map((x) => [x.userId, x.matches, x.wins, x.score, x.points]).sort()).toEqual(
      recount.map((x) => [x.user_id, x.matches, x.wins, x.score, x.points]).sort(),
    );
    ca.close();
    cb.close();
  });
});
