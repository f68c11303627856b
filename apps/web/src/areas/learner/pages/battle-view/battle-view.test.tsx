import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchDetailFixture } from '@web/test/battle-fixtures';
import { callsTo, mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { endpoints } from '@xuekao/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import BattleViewPage from './index';

const E = endpoints.battle;
const record = {
  matches: 4,
  wins: 3,
  draws: 0,
  losses: 1,
  score: 1200,
  points: 32,
  todayMatches: 4,
  leftToday: 6,
  rank: 2,
};
const detail = {
  id: 'b1',
  title: '安全知识竞赛',
  cover: '',
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: '2030-01-01T00:00:00.000Z',
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
  topN: 0,
  pointsTop: 0,
  todayMatches: 4,
  content: '<p>请遵守比赛纪律</p>',
  playable: true,
  record,
};
const page = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
const rank = (userId: string, realName: string, n: number) => ({
  rank: n,
  userId,
  realName,
  avatar: '',
  deptName: '研发部',
  matches: 4,
  wins: 3,
  draws: 0,
  losses: 1,
  score: 1200,
  points: 40 - n,
});

const view = () =>
  renderPage(<BattleViewPage />, {
    path: '/web/battle/view/:id',
    route: '/web/battle/view/b1',
    landed: (l) => `${l.pathname}${l.search}`,
  });

beforeEach(() => {
  signInAs({ id: 'u2' });
  mockFetch({
    [E.userDetail.path]: detail,
    [E.userRankPaging.path]: page([rank('u1', '赵考生', 1), rank('u2', '钱考生', 2)]),
    [E.userDeptRankPaging.path]: page([]),
    [E.myMatchPaging.path]: page([]),
  });
});

describe('BattleView', () => {
  it('shows my record and the overall person ranking; a mode button opens the match screen', async () => {
    view();
    expect((await screen.findByTestId('battle-title')).textContent).toBe('安全知识竞赛');
    const rec = screen.getByTestId('battle-record');
    expect(within(rec).getByText('32')).toBeTruthy();
    expect(within(rec).getByText('3/0/1')).toBeTruthy();
    const ranking = await screen.findByTestId('battle-rank-person');
    expect(await within(ranking).findByText('钱考生')).toBeTruthy();
    expect(callsTo(E.userRankPaging.path)[0]).toMatchObject({ params: { contestId: 'b1' } });
    // the rules tab names the daily open hours
    fireEvent.click(screen.getByRole('tab', { name: '竞赛规则' }));
    expect((await screen.findByTestId('battle-open-hours')).textContent).toBe('每天 00:00 - 23:59');
    fireEvent.click(screen.getByRole('button', { name: '开始匹配（1v1对战）' }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/web/battle/play/b1?mode=pk');
  }, 20_000);

  it('no match left today: the start buttons are disabled and say why', async () => {
    mockFetch({
      [E.userDetail.path]: { ...detail, record: { ...record, leftToday: 0 } },
      '*': page([]),
    });
    view();
    expect(await screen.findByText('今日比赛场次已用完，明天再来吧！')).toBeTruthy();
    expect((screen.getByRole('button', { name: '单人挑战' }) as HTMLButtonElement).disabled).toBe(true);
  }, 20_000);
});

describe('BattleView rankings and analysis', () => {
  it("the day ranking asks for the server's today until a date is picked", async () => {
    view();
    await screen.findByTestId('battle-rank-person');
    fireEvent.click(screen.getByText('日榜'));
    await waitFor(() => expect(callsTo(E.userRankPaging.path).some((b) => b.params?.day === 'today')).toBe(true));
  }, 20_000);

  it('解析 of a finished match opens its analysis: key, every answer, time and score', async () => {
    const match = {
      matchId: 'm1',
      contestId: 'b1',
      contestTitle: '安全知识竞赛',
      mode: 'pk',
      startTime: '2026-01-01T00:00:00.000Z',
      endTime: '2026-01-01T00:01:00.000Z',
      outcome: 'win',
      left: false,
      rank: 1,
      score: 180,
      rightCount: 1,
      total: 1,
      points: 10,
      opponents: ['赵考生'],
    };
    mockFetch({
      [E.userDetail.path]: detail,
      [E.myMatchPaging.path]: page([match]),
      [E.matchDetail.path]: matchDetailFixture(match, [{ name: '钱考生', me: true }, { name: '赵考生' }]),
      '*': page([]),
    });
    view();
    fireEvent.click(await screen.findByText('我的对局'));
    const mine = await screen.findByTestId('battle-my-matches');
    fireEvent.click(await within(mine).findByText('解析'));
    const d = await screen.findByTestId('battle-detail');
    expect(within(d).getByText('正确答案：B')).toBeTruthy();
    const answers = within(d).getAllByTestId('battle-detail-answer');
    expect(answers[0].textContent).toContain('钱考生（我）');
    expect(answers[0].textContent).toContain('作答 B');
    expect(answers[0].textContent).toContain('用时 2.0 秒');
    expect(answers[1].textContent).toContain('未作答');
    expect(within(d).getByText('看压力表。')).toBeTruthy();
    expect(callsTo(E.matchDetail.path)[0]).toEqual({ id: 'm1' });
  }, 20_000);
});
