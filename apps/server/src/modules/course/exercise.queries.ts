import type { DbOrTx } from '@server/db/client.ts';
import { elCourseExercise, elQu, elQuAnswer, sysUser } from '@server/db/schema/index.ts';
import { scopeCondition } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import { and, asc, count, eq, inArray, max, notInArray, sql } from 'drizzle-orm';

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
 * A random single-choice (1) or judgement (3) question of the banks with 2 to 4 options and exactly one
 * right, not yet answered right by the learner on this file (any when all were).
 */
export async function drawQuestion(db: DbOrTx, repoIds: string[], k: Key): Promise<string | undefined> {
  const done = db
    .select({ quId: elCourseExercise.quId })
    .from(elCourseExercise)
    .where(and(keyOf(k), eq(elCourseExercise.state, 1)));
  const eligible = and(
    inArray(elQu.repoId, repoIds),
    inArray(elQu.quType, [1, 3]),
    eq(elQu.parentId, '0'),
    sql`(select count(*) from ${elQuAnswer} a where a.qu_id = ${elQu.id}) between 2 and 4`,
    sql`(select count(*) from ${elQuAnswer} a where a.qu_id = ${elQu.id} and a.is_right) = 1`,
  );
  const pick = (cond: ReturnType<typeof and>) =>
    db.select({ id: elQu.id }).from(elQu).where(cond).orderBy(sql`random()`).limit(1);
  const [fresh] = await pick(and(eligible, notInArray(elQu.id, done)));
  if (fresh) return fresh.id;
  const [any] = await pick(eligible);
  return any?.id;
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

/** Answers an open exercise once: state 1 right or 2 wrong; false when it was not open. */
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
