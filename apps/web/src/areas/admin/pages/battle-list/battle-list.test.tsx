import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { endpoints } from '@xuekao/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import BattleListPage from './index';

const ROW = {
  id: 'b1',
  title: '安全知识竞赛',
  cover: '',
  startTime: '2026-01-02T01:00:00.000Z',
  endTime: '2026-02-02T01:00:00.000Z',
  openType: 1,
  openType_dictText: '完全公开',
  state: 0,
  state_dictText: '正常',
  quCount: 5,
  seconds: 15,
  modes: ['pk', 'solo'],
  roomSize: 4,
  dailyLimit: 10,
  openHours: '00:00\n23:59',
  pointsWin: 10,
  pointsDraw: 5,
  pointsLoss: 2,
  pointsSolo: 3,
  topN: 3,
  pointsTop: 50,
  matchCount: 12,
  playerCount: 7,
  settled: false,
  createTime: '2026-01-01T00:00:00.000Z',
};
const page = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
const E = endpoints.battle;

beforeEach(() => {
  signInAs({ permissions: ['battle:list', 'battle:add', 'battle:edit', 'battle:delete'] });
  mockFetch({
    [E.paging.path]: { ...page([ROW]), size: 20 },
    [E.detail.path]: {
      ...ROW,
      content: '',
      deptCodes: [],
      userIds: [],
      users: [],
      repoIds: ['r1'],
      quTypes: [],
      levels: [],
      chapterIds: [],
    },
    [E.live.path]: [
      {
        matchId: 'm1',
        contestId: 'b1',
        contestTitle: '安全知识竞赛',
        mode: 'pk',
        round: 2,
        total: 5,
        startTime: '2026-01-03T01:00:00.000Z',
        players: [
          { userId: 'u1', realName: '赵考生', deptName: '研发部', score: 180, outOfScope: false },
          { userId: '', realName: '', deptName: '', score: 0, outOfScope: true },
        ],
      },
    ],
    [E.rankPaging.path]: page([
      {
        rank: 1,
        userId: 'u1',
        realName: '赵考生',
        avatar: '',
        deptName: '研发部',
        matches: 3,
        wins: 3,
        draws: 0,
        losses: 0,
        score: 900,
        points: 30,
      },
    ]),
    [E.deptRankPaging.path]: page([]),
    [E.settle.path]: { granted: 3 },
    [endpoints.repo.chapterList.path]: [],
    '*': page([]),
  });
});

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('AdminBattleList', () => {
  it('lists contests with modes, rules and counts; shows live matches and the rankings', async () => {
    renderPage(<BattleListPage />, { path: '/admin/battle/list' });
    await screen.findByText('安全知识竞赛');
    const row = rowOf('安全知识竞赛');
    expect(within(row).getByText('1v1对战')).toBeTruthy();
    expect(within(row).getByText('5 / 15')).toBeTruthy();
    expect(within(row).getByText('12 / 7')).toBeTruthy();
    // ended, with a top N not granted yet
    expect(within(row).getByText('发放排名奖励')).toBeTruthy();

    fireEvent.click(within(row).getByText('实时对局'));
    expect(await screen.findByText('赵考生 180')).toBeTruthy();
    expect(screen.getByText('范围外选手 0')).toBeTruthy(); // outside the staff member's data scope
    expect(screen.getByText('第 2 / 5 题')).toBeTruthy();
    expect(callsTo(E.live.path)[0]).toEqual({ contestId: 'b1' });

    fireEvent.click(within(row).getByText('排行榜'));
    const ranking = await screen.findByTestId('battle-rank-person');
    expect(await within(ranking).findByText('赵考生')).toBeTruthy();
    expect(callsTo(E.rankPaging.path)[0]).toMatchObject({ params: { contestId: 'b1' } });
    expect(screen.getByRole('button', { name: /导出排行/ })).toBeTruthy();
  }, 30_000);

  it('edit loads the detail into the dialog; the top-N reward is granted once confirmed', async () => {
    renderPage(<BattleListPage />, { path: '/admin/battle/list' });
    await screen.findByText('安全知识竞赛');
    fireEvent.click(within(rowOf('安全知识竞赛')).getByText('编辑'));
    await waitFor(() => expect(callsTo(E.detail.path)).toEqual([{ id: 'b1' }]));
    expect(await screen.findByText('修改竞赛')).toBeTruthy();
    expect((screen.getByPlaceholderText('请输入竞赛名称') as HTMLInputElement).value).toBe('安全知识竞赛');
    // the daily open hours in the time-range picker
    const hours = screen.getByTestId('battle-open-hours');
    expect([...hours.querySelectorAll('input')].map((i) => i.value)).toEqual(['00:00', '23:59']);
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));

    fireEvent.click(within(rowOf('安全知识竞赛')).getByText('发放排名奖励'));
    fireEvent.click(await screen.findByRole('button', { name: /^发\s*放$/ }));
    await waitFor(() => expect(callsTo(E.settle.path)).toEqual([{ id: 'b1' }]));
    expect(await screen.findByText('操作成功！已向 3 人发放')).toBeTruthy();
  }, 30_000);
});
