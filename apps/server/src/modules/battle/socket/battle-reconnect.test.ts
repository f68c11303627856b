import type { Page, PersonRank } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BattleClient } from '../../../../test/battle-client.ts';
import {
  battleBody,
  createBattle,
  createBattleBank,
  matchStateOf,
  playerRowsOf,
  pointsLogsOf,
} from '../../../../test/battle-helpers.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { elBattleMatch, elBattlePlayer } from '../../../db/schema/index.ts';
import { recountFromMatches } from '../rank/battle-rank.queries.ts';

/**
 * Issue 24 item 10: a player whose match is stale is free again at once: one whose socket died (no clean
 * close) is out of the match when the round closes and may play again while the others play on (their
 * end counted once); a match whose owner process is gone is voided when a player comes back.
 */

let t: TestApp;
let base: string;
let admin: string;
let repoId: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  admin = (await loginAdmin(t)).token;
  repoId = (await createBattleBank(t, admin)).repoId;
});
afterAll(() => t.close());

const open = (battleId: string, token: string) => BattleClient.open(base, battleId, token);

describe('a player whose socket dies mid-match', () => {
  it('is out when the round closes, plays again at once, and the others finish with one result', async () => {
    const id = await createBattle(
      t,
      admin,
      battleBody(repoId, { modes: ['room', 'solo'], roomSize: 3, quCount: 2, seconds: 2 }),
    );
    const players = await Promise.all([0, 1, 2].map(() => newLearner(t)));
    const clients = await Promise.all(players.map((p) => open(id, p.token)));
    for (const c of clients) c.send({ type: 'match', mode: 'room' });
    const found = await Promise.all(clients.map((c) => c.next('found')));
    await Promise.all(clients.map((c) => c.next('round')));
    const [gone, ...stay] = clients;
    gone.ws.terminate(); // a crash: no close frame
    for (const [i, c] of stay.entries())
      c.send({ type: 'answer', matchId: found[i + 1].matchId, index: 0, optionIds: [] });
    expect((await stay[0].next('left')).seat).toBe(found[0].mySeat);
    const back = await open(id, players[0].token);
    expect(back.msgs[0]).toMatchObject({ type: 'hello', matchId: null });
    back.send({ type: 'match', mode: 'solo' });
    const solo = await back.next('found');
    expect(solo.matchId).not.toBe(found[0].matchId);
    const ends = await Promise.all(stay.map((c) => c.next('end')));
    expect(ends[0].results).toEqual(ends[1].results);
    expect(ends[0].results.find((r) => r.seat === found[0].mySeat)).toMatchObject({ left: true, points: 0 });
    back.send({ type: 'leave', matchId: solo.matchId });
    await back.next('end');
    await new Promise((r) => setTimeout(r, 200));
    for (const c of stay) expect(c.of('end')).toHaveLength(1);
    const logs = await pointsLogsOf(t, found[1].matchId);
    expect(logs.map((l) => l.userId).sort()).toEqual([players[1].id, players[2].id].sort());
    expect((await playerRowsOf(t, players[0].id)).map((r) => r.playing)).toEqual([false, false]);
    const ranks = await t.post<Page<PersonRank>>(
      '/api/battle/battle/rank-paging',
      { params: { contestId: id } },
      admin,
    );
    const recount = await recountFromMatches(t.ctx.db, id);
    expect(ranks.data.records.map((x) => [x.userId, x.matches, x.wins, x.score, x.points]).sort()).toEqual(
      recount.map((x) => [x.user_id, x.matches, x.wins, x.score, x.points]).sort(),
    );
    expect(ranks.data.records.find((r) => r.userId === players[0].id)?.matches).toBe(2);
    for (const c of [back, ...stay]) c.close();
  });
});

describe('a match whose owner process is gone', () => {
  /** A match in progress as a process that crashed `agoSec` ago left it (`owner`: its claim in the kv). */
  async function orphan(battleId: string, userIds: string[], agoSec: number, owner?: string) {
    const id = `orphan${Date.now()}${Math.random().toString(36).slice(2, 8)}`.slice(0, 32);
    const startTime = new Date(Date.now() - agoSec * 1000);
    await t.ctx.db.insert(elBattleMatch).values({ id, battleId, mode: 'pk', quIds: ['q'], seconds: 10, startTime });
    await t.ctx.db
      .insert(elBattlePlayer)
      .values(userIds.map((userId, seat) => ({ matchId: id, userId, battleId, seat, day: '2026-01-01' })));
    if (owner) await t.ctx.kv.set(`battle:owner:${id}`, owner, 600);
    return id;
  }
  const stateOf = (id: string) => matchStateOf(t, id);

  it('is voided when a player reconnects, who may queue at once (the others are released too)', async () => {
    const id = await createBattle(t, admin, battleBody(repoId));
    const a = await newLearner(t);
    const b = await newLearner(t);
    const matchId = await orphan(id, [a.id, b.id], 30, 'a-process-that-died');
    const c = await open(id, a.token);
    expect(c.msgs[0]).toMatchObject({ type: 'hello', matchId: null });
    expect(await stateOf(matchId)).toBe(2);
    c.send({ type: 'match', mode: 'pk' });
    await c.next('queued');
    const cb = await open(id, b.token);
    cb.send({ type: 'match', mode: 'pk' });
    const [fa, fb] = await Promise.all([c.next('found'), cb.next('found')]);
    expect(fa.matchId).toBe(fb.matchId);
    c.send({ type: 'leave', matchId: fa.matchId });
    await cb.next('end');
    expect(await pointsLogsOf(t, matchId)).toEqual([]);
    c.close();
    cb.close();
  });

  it('is voided when the player asks to play from another contest, without a claim after the grace', async () => {
    const other = await createBattle(t, admin, battleBody(repoId));
    const id = await createBattle(t, admin, battleBody(repoId, { modes: ['solo'], quCount: 1 }));
    const a = await newLearner(t);
    const matchId = await orphan(other, [a.id], 30);
    const c = await open(id, a.token);
    c.send({ type: 'match', mode: 'solo' });
    const found = await c.next('found');
    expect(await stateOf(matchId)).toBe(2);
    c.send({ type: 'leave', matchId: found.matchId });
    await c.next('end');
    c.close();
  });

  it('is left alone while its owner beats, or while young', async () => {
    const id = await createBattle(t, admin, battleBody(repoId));
    const a = await newLearner(t);
    await t.ctx.kv.set('battle:proc:alive', '1', 60);
    const owned = await orphan(id, [a.id], 30, 'alive');
    const c = await open(id, a.token);
    expect(c.msgs[0]).toMatchObject({ type: 'hello', matchId: owned });
    c.send({ type: 'match', mode: 'pk' });
    expect((await c.next('error')).code).toBe('busy');
    expect(await stateOf(owned)).toBe(0);
    c.close();
    const b = await newLearner(t);
    const young = await orphan(id, [b.id], 0);
    const cb = await open(id, b.token);
    expect(cb.msgs[0]).toMatchObject({ type: 'hello', matchId: young });
    expect(await stateOf(young)).toBe(0);
    cb.close();
  });
});
