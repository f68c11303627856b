import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchDetailFixture } from '@web/test/battle-fixtures';
import { callsTo, mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { endpoints } from '@xuekao/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import BattleListPage from './index';

const E = endpoints.battle;
const page = (records: unknown[], total = records.length) => ({
  records,
  total,
  size: 10,
  current: 1,
  pages: Math.ceil(total / 10),
});
const CONTEST = {
  id: 'b1',
  title: '安全知识竞赛',
  cover: '',
  startTime: '2026-01-02T01:00:00.000Z',
  endTime: '2099-02-02T01:00:00.000Z',
  openType: 1,
  openType_dictText: '完全公开',
  state: 0,
  state_dictText: '正常',
  quCount: 1,
  seconds: 10,
  modes: ['pk', 'room'],
  roomSize: 4,
  dailyLimit: 0,
  openHours: '00:00\n23:59',
  pointsWin: 10,
  pointsDraw: 5,
  pointsLoss: 1,
  pointsSolo: 3,
  topN: 0,
  pointsTop: 0,
  matchCount: 2,
  playerCount: 3,
  settled: false,
  createTime: '2026-01-01T00:00:00.000Z',
};
const MATCHES = [
  {
    matchId: 'm2',
    mode: 'room',
    state: 'voided',
    startTime: '2026-01-03T02:00:00.000Z',
    endTime: '2026-01-03T02:05:00.000Z',
    players: [
      { realName: '孙考生', deptName: '研发部', score: 0, rank: 0, outcome: null },
      { realName: null, deptName: '', score: 0, rank: 0, outcome: null },
    ],
  },
  {
    matchId: 'm1',
    mode: 'pk',
    state: 'ended',
    startTime: '2026-01-03T01:00:00.000Z',
    endTime: '2026-01-03T01:01:00.000Z',
    players: [
      { realName: '赵考生', deptName: '研发部', score: 180, rank: 1, outcome: 'win' },
      { realName: null, deptName: '', score: 0, rank: 2, outcome: 'loss' },
    ],
  },
];
const DETAIL = matchDetailFixture(MATCHES[1], [{ name: '赵考生' }, { name: '', outOfScope: true }]);

beforeEach(() => {
  signInAs({ permissions: ['battle:list'] });
  mockFetch({
    [E.paging.path]: { ...page([CONTEST]), size: 20 },
    [E.adminMatchPaging.path]: (body: { params?: { realName?: string } }) =>
      body.params?.realName ? page(MATCHES.slice(1)) : page(MATCHES, 12),
    [E.adminMatchDetail.path]: DETAIL,
    '*': page([]),
  });
});

describe('对局记录 of a contest', () => {
  it('lists the finished matches with players, outcomes and state; searches by name; 查看解析 opens the drawer', async () => {
    renderPage(<BattleListPage />, { path: '/admin/battle/list' });
    const row = (await screen.findByText('安全知识竞赛')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('对局记录'));

    const table = await screen.findByTestId('battle-matches');
    expect(await within(table).findByText('赵考生 · 180 · 胜')).toBeTruthy();
    expect(within(table).getByText('范围外选手 · 0 · 负')).toBeTruthy(); // outside the data scope
    expect(within(table).getByText('孙考生 · 0')).toBeTruthy(); // voided: no outcome
    expect(within(table).getByText('已结束')).toBeTruthy();
    expect(within(table).getByText('已作废')).toBeTruthy();
    expect(within(table).getByText('多人房间')).toBeTruthy();
    expect(screen.getByText('对局记录 - 安全知识竞赛')).toBeTruthy();
    expect(callsTo(E.adminMatchPaging.path)[0]).toMatchObject({ current: 1, size: 10, params: { contestId: 'b1' } });
    // only a match that ended has an analysis; 12 matches make two pages of 10
    expect(within(table).getAllByText('查看解析')).toHaveLength(1);
    expect(screen.getByTitle('2')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('按选手姓名或账号搜索对局'), { target: { value: ' 赵考生 ' } });
    fireEvent.keyDown(screen.getByLabelText('按选手姓名或账号搜索对局'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(callsTo(E.adminMatchPaging.path).at(-1)).toMatchObject({
        current: 1,
        params: { contestId: 'b1', realName: '赵考生' },
      }),
    );
    await waitFor(() => expect(within(table).queryByText('孙考生 · 0')).toBeNull());

    fireEvent.click(within(table).getByText('查看解析'));
    const d = await screen.findByTestId('battle-detail');
    expect(within(d).getByText('正确答案：B')).toBeTruthy();
    expect(within(d).getAllByText('范围外选手').length).toBeGreaterThan(0);
    expect(callsTo(E.adminMatchDetail.path)).toEqual([{ id: 'm1' }]);
    expect(callsTo(E.matchDetail.path)).toEqual([]);
  }, 30_000);
});
