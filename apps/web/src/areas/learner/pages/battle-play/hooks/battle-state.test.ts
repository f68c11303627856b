import type { BattleServerMessage } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { type BattleState, battleReducer, canAnswer, initialBattleState, msLeft } from './battle-state';

const T = 1_000_000;
const question = {
  id: 'q1',
  quType: 1,
  content: '1+1=?',
  image: '',
  options: [
    { id: 'a', tag: 'A', content: '2', image: '' },
    { id: 'b', tag: 'B', content: '3', image: '' },
  ],
};
const players = [
  { seat: 0, name: '赵', avatar: '' },
  { seat: 1, name: '钱', avatar: '' },
];

/** Feeds server messages received at browser time `at` (server time = at + 500: the server is 0.5 s ahead). */
function feed(s: BattleState, msgs: BattleServerMessage[], at = T): BattleState {
  return msgs.reduce((acc, msg) => battleReducer(acc, { type: 'server', msg, receivedAt: at }), s);
}

const found: BattleServerMessage = {
  type: 'found',
  serverTime: T + 500,
  matchId: 'm1',
  mode: 'pk',
  players,
  mySeat: 1,
  total: 5,
  seconds: 10,
  scores: [0, 0],
};
const round0: BattleServerMessage = {
  type: 'round',
  serverTime: T + 500,
  matchId: 'm1',
  index: 0,
  total: 5,
  question,
  startAt: T + 500,
  deadline: T + 10_500,
  answeredSeats: [],
  myAnswer: null,
};

