import type { MatchDetail } from '@xuekao/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BattleClient, type Of } from '../../../../test/battle-client.ts';
import { battleBody, createBattle, createBattleBank, keysOf } from '../../../../test/battle-helpers.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { findPlayingOf } from '../match/battle-play.queries.ts';
import { roomWait } from '../socket/battle-conn.ts';
import { joinQueue } from './battle-queue.ts';

/**
 * How matches start over real sockets: a player whose queue ticket was taken while their process was gone
 * (never connected to the match) has left when the first round closes; a room starts short of full after
 * its wait; and the analysis of a match played through the socket.
 */

let t: TestApp;
let base: string;
let admin: string;
let repoId: string;
let keys: Map<string, string[]>;
const saved = { ...roomWait };

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
afterEach(() => Object.assign(roomWait, saved));

const open = (battleId: string, token: string) => BattleClient.open(base, battleId, token);
const rightOf = (r: Of<'round'>) => keys.get(r.question.id) ?? [];

describe('a player who never connects to the match', () => {
  it('has left when the first round closes: the other is told and wins, both are released', async () => {
    const id = await createBattle(t, admin, battleBody(repoId));
    const ghost = await newLearner(t);
    // The ghost's ticket waits in the queue as if its process had died after queueing.
    await joinQueue(t.ctx.kv, id, 'pk', { id: `ghost${id}`, userId: ghost.id, connId: 'dead', at: Date.now() }, 2);
    const a = await newLearner(t);
    const ca = await open(id, a.token);
    ca.send({ type: 'match', mode: 'pk' });
    const found = await ca.next('found');
    expect(found.players).toHaveLength(2);
    const r0 = await ca.next('round');
    ca.send({ type: 'answer', matchId: found.matchId, index: 0, optionIds: rightOf(r0) });
    const left = await ca.next('left', 4000);
    expect(left.seat).not.toBe(found.mySeat);
    const end = await ca.next('end');
    expect(end.results.find((r) => r.seat === found.mySeat)).toMatchObject({ outcome: 'win', points: 10 });
    expect(end.results.find((r) => r.seat !== found.mySeat)).toMatchObject({ outcome: 'loss', left: true, points: 0 });
    expect(ca.of('round')).toHaveLength(1); // ended at the first round, not played out
    expect(await findPlayingOf(t.ctx.db, ghost.id)).toBeUndefined();
    ca.close();
  });

  it('a connected player who does not answer the first round stays in', async () => {
    const id = await createBattle(t, admin, battleBody(repoId, { quCount: 2 }));
    const [a, b] = await Promise.all([newLearner(t), newLearner(t)]);
    const ca = await open(id, a.token);
    const cb = await open(id, b.token);
    ca.send({ type: 'match', mode: 'pk' });
    await ca.next('queued');
    cb.send({ type: 'match', mode: 'pk' });
    const fa = await ca.next('found');
    await cb.next('found');
    const r0 = await ca.next('round');
    ca.send({ type: 'answer', matchId: fa.matchId, index: 0, optionIds: rightOf(r0) });
    await ca.next('round-result', 4000);
    await ca.next('round');
    expect(ca.of('left')).toHaveLength(0);
    ca.send({ type: 'leave', matchId: fa.matchId });
    await cb.next('end');
    ca.close();
    cb.close();
  });
});

describe('a room short of full', () => {
  it('starts after the wait with the players waiting (at least two); one alone keeps waiting', async () => {
    roomWait.firstMs = 600;
    roomWait.againMs = 200;
    const id = await createBattle(t, admin, battleBody(repoId, { modes: ['room'], roomSize: 4, quCount: 1 }));
    const learners = await Promise.all([0, 1, 2, 3].map(() => newLearner(t)));
    const [c1, c2, c3, c4] = await Promise.all(learners.map((l) => open(id, l.token)));
    c1.send({ type: 'match', mode: 'room' });
    const q1 = await c1.next('queued');
    c2.send({ type: 'match', mode: 'room' });
    const [f1, f2] = await Promise.all([c1.next('found', 4000), c2.next('found', 4000)]);
    expect(f1.matchId).toBe(f2.matchId);
    expect(f1.players).toHaveLength(2);
    expect(f1.serverTime - q1.since).toBeGreaterThanOrEqual(600);
    c3.send({ type: 'match', mode: 'room' });
    await c3.next('queued');
    await new Promise((r) => setTimeout(r, 1200));
    expect(c3.of('found')).toHaveLength(0);
    c4.send({ type: 'match', mode: 'room' });
    const [f3, f4] = await Promise.all([c3.next('found', 4000), c4.next('found', 4000)]);
    expect(f3.matchId).toBe(f4.matchId);
    expect(f3.players).toHaveLength(2);
    for (const c of [c1, c2, c3, c4]) c.close();
  });
});

describe('analysis of a played match', () => {
  it('shows each round with the key and both answers once the match is over', async () => {
    const id = await createBattle(t, admin, battleBody(repoId, { quCount: 1 }));
    const [a, b] = await Promise.all([newLearner(t), newLearner(t)]);
    const ca = await open(id, a.token);
    const cb = await open(id, b.token);
    ca.send({ type: 'match', mode: 'pk' });
    await ca.next('queued');
    cb.send({ type: 'match', mode: 'pk' });
    const fa = await ca.next('found');
    const r = await ca.next('round');
    const during = await t.post('/api/battle/match/detail', { id: fa.matchId }, a.token);
    expect(during.msg).toBe('对局尚未结束，结束后才能查看解析！');
    ca.send({ type: 'answer', matchId: fa.matchId, index: 0, optionIds: rightOf(r) });
    await ca.next('accepted');
    cb.send({ type: 'answer', matchId: fa.matchId, index: 0, optionIds: [] });
    await ca.next('end');
    const d = await t.post<MatchDetail>('/api/battle/match/detail', { id: fa.matchId }, a.token);
    expect(d.code).toBe(0);
    const round = d.data.rounds[0];
    expect(round.quId).toBe(r.question.id);
    expect(round.rightOptionIds.sort()).toEqual([...rightOf(r)].sort());
    const mine = round.answers.find((x) => x.seat === fa.mySeat);
    expect(mine).toMatchObject({ answered: true, right: true });
    expect(mine?.score).toBeGreaterThan(100);
    expect(mine?.ms).toBeGreaterThanOrEqual(0);
    ca.close();
    cb.close();
  });
});
