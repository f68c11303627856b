/**
 * Test data for the match analysis drawer (shared/battle/match-detail.tsx): one single-choice round where seat
 * 0 answered right in 2 s and seat 1 did not answer, and the players of a 1v1 (seat 0 won).
 */

export interface FixturePlayer {
  name: string;
  me?: boolean;
  outOfScope?: boolean;
}

/** A `MatchDetail` answer of a finished 1v1 of one round. */
export function matchDetailFixture(
  match: { matchId: string; startTime: string; endTime: string },
  players: [FixturePlayer, FixturePlayer],
) {
  return {
    matchId: match.matchId,
    contestId: 'b1',
    contestTitle: '安全知识竞赛',
    mode: 'pk',
    seconds: 10,
    total: 1,
    startTime: match.startTime,
    endTime: match.endTime,
    players: players.map((p, seat) => ({
      seat,
      userId: p.outOfScope ? '' : `u${seat + 1}`,
      name: p.name,
      avatar: '',
      deptName: '',
      me: Boolean(p.me),
      outOfScope: Boolean(p.outOfScope),
      rank: seat + 1,
      score: seat ? 0 : 180,
      rightCount: seat ? 0 : 1,
      outcome: seat ? 'loss' : 'win',
      left: false,
      points: seat ? 1 : 10,
    })),
    rounds: [
      {
        index: 0,
        quId: 'q1',
        quType: 1,
        quType_dictText: '单选题',
        content: '<p>灭火器的有效期是？</p>',
        image: '',
        analysis: '<p>看压力表。</p>',
        deleted: false,
        options: [
          { id: 'o1', tag: 'A', content: '一年', image: '', isRight: false },
          { id: 'o2', tag: 'B', content: '五年', image: '', isRight: true },
        ],
        rightOptionIds: ['o2'],
        answers: [
          { seat: 0, answered: true, optionIds: ['o2'], right: true, score: 180, ms: 2000 },
          { seat: 1, answered: false, optionIds: [], right: false, score: 0, ms: 0 },
        ],
      },
    ],
  };
}
