import { type AdminMatchRow, ErrorCode, type Page } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleBody, createBattle, createBattleBank, releasePlayers } from '../../../../test/battle-helpers.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { createUser, loginAdmin } from '../../../../test/factories.ts';
import { createUserAdmin } from '../../../../test/user-helpers.ts';
import { elBattleMatch, elBattlePlayer } from '../../../db/schema/index.ts';

/**
 * `/api/battle/match/admin-paging`: a contest's finished and voided matches for staff, newest first, scoped
 * as the live view (a match with a player in the data scope; the others without name), searchable by name.
 */

const URL = '/api/battle/match/admin-paging';
let t: TestApp;
let admin: string;
let repoId: string;
let battleId: string;
/** Players: `a` and `c`, `d` in A01A01; `b` in A01A02 (the market staff's department). */
const who: Record<'a' | 'b' | 'c' | 'd', { id: string; realName: string; userName: string }> = {} as never;
const ids = { ended: '', voidedOut: '', voidedMixed: '', playing: '', otherContest: '' };

const tag = Math.random().toString(36).slice(2, 8);
const marketStaff = async () =>
  (await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02', menus: ['m-battle', 'm-battle-list'] }))
    .session.token;

async function arrange(
  key: keyof typeof ids,
  o: { state: 0 | 1 | 2; minutesAgo: number; players: Array<keyof typeof who>; mode?: string; contest?: string },
) {
  const id = `am${key}${tag}`.slice(0, 32);
  const contest = o.contest ?? battleId;
  const startTime = new Date(Date.now() - o.minutesAgo * 60_000);
  const endTime = o.state === 0 ? null : new Date(startTime.getTime() + 60_000);
  await t.ctx.db.insert(elBattleMatch).values({
    id,
    battleId: contest,
    mode: o.mode ?? 'pk',
    quIds: ['q1'],
    seconds: 10,
    state: o.state,
    startTime,
    endTime,
  });
  const counted = o.state === 1;
  await t.ctx.db.insert(elBattlePlayer).values(
    o.players.map((p, seat) => ({
      matchId: id,
      userId: who[p].id,
      battleId: contest,
      seat,
      day: '2026-01-01',
      playing: o.state === 0,
      score: counted ? 200 - seat * 100 : 0,
      rank: counted ? seat + 1 : 0,
      outcome: counted ? (seat === 0 ? 'win' : 'loss') : '',
    })),
  );
  ids[key] = id;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  repoId = (await createBattleBank(t, admin)).repoId;
  battleId = await createBattle(t, admin, battleBody(repoId));
  const other = await createBattle(t, admin, battleBody(repoId));
  for (const [k, deptCode] of [
    ['a', 'A01A01'],
    ['b', 'A01A02'],
    ['c', 'A01A01'],
    ['d', 'A01A01'],
  ] as const) {
    const u = await createUser(t, { deptCode, realName: `选手${k}${tag}` });
    who[k] = { id: u.id, realName: u.realName, userName: u.userName };
  }
  await arrange('ended', { state: 1, minutesAgo: 180, players: ['a', 'b'] });
  await arrange('voidedOut', { state: 2, minutesAgo: 120, players: ['c', 'd'], mode: 'room' });
  await arrange('voidedMixed', { state: 2, minutesAgo: 60, players: ['a', 'b'] });
  await arrange('otherContest', { state: 1, minutesAgo: 10, players: ['c', 'b'], contest: other });
  await arrange('playing', { state: 0, minutesAgo: 1, players: ['a', 'b'] });
});
afterAll(async () => {
  await releasePlayers(t, battleId);
  await t.close();
});

const list = (token: string, params: Record<string, unknown> = {}, current = 1) =>
  t.post<Page<AdminMatchRow>>(URL, { current, size: 10, params: { contestId: battleId, ...params } }, token);

