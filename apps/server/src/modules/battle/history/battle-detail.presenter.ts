import type { DictCache } from '@server/context/dict-cache.ts';
import type { BattleMode, BattleOutcome, MatchDetail, MatchDetailPlayer } from '@xuekao/contracts';
import type {
  findMatchAnswers,
  findMatchPlayers,
  findMatchWithTitle,
  findQusForAnalysis,
} from './battle-detail.queries.ts';

type MatchRow = NonNullable<Awaited<ReturnType<typeof findMatchWithTitle>>>;
type PlayerRow = Awaited<ReturnType<typeof findMatchPlayers>>[number];
type AnswerRow = Awaited<ReturnType<typeof findMatchAnswers>>[number];
type Qus = Awaited<ReturnType<typeof findQusForAnalysis>>;

/** How the caller sees each player: `me`, and whether name and department may be shown. */
export interface Viewer {
  userId: string;
  /** Staff: players inside the data scope; learners: undefined (names shown, other ids hidden). */
  inScope?: (p: PlayerRow) => boolean;
  /** Questions whose key, analysis and answers the viewer must not get now (issue 24). */
  hidden?: ReadonlySet<string>;
}

function presentPlayer(p: PlayerRow, v: Viewer): MatchDetailPlayer {
  const me = p.player.userId === v.userId;
  const staff = v.inScope !== undefined;
  const shown = staff ? (v.inScope?.(p) ?? false) : true;
  return {
    seat: p.player.seat,
    userId: (staff && shown) || me ? p.player.userId : '',
    name: shown ? p.realName || p.userName || '' : '',
    avatar: shown ? (p.avatar ?? '') : '',
    deptName: shown ? (p.deptName ?? '') : '',
    me,
    outOfScope: !shown,
    rank: p.player.rank,
    score: p.player.score,
    rightCount: p.player.rightCount,
    outcome: (p.player.outcome || 'loss') as BattleOutcome,
    left: p.player.left,
    points: p.player.points,
  };
}

/**
 * A finished match's analysis: per round the question (as it is now; empty with `deleted` if it was
 * deleted), its key and analysis, and each seat's stored answer. Call `await app.dict.ready()` first.
 */
export function presentMatchDetail(
  m: MatchRow,
  players: PlayerRow[],
  answers: AnswerRow[],
  qus: Qus,
  v: Viewer,
  dict: DictCache,
): MatchDetail {
  const seatOf = new Map(players.map((p) => [p.player.userId, p.player.seat]));
  const quById = new Map(qus.qus.map((q) => [q.id, q]));
  const rounds = m.match.quIds.map((quId, index) => {
    const q = quById.get(quId);
    const hide = v.hidden?.has(quId) ?? false;
    const options = qus.options
      .filter((o) => o.quId === quId)
      .map((o) => ({ id: o.id, tag: o.tag, content: o.content, image: o.image, isRight: !hide && o.isRight }));
    return {
      index,
      quId,
      quType: q?.quType ?? 0,
      quType_dictText: q ? dict.text('qu_type', q.quType) : '',
      content: q?.content ?? '',
      image: q?.image ?? '',
      analysis: hide ? '' : (q?.analysis ?? ''),
      deleted: !q,
      options,
      rightOptionIds: options.filter((o) => o.isRight).map((o) => o.id),
      answers: players.map((p) => {
        const a = answers.find((x) => x.idx === index && x.userId === p.player.userId);
        return {
          seat: seatOf.get(p.player.userId) ?? p.player.seat,
          answered: !!a,
          optionIds: hide ? [] : (a?.optionIds ?? []),
          right: !hide && !!a?.isRight,
          score: hide ? 0 : (a?.score ?? 0),
          ms: a?.ms ?? 0,
        };
      }),
    };
  });
  return {
    matchId: m.match.id,
    contestId: m.match.battleId,
    contestTitle: m.title ?? '',
    mode: m.match.mode as BattleMode,
    seconds: m.match.seconds,
    total: m.match.quIds.length,
    startTime: m.match.startTime.toISOString(),
    endTime: (m.match.endTime ?? m.match.startTime).toISOString(),
    players: players.map((p) => presentPlayer(p, v)),
    rounds,
  };
}
