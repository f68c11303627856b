import type { DbOrTx } from '@server/db/client.ts';
import { elPaper } from '@server/db/schema/index.ts';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';

/**
 * Counts an inactivity break (action checker) of the user's paper in progress, at most one per `gapSeconds`:
 * only when the paper started and the last counted break were both at least that long ago (database clock).
 * One conditional UPDATE, so concurrent calls cannot both count. Answers the new count, or null when nothing
 * was counted (not the user's, not in progress, or too soon).
 */
export async function incrementActionBreak(
  db: DbOrTx,
  userId: string,
  id: string,
  gapSeconds: number,
): Promise<number | null> {
  const since = sql`now() - (${gapSeconds}::int * interval '1 second')`;
  const [row] = await db
    .update(elPaper)
    .set({ actionTimes: sql`${elPaper.actionTimes} + 1`, actionLast: sql`now()` })
    .where(
      and(
        eq(elPaper.id, id),
        eq(elPaper.userId, userId),
        eq(elPaper.state, 0),
        lte(elPaper.createTime, since),
        or(isNull(elPaper.actionLast), lte(elPaper.actionLast, since)),
      ),
    )
    .returning({ n: elPaper.actionTimes });
  return row?.n ?? null;
}
