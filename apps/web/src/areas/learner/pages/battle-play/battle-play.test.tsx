import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, renderPage } from '@web/test/page-harness';
import { type BattleServerMessage, endpoints } from '@xuekao/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATTLE_RETRY_MS, battleSocketUrl, parseBattleMessage } from './hooks/use-battle-socket';
import BattlePlayPage from './index';

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(m: BattleServerMessage) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const detail = {
  id: 'b1',
  title: '安全知识竞赛',
  cover: '',
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: '2030-01-01T00:00:00.000Z',
  quCount: 2,
  seconds: 10,
  modes: ['pk', 'solo'],
  roomSize: 4,
  dailyLimit: 0,
  openHours: '00:00\n23:59',
  pointsWin: 10,
  pointsDraw: 5,
  pointsLoss: 2,
  pointsSolo: 3,
  topN: 0,
  pointsTop: 0,
  todayMatches: 0,
  content: '',
  playable: true,
  record: { matches: 0, wins: 0, draws: 0, losses: 0, score: 0, points: 0, todayMatches: 0, leftToday: -1, rank: 0 },
};

const now = () => Date.now();
const socket = () => FakeSocket.all[FakeSocket.all.length - 1] as FakeSocket;

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  mockFetch({ [endpoints.battle.userDetail.path]: detail });
});
afterEach(() => vi.useRealTimers());

describe('battle socket helpers', () => {
  it('builds the socket address and drops frames that are not server messages', () => {
    expect(battleSocketUrl({ protocol: 'https:', host: 'x.cn' }, 'b 1')).toBe('wss://x.cn/api/socket/battle/b%201');
    expect(parseBattleMessage('{"type":"pong","serverTime":1}')).toEqual({ type: 'pong', serverTime: 1 });
    expect(parseBattleMessage('{"type":"round"}')).toBeNull();
    expect(parseBattleMessage('oops')).toBeNull();
  });
});

describe('BattlePlayPage', () => {
  it('queues for the mode of the address, plays a round and shows the key and the final result', {
    timeout: 20_000,
  }, async () => {
    renderPage(<BattlePlayPage />, { path: '/web/battle/play/:id', route: '/web/battle/play/b1?mode=pk' });
    const ws = socket();
    expect(ws.url).toMatch(/\/api\/socket\/battle\/b1$/);
    act(() => {
      ws.open();
      ws.push({ type: 'hello', serverTime: now(), matchId: null });
    });
    expect(ws.sent).toContainEqual({ type: 'match', mode: 'pk' });
    act(() => ws.push({ type: 'queued', serverTime: now(), mode: 'pk', since: now() - 3000 }));
    expect((await screen.findByTestId('battle-waited')).textContent).toContain('已等待 3 秒');
    act(() => ws.push({ type: 'solo-offer', serverTime: now(), waitedSec: 15 }));
    expect(screen.getByTestId('battle-solo-offer')).toBeTruthy();

    act(() => {
      ws.push({
        type: 'found',
        serverTime: now(),
        matchId: 'm1',
        mode: 'pk',
        players: [
          { seat: 0, name: '赵考生', avatar: '' },
          { seat: 1, name: '钱考生', avatar: '' },
        ],
        mySeat: 0,
        total: 2,
        seconds: 10,
        scores: [0, 0],
      });
      ws.push({
        type: 'round',
        serverTime: now(),
        matchId: 'm1',
        index: 0,
        total: 2,
        question: {
          id: 'q1',
          quType: 1,
          content: '<p>灭火器压力表指针在哪个区域为正常？</p>',
          image: '',
          options: [
            { id: 'o1', tag: 'A', content: '绿色', image: '' },
            { id: 'o2', tag: 'B', content: '红色', image: '' },
          ],
        },
        startAt: now(),
        deadline: now() + 10_000,
        answeredSeats: [],
        myAnswer: null,
      });
      ws.push({ type: 'answered', serverTime: now(), matchId: 'm1', index: 0, seat: 1 });
    });
    expect(screen.getByTestId('battle-round-no').textContent).toContain('第 1 / 2 题');
    expect(screen.getByTestId('battle-countdown').textContent).toMatch(/^(10|9) 秒$/);
    expect(screen.getByTestId('battle-seat-1').textContent).toContain('已作答');

    fireEvent.click(screen.getByRole('button', { name: /B\s*红色/ }));
    expect(ws.sent).toContainEqual({ type: 'answer', matchId: 'm1', index: 0, optionIds: ['o2'] });
    // locked: a second tap sends nothing
    fireEvent.click(screen.getByRole('button', { name: /A\s*绿色/ }));
    expect(ws.sent.filter((m) => m.type === 'answer')).toHaveLength(1);
    act(() => ws.push({ type: 'accepted', serverTime: now(), matchId: 'm1', index: 0 }));
    expect(screen.getByTestId('battle-round-state').textContent).toContain('答案已锁定');

    act(() =>
      ws.push({
        type: 'round-result',
        serverTime: now(),
        matchId: 'm1',
        index: 0,
        rightOptionIds: ['o1'],
        results: [
          { seat: 0, answered: true, right: false, score: 0, total: 0 },
          { seat: 1, answered: true, right: true, score: 170, total: 170 },
        ],
      }),
    );
    expect(screen.getByRole('button', { name: /A\s*绿色/ }).classList.contains('right')).toBe(true);
    expect(screen.getByRole('button', { name: /B\s*红色/ }).classList.contains('wrong')).toBe(true);
    expect(screen.getByTestId('battle-score-1').textContent).toContain('170');

    act(() =>
      ws.push({
        type: 'end',
        serverTime: now(),
        matchId: 'm1',
        results: [
          { seat: 1, name: '钱考生', rank: 1, score: 170, rightCount: 1, outcome: 'win', left: false, points: 10 },
          { seat: 0, name: '赵考生', rank: 2, score: 0, rightCount: 0, outcome: 'loss', left: false, points: 2 },
        ],
      }),
    );
    // the last round's key stays on screen a moment, then the final result
    expect(screen.getByRole('button', { name: /A\s*绿色/ }).classList.contains('right')).toBe(true);
    expect((await screen.findByTestId('battle-outcome', {}, { timeout: 4000 })).textContent).toContain(
      '很遗憾，你输了',
    );
    expect(screen.getByTestId('battle-my-points').textContent).toContain('获得积分 2');
    await waitFor(() => expect(screen.getByRole('button', { name: '再来一局' })).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: '再来一局' }));
    expect(ws.sent.filter((m) => m.type === 'match')).toHaveLength(2);
  });

  it('reconnects after a drop and lets the server resume the match; does not retry a refused contest', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPage(<BattlePlayPage />, { path: '/web/battle/play/:id', route: '/web/battle/play/b1?mode=pk' });
    const first = socket();
    act(() => {
      first.open();
      first.push({ type: 'hello', serverTime: now(), matchId: 'm1' });
    });
    // a match to resume: the page does not queue
    expect(first.sent.some((m) => m.type === 'match')).toBe(false);
    act(() => first.drop());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BATTLE_RETRY_MS + 10);
    });
    expect(FakeSocket.all).toHaveLength(2);
    act(() => socket().drop(4004));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(BATTLE_RETRY_MS * 3);
    });
    expect(FakeSocket.all).toHaveLength(2);
    expect(screen.getByText('该竞赛未开放或您不在参赛范围内')).toBeTruthy();
  });
});
