import type { DbOrTx } from '@server/db/client.ts';
import {
  elBattle,
  elBattleAnswer,
  elBattleMatch,
  elBattlePlayer,
  elQu,
  elQuAnswer,
  sysDepart,
  sysUser,
} from '@server/db/schema/index.ts';
import { asc, eq, inArray } from 'drizzle-orm';

/** A match with its contest's title (undefined when missing). */
export async function findMatchWithTitle(db: DbOrTx, matchId: string) {
  const [row] = await db
    .select({ match: elBattleMatch, title: elBattle.title })
    .from(elBattleMatch)
    .leftJoin(elBattle, eq(elBattle.id, elBattleMatch.battleId))
    .where(eq(elBattleMatch.id, matchId))
    .limit(1);
  return row;
}

/** The players of a match by seat, with their name, avatar and current department. */
export async function findMatchPlayers(db: DbOrTx, matchId: string) {
  return db
    .select({
      player: elBattlePlayer,
      realName: sysUser.realName,
      userName: sysUser.userName,
      avatar: sysUser.avatar,
      deptCode: sysUser.deptCode,
      deptName: sysDepart.deptName,
    })
    .from(elBattlePlayer)
    .leftJoin(sysUser, eq(sysUser.id, elBattlePlayer.userId))
    .leftJoin(sysDepart, eq(sysDepart.deptCode, sysUser.deptCode))
    .where(eq(elBattlePlayer.matchId, matchId))
    .orderBy(asc(elBattlePlayer.seat));
}

/** Every stored answer of a match (written with its end). */
export async function findMatchAnswers(db: DbOrTx, matchId: string) {
  return db.select().from(elBattleAnswer).where(eq(elBattleAnswer.matchId, matchId));
}

/** The questions with analysis and their options with the key (a finished match's analysis). */
export async function findQusForAnalysis(db: DbOrTx, ids: string[]) {
  if (!ids.length) return { qus: [], options: [] };
  const [qus, options] = await Promise.all([
    db
      .select({
        id: elQu.id,
        quType: elQu.quType,
        content: elQu.content,
        image: elQu.image,
        analysis: elQu.analysis,
      })
      .from(elQu)
      .where(inArray(elQu.id, ids)),
    db
      .select({
        id: elQuAnswer.id,
        quId: elQuAnswer.quId,
        tag: elQuAnswer.tag,
        content: elQuAnswer.content,
        image: elQuAnswer.image,
        isRight: elQuAnswer.isRight,
      })
      .from(elQuAnswer)
      .where(inArray(elQuAnswer.quId, ids))
      .orderBy(asc(elQuAnswer.sort), asc(elQuAnswer.id)),
  ]);
  return { qus, options };
}