describe('finished matches of a contest (staff)', () => {
  it('lists the finished and voided matches only, newest first, with every player for full scope', async () => {
    const res = await list(admin);
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(3);
    expect(res.data.records.map((r) => [r.matchId, r.state])).toEqual([
      [ids.voidedMixed, 'voided'],
      [ids.voidedOut, 'voided'],
      [ids.ended, 'ended'],
    ]);
    const ended = res.data.records[2];
    expect(ended).toMatchObject({ mode: 'pk' });
    expect(new Date(ended.endTime).getTime()).toBeGreaterThan(new Date(ended.startTime).getTime());
    expect(ended.players).toEqual([
      { realName: who.a.realName, deptName: expect.any(String), score: 200, rank: 1, outcome: 'win' },
      { realName: who.b.realName, deptName: expect.any(String), score: 100, rank: 2, outcome: 'loss' },
    ]);
    expect(ended.players.every((p) => p.deptName !== '')).toBe(true);
    // a voided match has no outcomes
    expect(res.data.records[0].players.map((p) => p.outcome)).toEqual([null, null]);

    const paged = await t.post<Page<AdminMatchRow>>(
      URL,
      { current: 2, size: 2, params: { contestId: battleId } },
      admin,
    );
    expect(paged.data).toMatchObject({ total: 3, current: 2, pages: 2 });
    expect(paged.data.records.map((r) => r.matchId)).toEqual([ids.ended]);
    const rooms = await list(admin, { mode: 'room' });
    expect(rooms.data.records.map((r) => r.matchId)).toEqual([ids.voidedOut]);
    expect((await list(admin, { mode: '' })).data.total).toBe(3);
  });

  it('shows staff the matches with a player in their data scope, the players outside without name', async () => {
    const res = await list(await marketStaff());
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(2);
    expect(res.data.records.map((r) => r.matchId)).toEqual([ids.voidedMixed, ids.ended]);
    expect(res.data.records[1].players).toEqual([
      { realName: null, deptName: '', score: 200, rank: 1, outcome: 'win' },
      { realName: who.b.realName, deptName: expect.any(String), score: 100, rank: 2, outcome: 'loss' },
    ]);
  });

  it('searches by the name or account of a player inside the scope', async () => {
    const byA = await list(admin, { realName: who.a.realName });
    expect(byA.data.records.map((r) => r.matchId)).toEqual([ids.voidedMixed, ids.ended]);
    const byC = await list(admin, { realName: ` ${who.c.realName} ` });
    expect(byC.data.records.map((r) => r.matchId)).toEqual([ids.voidedOut]);
    expect((await list(admin, { realName: `无此人${tag}` })).data.total).toBe(0);
    const market = await marketStaff();
    expect((await list(market, { realName: who.b.realName })).data.total).toBe(2);
    expect((await list(market, { realName: who.b.userName })).data.total).toBe(2);
    // a player outside the scope is not found by name (the search would tell who played)
    expect((await list(market, { realName: who.a.realName })).data.total).toBe(0);
  });

  it('refuses learners, a missing contest and bad params; another scope gets what the rankings give', async () => {
    const learner = await newLearner(t);
    expect((await list(learner.token)).code).toBe(ErrorCode.FORBIDDEN);
    const missing = { current: 1, size: 10, params: { contestId: 'missing' } };
    expect((await t.post(URL, missing, admin)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.post('/api/battle/battle/rank-paging', missing, admin)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await t.post(URL, { params: {} }, admin)).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await list(admin, { mode: 'duel' })).code).toBe(ErrorCode.BAD_PARAMS);
    // contests are not scoped (docs/decisions/contests.md "Contests are not scoped; the people in them are"):
    // staff of a department with nobody in a contest's matches get an empty list, as the rankings and the live
    // view answer them, not a refusal
    const elsewhere = (
      await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A02', menus: ['m-battle', 'm-battle-list'] })
    ).session.token;
    const res = await list(elsewhere);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ total: 0, records: [] });
    const ranks = await t.post<Page<unknown>>(
      '/api/battle/battle/rank-paging',
      { params: { contestId: battleId, day: '' } },
      elsewhere,
    );
    expect(ranks.code).toBe(0);
  });
});
