import {
  type BattleDetail,
  type BattleRow,
  type DeptRank,
  ErrorCode,
  type LiveMatch,
  type MyMatchRow,
  type Page,
  type PersonRank,
  type UserBattleDetail,
  type UserBattleRow,
} from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  battleBody,
  createBattle,
  createBattleBank,
  pointsLogsOf,
  releasePlayers,
} from '../../../../test/battle-helpers.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { createUserAdmin } from '../../../../test/user-helpers.ts';
import { elBattleMatch, elBattlePlayer, elBattleRank } from '../../../db/schema/index.ts';

/** Contests: staff management, range, permission, data scope, rankings, settle, learner lists. */

let t: TestApp;
let admin: string;
let repoId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  repoId = (await createBattleBank(t, admin)).repoId;
});
afterAll(() => t.close());

const rank = (battleId: string, userId: string, day: string, points: number, wins = 0) =>
  t.ctx.db.insert(elBattleRank).values({ battleId, userId, day, matches: 1, wins, score: points * 10, points });

describe('staff manage contests', () => {
  it('saves, reads, lists, disables and deletes a contest', async () => {
    const id = await createBattle(
      t,
      admin,
      battleBody(repoId, { title: '春季竞赛', content: '<p>规则</p><script>x</script>' }),
    );
    const detail = await t.post<BattleDetail>('/api/battle/battle/detail', { id }, admin);
    expect(detail.data).toMatchObject({ title: '春季竞赛', repoIds: [repoId], modes: ['pk', 'solo'], seconds: 2 });
    expect(detail.data.content).not.toContain('script');
    const edited = await t.post('/api/battle/battle/save', { ...battleBody(repoId), id, title: '夏季竞赛' }, admin);
    expect(edited.code).toBe(0);
    const page = await t.post<Page<BattleRow>>('/api/battle/battle/paging', { params: { title: '夏季' } }, admin);
    expect(page.data.records.map((r) => r.id)).toEqual([id]);
    expect(page.data.records[0].state_dictText).not.toBe('');
    expect((await t.post('/api/battle/battle/state', { ids: [id], state: 1 }, admin)).code).toBe(0);
    const learner = await newLearner(t);
    const mine = await t.post<Page<UserBattleRow>>('/api/battle/battle/user-paging', {}, learner.token);
    expect(mine.data.records.map((r) => r.id)).not.toContain(id);
    expect((await t.post('/api/battle/battle/delete', { ids: [id] }, admin)).code).toBe(0);
    expect((await t.post('/api/battle/battle/detail', { id }, admin)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('refuses bad input with 10010001 and unknown banks', async () => {
    const late = battleBody(repoId, { endTime: new Date(Date.now() - 3600_000).toISOString() });
    expect((await t.post('/api/battle/battle/save', late, admin)).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await t.post('/api/battle/battle/save', battleBody(repoId, { modes: [] }), admin)).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
    expect((await t.post('/api/battle/battle/save', battleBody(repoId, { quTypes: [4] }), admin)).code).toBe(
      ErrorCode.BAD_PARAMS,
    );
    const gone = await t.post('/api/battle/battle/save', battleBody('nope'), admin);
    expect(gone).toMatchObject({ code: 1, msg: '题库不存在！' });
  });

  it('needs the battle keys: a learner and a list-only staff member cannot write', async () => {
    const learner = await newLearner(t);
    expect((await t.post('/api/battle/battle/paging', {}, learner.token)).code).toBe(ErrorCode.FORBIDDEN);
    const viewer = await createUserAdmin(t, {
      dataScope: 4,
      roleLevel: 5,
      deptCode: 'A01',
      menus: ['m-battle', 'm-battle-list'],
    });
    const token = viewer.session.token;
    expect((await t.post('/api/battle/battle/paging', {}, token)).code).toBe(0);
    expect((await t.post('/api/battle/battle/save', battleBody(repoId), token)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.post('/api/battle/battle/delete', { ids: ['x'] }, token)).code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('dashboard', () => {
  it('counts contests as battleCount', async () => {
    await createBattle(t, admin, battleBody(repoId));
    const res = await t.post<{ battleCount: number }>('/api/stat/total/num/all', {}, admin);
    expect(res.data.battleCount).toBeGreaterThan(0);
  });
});

describe('range', () => {
  it('a department contest is open to that department and those below only', async () => {
    const id = await createBattle(t, admin, battleBody(repoId, { openType: 2, deptCodes: ['A01A01'] }));
    const inside = await newLearner(t, { deptCode: 'A01A01A01' });
    const outside = await newLearner(t, { deptCode: 'A01A02' });
    const seen = await t.post<Page<UserBattleRow>>('/api/battle/battle/user-paging', {}, inside.token);
    expect(seen.data.records.map((r) => r.id)).toContain(id);
    const hidden = await t.post<Page<UserBattleRow>>('/api/battle/battle/user-paging', {}, outside.token);
    expect(hidden.data.records.map((r) => r.id)).not.toContain(id);
    expect((await t.post('/api/battle/battle/user-detail', { id }, outside.token)).code).toBe(ErrorCode.NOT_FOUND);
    const ranks = await t.post('/api/battle/battle/user-rank-paging', { params: { contestId: id } }, outside.token);
    expect(ranks.code).toBe(ErrorCode.NOT_FOUND);
    const detail = await t.post<UserBattleDetail>('/api/battle/battle/user-detail', { id }, inside.token);
    expect(detail.data).toMatchObject({ playable: true, record: { matches: 0, leftToday: -1, rank: 0 } });
  });

  it('a persons contest is open to the listed persons only', async () => {
    const listed = await newLearner(t);
    const other = await newLearner(t);
    const id = await createBattle(t, admin, battleBody(repoId, { openType: 3, userIds: [listed.id], dailyLimit: 3 }));
    const d = await t.post<BattleDetail>('/api/battle/battle/detail', { id }, admin);
    expect(d.data.userIds).toEqual([listed.id]);
    const ok = await t.post<UserBattleDetail>('/api/battle/battle/user-detail', { id }, listed.token);
    expect(ok.data.record.leftToday).toBe(3);
    expect((await t.post('/api/battle/battle/user-detail', { id }, other.token)).code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('rankings', () => {
  it('ranks persons and departments by points, per day and overall, staff within their data scope', async () => {
    const id = await createBattle(t, admin, battleBody(repoId));
    const a = await newLearner(t, { deptCode: 'A01A01' });
    const b = await newLearner(t, { deptCode: 'A01A02' });
    const c = await newLearner(t, { deptCode: 'A01A02' });
    await rank(id, a.id, '2026-01-01', 10, 1);
    await rank(id, a.id, '2026-01-02', 10, 1);
    await rank(id, b.id, '2026-01-01', 15, 1);
    await rank(id, c.id, '2026-01-02', 1);
    const all = await t.post<Page<PersonRank>>('/api/battle/battle/rank-paging', { params: { contestId: id } }, admin);
    expect(all.data.records.map((r) => [r.userId, r.rank, r.points])).toEqual([
      [a.id, 1, 20],
      [b.id, 2, 15],
      [c.id, 3, 1],
    ]);
    expect(all.data.records[0].deptName).toBe('研发中心');
    const day = await t.post<Page<PersonRank>>(
      '/api/battle/battle/rank-paging',
      { params: { contestId: id, day: '2026-01-01' } },
      admin,
    );
    expect(day.data.records.map((r) => r.userId)).toEqual([b.id, a.id]);
    const depts = await t.post<Page<DeptRank>>(
      '/api/battle/battle/dept-rank-paging',
      { params: { contestId: id } },
      admin,
    );
    expect(depts.data.records.map((r) => [r.deptName, r.players, r.points])).toEqual([
      ['研发中心', 1, 20],
      ['市场部', 2, 16],
    ]);
    const market = await createUserAdmin(t, {
      dataScope: 2,
      roleLevel: 5,
      deptCode: 'A01A02',
      menus: ['m-battle', 'm-battle-list'],
    });
    const scoped = await t.post<Page<PersonRank>>(
      '/api/battle/battle/rank-paging',
      { params: { contestId: id } },
      market.session.token,
    );
    expect(scoped.data.records.map((r) => r.userId)).toEqual([b.id, c.id]);
    const learnerView = await t.post<Page<PersonRank>>(
      '/api/battle/battle/user-rank-paging',
      { params: { contestId: id } },
      c.token,
    );
    expect(learnerView.data.total).toBe(3);
    const learnerDepts = await t.post<Page<DeptRank>>(
      '/api/battle/battle/user-dept-rank-paging',
      { params: { contestId: id, day: '2026-01-02' } },
      c.token,
    );
    expect(learnerDepts.data.records.map((r) => r.points)).toEqual([10, 1]);
    const mine = await t.post<UserBattleDetail>('/api/battle/battle/user-detail', { id }, b.token);
    expect(mine.data.record).toMatchObject({ rank: 2, points: 15, wins: 1 });
    const bad = await t.post('/api/battle/battle/rank-paging', { params: { contestId: id, day: 'x' } }, admin);
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
  });

  it('exports the person ranking as Excel', async () => {
    const id = await createBattle(t, admin, battleBody(repoId));
    const res = await t.raw({
      method: 'GET',
      url: `/api/battle/battle/rank-export?contestId=${id}`,
      headers: { token: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
  });

  it('settles the top N once, only after the end', async () => {
    const open = await createBattle(t, admin, battleBody(repoId, { topN: 1, pointsTop: 50 }));
    expect(await t.post('/api/battle/battle/settle', { id: open }, admin)).toMatchObject({ code: 1 });
    const id = await createBattle(
      t,
      admin,
      battleBody(repoId, {
        topN: 1,
        pointsTop: 50,
        startTime: new Date(Date.now() - 7200_000).toISOString(),
        endTime: new Date(Date.now() - 3600_000).toISOString(),
      }),
    );
    const a = await newLearner(t);
    const b = await newLearner(t);
    await rank(id, a.id, '2026-01-01', 3);
    await rank(id, b.id, '2026-01-01', 9);
    const done = await t.post<{ granted: number }>('/api/battle/battle/settle', { id }, admin);
    expect(done.data).toEqual({ granted: 1 });
    const again = await t.post('/api/battle/battle/settle', { id }, admin);
    expect(again.msg).toBe('排名积分已经发放过了！');
    const logs = await pointsLogsOf(t, id);
    expect(logs.map((l) => [l.userId, l.points])).toEqual([[b.id, 50]]);
  });
});

describe('matches as lists', () => {
  it('shows live matches to staff and finished ones to their players', async () => {
    const id = await createBattle(t, admin, battleBody(repoId));
    const a = await newLearner(t);
    const b = await newLearner(t);
    const day = '2026-01-01';
    await t.ctx.db.insert(elBattleMatch).values([
      { id: `live${id}`, battleId: id, mode: 'pk', quIds: ['q1', 'q2'], seconds: 5 },
      { id: `done${id}`, battleId: id, mode: 'pk', quIds: ['q1'], seconds: 5, state: 1, endTime: new Date() },
    ]);
    await t.ctx.db.insert(elBattlePlayer).values([
      { matchId: `live${id}`, userId: a.id, battleId: id, seat: 0, day },
      { matchId: `live${id}`, userId: b.id, battleId: id, seat: 1, day },
      { matchId: `done${id}`, userId: a.id, battleId: id, seat: 0, day, playing: false, outcome: 'win', points: 10 },
      { matchId: `done${id}`, userId: b.id, battleId: id, seat: 1, day, playing: false, outcome: 'loss' },
    ]);
    const live = await t.post<LiveMatch[]>('/api/battle/battle/live', { contestId: id }, admin);
    expect(live.data.map((m) => [m.matchId, m.players.length, m.total])).toEqual([[`live${id}`, 2, 2]]);
    const mine = await t.post<Page<MyMatchRow>>('/api/battle/match/my-paging', { params: { contestId: id } }, a.token);
    expect(mine.data.records).toHaveLength(1);
    expect(mine.data.records[0]).toMatchObject({ outcome: 'win', points: 10, opponents: ['测试用户'] });
    expect((await t.post('/api/battle/battle/delete', { ids: [id] }, admin)).msg).toBe(
      '竞赛有正在进行的对局，请稍后再删除！',
    );
    await releasePlayers(t, id);
  });
});
