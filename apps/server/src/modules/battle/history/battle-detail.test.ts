import { ErrorCode, type LiveMatch, type MatchDetail, type Page, type PersonRank } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleBody, createBattle, createBattleBank, keysOf, releasePlayers } from '../../../../test/battle-helpers.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { createUserAdmin } from '../../../../test/user-helpers.ts';
import { elBattleAnswer, elBattleMatch, elBattlePlayer, elBattleRank } from '../../../db/schema/index.ts';
import { dayIn } from '../../../lib/site-day.ts';
import { closeMatch } from '../match/battle-play.queries.ts';

/**
 * A finished match's analysis (players only, after the end; staff within their data scope), the live view
 * limited to the data scope, and the server's today for the day rankings.
 */

let t: TestApp;
let admin: string;
let repoId: string;
let quIds: string[];
let keys: Map<string, string[]>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  const bank = await createBattleBank(t, admin);
  repoId = bank.repoId;
  quIds = bank.quIds;
  keys = await keysOf(t, quIds);
});
afterAll(() => t.close());

const marketStaff = () =>
  createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02', menus: ['m-battle', 'm-battle-list'] });

/** A 1v1 match of `a` (A01A01, answered round 0 right) and `b` (A01A01 or given), in `state`. */
async function arrangeMatch(state: 0 | 1 | 2, bDept = 'A01A01') {
  const battleId = await createBattle(t, admin, battleBody(repoId));
  const a = await newLearner(t, { deptCode: 'A01A01' });
  const b = await newLearner(t, { deptCode: bDept });
  const id = `m${Date.now()}${Math.random().toString(36).slice(2, 8)}`.slice(0, 32);
  const ended = state === 0 ? {} : { endTime: new Date() };
  await t.ctx.db.insert(elBattleMatch).values({ id, battleId, mode: 'pk', quIds, seconds: 10, state, ...ended });
  const done = state !== 0;
  await t.ctx.db.insert(elBattlePlayer).values([
    { matchId: id, userId: a.id, battleId, seat: 0, day: '2026-01-01', playing: !done, outcome: 'win', score: 180 },
    { matchId: id, userId: b.id, battleId, seat: 1, day: '2026-01-01', playing: !done, outcome: 'loss', rank: 2 },
  ]);
  if (state === 1) {
    const right = keys.get(quIds[0]) ?? [];
    await t.ctx.db.insert(elBattleAnswer).values([
      { matchId: id, userId: a.id, idx: 0, quId: quIds[0], optionIds: right, isRight: true, score: 180, ms: 2000 },
      { matchId: id, userId: b.id, idx: 0, quId: quIds[0], optionIds: ['nope'], isRight: false, score: 0, ms: 5000 },
    ]);
  }
  return { battleId, id, a, b };
}

