import type { BattleDetail } from '@xuekao/contracts';
import { SaveBattleBodySchema } from '@xuekao/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { battleBodyOf, battleValuesOf, defaultBattleValues } from './battle-form';

const detail: BattleDetail = {
  id: 'b1',
  title: '安全知识竞赛',
  cover: '/upload/a.png',
  startTime: '2026-11-01T00:00:00.000Z',
  endTime: '2026-11-30T00:00:00.000Z',
  openType: 3,
  openType_dictText: '指定人员',
  state: 0,
  state_dictText: '正常',
  quCount: 5,
  seconds: 15,
  modes: ['pk', 'room'],
  roomSize: 3,
  dailyLimit: 10,
  openHours: '00:00\n23:59',
  pointsWin: 10,
  pointsDraw: 5,
  pointsLoss: 2,
  pointsSolo: 3,
  topN: 3,
  pointsTop: 50,
  matchCount: 0,
  playerCount: 0,
  settled: false,
  createTime: '2026-10-01T00:00:00.000Z',
  content: '<p>规则</p>',
  deptCodes: [],
  userIds: ['u1'],
  users: [{ id: 'u1', userName: 'zhao', realName: '赵' }],
  repoIds: ['r1'],
  quTypes: [1, 3],
  levels: [1],
  chapterIds: ['c1'],
};

describe('battle form', () => {
  it('a new contest is valid for the contract once a bank is chosen', () => {
    const v = { ...defaultBattleValues(dayjs('2026-11-25T10:20:00')), title: '新竞赛', repoIds: ['r1'] };
    const parsed = SaveBattleBodySchema.safeParse(battleBodyOf(v));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.modes).toEqual(['pk', 'solo']);
  });

  it('edits round-trip: the persons of the range come back as users, the body sends their ids', () => {
    const v = battleValuesOf(detail);
    expect(v.range.users).toEqual([{ userId: 'u1', realName: '赵' }]);
    const body = battleBodyOf(v, 'b1');
    expect(body).toMatchObject({ id: 'b1', openType: 3, userIds: ['u1'], deptCodes: [], quTypes: [1, 3], roomSize: 3 });
    expect(body.startTime).toBe(detail.startTime);
    expect(SaveBattleBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends only the range of the open type chosen', () => {
    const v = { ...battleValuesOf(detail), range: { deptCodes: ['A01'], users: [{ userId: 'u1', realName: '赵' }] } };
    expect(battleBodyOf({ ...v, openType: 2 })).toMatchObject({ deptCodes: ['A01'], userIds: [] });
    expect(battleBodyOf({ ...v, openType: 1 })).toMatchObject({ deptCodes: [], userIds: [] });
  });
});