describe('battle match state', () => {
  it('connects, queues with the server time, gets the solo offer and leaves the queue on a drop', () => {
    let s = battleReducer(initialBattleState, { type: 'open' });
    s = feed(s, [{ type: 'hello', serverTime: T + 500, matchId: null }]);
    expect(s).toMatchObject({ phase: 'idle', connected: true, offset: 500 });
    s = feed(s, [{ type: 'queued', serverTime: T + 500, mode: 'pk', since: T + 500 }]);
    expect(s.phase).toBe('queued');
    expect(s.queue).toEqual({ mode: 'pk', since: T + 500 });
    s = feed(s, [{ type: 'solo-offer', serverTime: T + 15_500, waitedSec: 15 }], T + 15_000);
    expect(s.soloOffer).toBe(true);
    s = battleReducer(s, { type: 'closed' });
    expect(s).toMatchObject({ phase: 'idle', connected: false, queue: null, soloOffer: false });
  });

  it('a refusal while queued ends the wait; a late answer only unlocks nothing', () => {
    let s = feed(initialBattleState, [
      { type: 'hello', serverTime: T, matchId: null },
      { type: 'queued', serverTime: T, mode: 'pk', since: T },
      { type: 'error', serverTime: T, code: 'daily-limit', msg: '今日场次已用完' },
    ]);
    expect(s.phase).toBe('idle');
    expect(s.error?.code).toBe('daily-limit');
    s = battleReducer(s, { type: 'clear-error' });
    expect(s.error).toBeNull();
  });

  it('plays a round: the answer locks on submit, the opponent shows as answered, the key comes with the result', () => {
    let s = feed(initialBattleState, [{ type: 'hello', serverTime: T, matchId: null }, found, round0]);
    expect(s.phase).toBe('playing');
    expect(s.match?.mySeat).toBe(1);
    // the server clock is 500 ms ahead: at browser time T + 4000 there are 6000 ms left
    expect(msLeft(round0.deadline, s.offset, T + 4000)).toBe(6000);
    expect(canAnswer(s, T + 4000)).toBe(true);
    expect(canAnswer(s, T + 10_000)).toBe(false);

    s = feed(s, [{ type: 'answered', serverTime: T + 2000, matchId: 'm1', index: 0, seat: 0 }]);
    expect(s.round?.answeredSeats).toEqual([0]);
    s = battleReducer(s, { type: 'answer-sent', optionIds: ['b'] });
    expect(s.round).toMatchObject({ myAnswer: ['b'], sending: true });
    expect(canAnswer(s, T + 4000)).toBe(false);
    // a second choice does not replace the locked one
    s = battleReducer(s, { type: 'answer-sent', optionIds: ['a'] });
    expect(s.round?.myAnswer).toEqual(['b']);
    s = feed(s, [{ type: 'accepted', serverTime: T + 3000, matchId: 'm1', index: 0 }]);
    expect(s.round).toMatchObject({ sending: false, answeredSeats: [0, 1] });

    s = feed(s, [
      {
        type: 'round-result',
        serverTime: T + 3100,
        matchId: 'm1',
        index: 0,
        rightOptionIds: ['a'],
        results: [
          { seat: 0, answered: true, right: true, score: 180, total: 180 },
          { seat: 1, answered: true, right: false, score: 0, total: 0 },
        ],
      },
    ]);
    expect(s.result?.rightOptionIds).toEqual(['a']);
    expect(s.match?.scores).toEqual([180, 0]);
    expect(canAnswer(s, T + 4000)).toBe(false);

    // the next round clears the last result and opens for answers again
    s = feed(s, [{ ...round0, index: 1, startAt: T + 5000, deadline: T + 15_000 } as BattleServerMessage], T + 4500);
    expect(s.result).toBeNull();
    expect(s.round).toMatchObject({ index: 1, myAnswer: null, answeredSeats: [] });
  });

  it('ignores messages of another match and of an older round', () => {
    let s = feed(initialBattleState, [found, round0]);
    const before = s;
    s = feed(s, [{ type: 'answered', serverTime: T, matchId: 'other', index: 0, seat: 0 }]);
    s = feed(s, [{ type: 'answered', serverTime: T, matchId: 'm1', index: 3, seat: 0 }]);
    expect(s.round).toEqual(before.round);
  });

  it('a duplicate or late answer is refused without unlocking the round', () => {
    let s = feed(initialBattleState, [found, round0]);
    s = battleReducer(s, { type: 'answer-sent', optionIds: ['a'] });
    s = feed(s, [{ type: 'error', serverTime: T + 11_000, code: 'late', msg: '本题已结束' }]);
    expect(s.error?.code).toBe('late');
    expect(s.round).toMatchObject({ myAnswer: ['a'], sending: false });
  });

  it('resumes a match after a reconnect with the answers already locked', () => {
    let s = feed(initialBattleState, [{ type: 'hello', serverTime: T, matchId: 'm1' }]);
    expect(s).toMatchObject({ phase: 'playing', resuming: true, match: null });
    s = feed(s, [
      { ...found, scores: [120, 150] } as BattleServerMessage,
      { ...round0, index: 2, answeredSeats: [1], myAnswer: ['a'] } as BattleServerMessage,
    ]);
    expect(s.resuming).toBe(false);
    expect(s.match?.scores).toEqual([120, 150]);
    expect(s.round).toMatchObject({ index: 2, myAnswer: ['a'], answeredSeats: [1] });
    expect(canAnswer(s, T)).toBe(false);
  });

  it('rounds that closed while the page was offline, unanswered, are named; answered or seen ones are not', () => {
    // round 1 open, no answer, the connection drops; the match resumes at round 3 (index 2)
    let s = feed(initialBattleState, [found, round0]);
    s = battleReducer(s, { type: 'closed' });
    s = feed(s, [
      { type: 'hello', serverTime: T, matchId: 'm1' },
      found,
      { ...round0, index: 2 } as BattleServerMessage,
    ]);
    expect(s.missed).toEqual([1, 2]);
    expect(s.round?.index).toBe(2);
    // the next round follows as usual (its result seen first): the notice goes
    s = feed(s, [
      {
        type: 'round-result',
        serverTime: T,
        matchId: 'm1',
        index: 2,
        rightOptionIds: ['a'],
        results: [],
      } as BattleServerMessage,
      { ...round0, index: 3 } as BattleServerMessage,
    ]);
    expect(s.missed).toEqual([]);

    // answered before the drop: only the round that came and went is missed
    let t = feed(initialBattleState, [found, round0]);
    t = battleReducer(t, { type: 'answer-sent', optionIds: ['a'] });
    t = battleReducer(t, { type: 'closed' });
    t = feed(t, [found, { ...round0, index: 2 } as BattleServerMessage]);
    expect(t.missed).toEqual([2]);

    // online, a round that closed unanswered with its result shown is not "missed"
    const u = feed(initialBattleState, [
      found,
      round0,
      {
        type: 'round-result',
        serverTime: T,
        matchId: 'm1',
        index: 0,
        rightOptionIds: ['a'],
        results: [],
      } as BattleServerMessage,
      { ...round0, index: 1 } as BattleServerMessage,
    ]);
    expect(u.missed).toEqual([]);
  });

  it('a match announced but never resumed gives way to the mode choice', () => {
    let s = feed(initialBattleState, [{ type: 'hello', serverTime: T, matchId: 'gone' }]);
    s = battleReducer(s, { type: 'resume-timeout' });
    expect(s).toMatchObject({ phase: 'idle', resuming: false });
    // once the match is back, a late timeout changes nothing
    const playing = feed(initialBattleState, [{ type: 'hello', serverTime: T, matchId: 'm1' }, found]);
    expect(battleReducer(playing, { type: 'resume-timeout' })).toBe(playing);
  });

  it('ends with every seat’s result; a player who left is marked; rematch queues again', () => {
    let s = feed(initialBattleState, [found, round0]);
    s = feed(s, [{ type: 'left', serverTime: T, matchId: 'm1', seat: 0 }]);
    expect(s.match?.leftSeats).toEqual([0]);
    s = feed(s, [
      {
        type: 'end',
        serverTime: T,
        matchId: 'm1',
        results: [
          { seat: 1, name: '钱', rank: 1, score: 350, rightCount: 2, outcome: 'win', left: false, points: 10 },
          { seat: 0, name: '赵', rank: 2, score: 0, rightCount: 0, outcome: 'loss', left: true, points: 0 },
        ],
      },
    ]);
    expect(s.phase).toBe('ended');
    expect(s.round?.index).toBe(0);
    expect(s.match?.scores).toEqual([0, 350]);
    // a reconnect after the end keeps the result on screen
    expect(feed(s, [{ type: 'hello', serverTime: T, matchId: null }]).phase).toBe('ended');
    s = feed(s, [{ type: 'queued', serverTime: T, mode: 'pk', since: T }]);
    expect(s).toMatchObject({ phase: 'queued', end: null, round: null, result: null });
  });
});
