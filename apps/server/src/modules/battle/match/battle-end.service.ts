import type { AppContext } from '@server/app-context.ts';
import { newId } from '@server/lib/ids.ts';
import { BATTLE_OUTCOME_TEXT } from '@xuekao/contracts';
import { insertGrant } from '../../points/points.queries.ts';
import type { BattleDbRow } from '../contest/battle.queries.ts';
import { addToRank, closeMatch, insertAnswers, updatePlayerResult } from './battle-play.queries.ts';
import type { SeatResult } from './battle-types.ts';

/**
 * Writes a match's end in one transaction, exactly once: the match closes (state 0 -> 1, the guard), each
 * player's result and answers, the day's ranking tallies, and the points (the points log is unique per
 * user and match, `refType` 'battle'). Answers false when the match was already closed (nothing written).
 */
export async function finishMatch(
  app: AppContext,
  battle: Pick<BattleDbRow, 'id' | 'title'>,
  matchId: string,
  day: string,
  results: SeatResult[],
): Promise<boolean> {
  const done = await app.db.transaction(async (tx) => {
    if (!(await closeMatch(tx, matchId))) return false;
    for (const r of results) {
      await updatePlayerResult(tx, matchId, {
        userId: r.userId,
        score: r.score,
        rightCount: r.rightCount,
        rank: r.rank,
        outcome: r.outcome,
        left: r.left,
        points: r.points,
      });
      await addToRank(tx, {
        battleId: battle.id,
        userId: r.userId,
        day,
        outcome: r.outcome,
        score: r.score,
        points: r.points,
      });
      if (r.points > 0) {
        await insertGrant(tx, {
          id: newId(),
          userId: r.userId,
          points: r.points,
          refType: 'battle',
          refId: matchId,
          refRemark: `知识竞赛《${battle.title}》${BATTLE_OUTCOME_TEXT[r.outcome]}`.slice(0, 256),
        });
      }
    }
    await insertAnswers(
      tx,
      results.flatMap((r) => r.answers.map((a) => ({ matchId, userId: r.userId, ...a }))),
    );
    return true;
  });
  await app.kv.del(`battle:live:${matchId}`).catch(() => {});
  return done;
}