describe('analysis of a finished match', () => {
  it('shows a player every round with the key, the analysis and each player’s answer, time and score', async () => {
    const { id, a, b } = await arrangeMatch(1);
    const res = await t.post<MatchDetail>('/api/battle/match/detail', { id }, a.token);
    expect(res.code).toBe(0);
    const d = res.data;
    expect(d).toMatchObject({ matchId: id, mode: 'pk', total: 3, seconds: 10 });
    expect(d.players.map((p) => [p.seat, p.me, p.outcome])).toEqual([
      [0, true, 'win'],
      [1, false, 'loss'],
    ]);
    expect(d.players[0].userId).toBe(a.id);
    expect(d.players[1].userId).toBe(''); // the opponent by name only, as in the match
    expect(d.players[1].name).not.toBe('');
    expect(d.rounds).toHaveLength(3);
    const r0 = d.rounds[0];
    expect(r0.rightOptionIds.sort()).toEqual([...(keys.get(quIds[0]) ?? [])].sort());
    expect(r0.options.filter((o) => o.isRight).length).toBeGreaterThan(0);
    expect(r0.quType_dictText).not.toBe('');
    expect(r0.answers).toEqual([
      { seat: 0, answered: true, optionIds: keys.get(quIds[0]), right: true, score: 180, ms: 2000 },
      { seat: 1, answered: true, optionIds: ['nope'], right: false, score: 0, ms: 5000 },
    ]);
    expect(d.rounds[1].answers.every((x) => !x.answered)).toBe(true);
    const forB = await t.post<MatchDetail>('/api/battle/match/detail', { id }, b.token);
    expect(forB.data.players.find((p) => p.me)?.seat).toBe(1);
  });

  it('refuses a learner who did not play, a match still playing and a voided one', async () => {
    const { id } = await arrangeMatch(1);
    const other = await newLearner(t);
    expect(await t.post('/api/battle/match/detail', { id }, other.token)).toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
    expect((await t.post('/api/battle/match/detail', { id: 'missing' }, other.token)).code).toBe(ErrorCode.NOT_FOUND);
    const playing = await arrangeMatch(0);
    expect(await t.post('/api/battle/match/detail', { id: playing.id }, playing.a.token)).toMatchObject({
      code: 1,
      msg: '对局尚未结束，结束后才能查看解析！',
    });
    await releasePlayers(t, playing.battleId);
    const voided = await arrangeMatch(2);
    expect((await t.post('/api/battle/match/detail', { id: voided.id }, voided.a.token)).code).toBe(1);
    expect((await t.post('/api/battle/match/detail', {}, voided.a.token)).code).toBe(ErrorCode.BAD_PARAMS);
  });

  it('shows staff a match with a player in their data scope, the others without name; refuses one outside', async () => {
    const inside = await arrangeMatch(1);
    const mixed = await arrangeMatch(1, 'A01A02');
    const market = await marketStaff();
    const token = market.session.token;
    expect((await t.post('/api/battle/match/admin-detail', { id: inside.id }, token)).code).toBe(ErrorCode.NOT_FOUND);
    const res = await t.post<MatchDetail>('/api/battle/match/admin-detail', { id: mixed.id }, token);
    expect(res.code).toBe(0);
    expect(res.data.players.map((p) => [p.outOfScope, p.name === '', p.userId])).toEqual([
      [true, true, ''],
      [false, false, mixed.b.id],
    ]);
    const all = await t.post<MatchDetail>('/api/battle/match/admin-detail', { id: inside.id }, admin);
    expect(all.data.players.every((p) => !p.outOfScope && p.userId)).toBe(true);
    const learner = await t.post('/api/battle/match/admin-detail', { id: inside.id }, inside.a.token);
    expect(learner.code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('live view within the data scope', () => {
  it('lists a match when one of its players is in scope, the others by score only', async () => {
    const inside = await arrangeMatch(0);
    const mixed = await arrangeMatch(0, 'A01A02');
    const token = (await marketStaff()).session.token;
    const [mine, theirs] = await Promise.all([
      t.post<LiveMatch[]>('/api/battle/battle/live', { contestId: mixed.battleId }, token),
      t.post<LiveMatch[]>('/api/battle/battle/live', { contestId: inside.battleId }, token),
    ]);
    expect(theirs.data).toEqual([]);
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0].players.map((p) => [p.outOfScope, p.userId, p.realName === ''])).toEqual([
      [true, '', true],
      [false, mixed.b.id, false],
    ]);
    const all = await t.post<LiveMatch[]>('/api/battle/battle/live', { contestId: inside.battleId }, admin);
    expect(all.data[0].players.every((p) => !p.outOfScope)).toBe(true);
    await releasePlayers(t, inside.battleId);
    await releasePlayers(t, mixed.battleId);
    await closeMatch(t.ctx.db, inside.id, 2);
    await closeMatch(t.ctx.db, mixed.id, 2);
  });
});

describe('the day rankings use the server’s today', () => {
  it("reads day 'today' as the date in SITE_TZ, for staff, learners and the export", async () => {
    const battleId = await createBattle(t, admin, battleBody(repoId));
    const a = await newLearner(t);
    const today = dayIn(t.ctx.config.SITE_TZ);
    await t.ctx.db.insert(elBattleRank).values([
      { battleId, userId: a.id, day: today, matches: 1, wins: 1, score: 100, points: 7 },
      { battleId, userId: a.id, day: '2020-01-01', matches: 1, wins: 1, score: 100, points: 5 },
    ]);
    const body = { params: { contestId: battleId, day: 'today' } };
    const staff = await t.post<Page<PersonRank>>('/api/battle/battle/rank-paging', body, admin);
    expect(staff.data.records.map((r) => r.points)).toEqual([7]);
    const learner = await t.post<Page<PersonRank>>('/api/battle/battle/user-rank-paging', body, a.token);
    expect(learner.data.records.map((r) => r.points)).toEqual([7]);
    const res = await t.raw({
      method: 'GET',
      url: `/api/battle/battle/rank-export?contestId=${battleId}&day=today`,
      headers: { token: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(today);
    const bad = await t.post(
      '/api/battle/battle/rank-paging',
      { params: { contestId: battleId, day: 'yesterday' } },
      admin,
    );
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
  });
});
