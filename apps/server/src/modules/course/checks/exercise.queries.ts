import type { DbOrTx } from '@server/db/client.ts';
import { elCourseExercise, elQu, elQuAnswer, elRepo, sysUser } from '@server/db/schema/index.ts';
import { scopeCondition } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import { and, asc, count, eq, gte, inArray, max, notInArray, type SQL, sql } from 'drizzle-orm';

export type ExerciseDbRow = typeof elCourseExercise.$inferSelect;
type Key = { userId: string; courseId: string; fileId: string };

const keyOf = (k: Key) =>
  and(
    eq(elCourseExercise.userId, k.userId),
    eq(elCourseExercise.courseId, k.courseId),
    eq(elCourseExercise.fileId, k.fileId),
  );

/** Exercises of the file the learner answered right. */
export async function countRightExercises(db: DbOrTx, k: Key): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(elCourseExercise)
    .where(and(keyOf(k), eq(elCourseExercise.state, 1)));
  return r?.n ?? 0;
}

/** When the learner last answered an exercise of the file right (undefined: never). */
export async function findLastRightAnswerTime(db: DbOrTx, k: Key): Promise<Date | undefined> {
  const [r] = await db
    .select({ at: max(elCourseExercise.answerTime) })
    .from(elCourseExercise)
    .where(and(keyOf(k), eq(elCourseExercise.state, 1)));
  return r?.at ?? undefined;
}

/** The learner's open (unanswered) exercise of the file, if any. */
export async function findOpenExercise(db: DbOrTx, k: Key): Promise<ExerciseDbRow | undefined> {
  const [r] = await db
    .select()
    .from(elCourseExercise)
    .where(and(keyOf(k), eq(elCourseExercise.state, 0)))
    .limit(1);
  return r;
}

/**
 * A random single-choice (1) or judgement (3) question with 2 to 4 options and exactly one right, of those
 * of the file's banks that are open to training (`isTrain`, as for practice) and not in `excluded` (the
 * questions sealed for the learner). Prefers a question never put to the learner on this file, then one
 * not yet answered right, then any: a question answered wrong comes back only when nothing fresh is left.
 */
export async function drawQuestion(
  db: DbOrTx,
  repoIds: string[],
  k: Key,
  excluded: ReadonlySet<string>,
): Promise<string | undefined> {
  const put = (state?: number) =>
    db
      .select({ quId: elCourseExercise.quId })
      .from(elCourseExercise)
      .where(state === undefined ? keyOf(k) : and(keyOf(k), eq(elCourseExercise.state, state)));
  const trainable = db
    .select({ id: elRepo.id })
    .from(elRepo)
    .where(and(inArray(elRepo.id, repoIds), eq(elRepo.isTrain, true)));
  const conds: (SQL | undefined)[] = [
    inArray(elQu.repoId, trainable),
    inArray(elQu.quType, [1, 3]),
    eq(elQu.parentId, '0'),
    sql`(select count(*) from ${elQuAnswer} a where a.qu_id = ${elQu.id}) between 2 and 4`,
    sql`(select count(*) from ${elQuAnswer} a where a.qu_id = ${elQu.id} and a.is_right) = 1`,
  ];
  if (excluded.size) conds.push(notInArray(elQu.id, [...excluded]));
  const eligible = and(...conds);
  const pick = (cond: SQL | undefined) =>
    db.select({ id: elQu.id }).from(elQu).where(cond).orderBy(sql`random()`).limit(1);
  for (const cond of [notInArray(elQu.id, put()), notInArray(elQu.id, put(1)), undefined]) {
    const [row] = await pick(and(eligible, cond));
    if (row) return row.id;
  }
  return undefined;
}

/** Exercises of the file put to the learner since `since` (the drawing limit). */
export async function countDrawsSince(db: DbOrTx, k: Key, since: Date): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(elCourseExercise)
    .where(and(keyOf(k), gte(elCourseExercise.createTime, since)));
  return r?.n ?? 0;
}

/**
 * Locks the learner's user row until the caller's transaction ends: two draws of one learner at once run
 * one after the other, so the second finds the exercise the first opened (one open exercise per file).
 */
export async function lockLearnerForExercise(tx: DbOrTx, userId: string): Promise<void> {
  await tx.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, userId)).for('update');
}

/** Drops an open exercise that may no longer be put (its question became sealed); answered ones stay. */
export async function dropOpenExercise(db: DbOrTx, id: string): Promise<void> {
  await db.delete(elCourseExercise).where(and(eq(elCourseExercise.id, id), eq(elCourseExercise.state, 0)));
}

export async function findQuestionWithOptions(db: DbOrTx, quId: string) {
  const [qu] = await db.select({ id: elQu.id, content: elQu.content }).from(elQu).where(eq(elQu.id, quId));
  if (!qu) return undefined;
  const options = await db
    .select({ content: elQuAnswer.content, isRight: elQuAnswer.isRight })
    .from(elQuAnswer)
    .where(eq(elQuAnswer.quId, quId))
    .orderBy(asc(elQuAnswer.sort), asc(elQuAnswer.id));
  return { ...qu, options };
}

export async function insertExercise(db: DbOrTx, row: typeof elCourseExercise.$inferInsert): Promise<void> {
  await db.insert(elCourseExercise).values(row);
}

export async function findOwnExercises(db: DbOrTx, userId: string, ids: string[]): Promise<ExerciseDbRow[]> {
  return db
    .select()
    .from(elCourseExercise)
    .where(and(eq(elCourseExercise.userId, userId), inArray(elCourseExercise.id, ids)));
}

/**
 * Answers an open exercise once: state 1 right or 2 wrong; false when it was not open. One conditional
 * UPDATE: of parallel answers exactly one finds the row open (PostgreSQL re-reads the row a concurrent
 * update changed and skips it), so only that one is graded.
 */
export async function closeExercise(db: DbOrTx, id: string, userId: string, right: boolean): Promise<boolean> {
  const rows = await db
    .update(elCourseExercise)
    .set({ state: right ? 1 : 2, answerTime: new Date() })
    .where(and(eq(elCourseExercise.id, id), eq(elCourseExercise.userId, userId), eq(elCourseExercise.state, 0)))
    .returning({ id: elCourseExercise.id });
  return rows.length > 0;
}

/** Deletes the course's exercises of the given learners who are within the staff member's data scope. */
export async function deleteExercisesOf(db: DbOrTx, courseId: string, userIds: string[], scope: Scope): Promise<void> {
  const cond = scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id });
  const reachable = db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(inArray(sysUser.id, userIds), cond));
  await db
    .delete(elCourseExercise)
    .where(and(eq(elCourseExercise.courseId, courseId), inArray(elCourseExercise.userId, reachable)));
}
