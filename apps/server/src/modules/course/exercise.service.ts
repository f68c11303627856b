import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { scopeOf } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/session-types.ts';
import type { ExerciseRecord } from '@xuekao/contracts';
import { studyableCourse, studyableFile } from './course-access.ts';
import {
  closeExercise,
  countRightExercises,
  deleteExercisesOf,
  drawQuestion,
  type ExerciseDbRow,
  findOpenExercise,
  findOwnExercises,
  findQuestionWithOptions,
  insertExercise,
} from './exercise.queries.ts';

/**
 * In-course exercises (docs/COURSES.md): single-choice and judgement questions of the banks attached to a
 * file. The learner never gets the answer; an open exercise is answered once (a wrong one is closed and
 * another is drawn), and re-asking while one is open gives the same question back.
 */

const LETTERS = ['A', 'B', 'C', 'D'] as const;

async function present(app: AppContext, row: ExerciseDbRow): Promise<ExerciseRecord> {
  const qu = await findQuestionWithOptions(app.db, row.quId);
  const out: ExerciseRecord = { id: row.id, title: qu?.content ?? '' };
  qu?.options.slice(0, 4).forEach((o, i) => {
    out[`option${LETTERS[i]}`] = o.content;
  });
  return out;
}

async function exerciseFile(app: AppContext, session: Session, courseId: string, fileId: string) {
  const { course, file } = await studyableFile(app, session, courseId, fileId);
  if (!course.exercises || course.exercisesCount <= 0 || !file.repoIds.length) {
    throw AppError.badParams('本课件没有课中练习！');
  }
  return { course, file };
}

/** `/api/course/exercises/exercises-record`: the open exercise, or a newly drawn one. */
export async function drawExercise(
  app: AppContext,
  session: Session,
  courseId: string,
  fileId: string,
): Promise<ExerciseRecord> {
  const { file } = await exerciseFile(app, session, courseId, fileId);
  const key = { userId: session.userId, courseId, fileId };
  const open = await findOpenExercise(app.db, key);
  if (open) return present(app, open);
  const quId = await drawQuestion(app.db, file.repoIds, key);
  if (!quId) throw AppError.badParams('练习题库中没有可用的单选题或判断题！');
  const qu = await findQuestionWithOptions(app.db, quId);
  const right = qu?.options.findIndex((o) => o.isRight) ?? -1;
  if (!qu || right < 0 || right > 3) throw AppError.badParams('练习题库中没有可用的单选题或判断题！');
  const row: ExerciseDbRow = {
    id: newId(),
    ...key,
    quId,
    answer: LETTERS[right] as string,
    state: 0,
    createTime: new Date(),
    answerTime: null,
  };
  await insertExercise(app.db, row);
  return present(app, row);
}

/** `/api/course/exercises/isAnswer`: true when right (the exercise counts), false when wrong. */
export async function answerExercise(
  app: AppContext,
  session: Session,
  body: { exercisesRecordId: string; answer: string },
): Promise<boolean> {
  const [row] = await findOwnExercises(app.db, session.userId, [body.exercisesRecordId]);
  if (!row) throw AppError.notFound();
  await studyableCourse(app, session, row.courseId);
  if (row.state !== 0) return row.state === 1;
  const right = body.answer === row.answer;
  await closeExercise(app.db, row.id, session.userId, right);
  return right;
}

/** `/api/course/exercises/remain`: how many exercises of the file are still to be answered right. */
export async function remainingExercises(
  app: AppContext,
  session: Session,
  courseId: string,
  fileId: string,
): Promise<number> {
  const { course, file } = await studyableFile(app, session, courseId, fileId);
  if (!course.exercises || course.exercisesCount <= 0 || !file.repoIds.length) return 0;
  const right = await countRightExercises(app.db, { userId: session.userId, courseId, fileId });
  return Math.max(0, course.exercisesCount - right);
}

/** `/api/course/exercises/list`: the caller's own exercise records by id (no answers). */
export async function listExercises(app: AppContext, session: Session, ids: string[]): Promise<ExerciseRecord[]> {
  const rows = await findOwnExercises(app.db, session.userId, ids);
  return Promise.all(rows.map((r) => present(app, r)));
}

/**
 * `/api/course/exercises/delete` (staff): clears learners' exercises of a course so they practise again;
 * learners outside the caller's data scope are left alone.
 */
export async function deleteExercises(
  app: AppContext,
  session: Session,
  courseId: string,
  userIds: string[],
): Promise<void> {
  await deleteExercisesOf(app.db, courseId, userIds, await scopeOf(app, session));
}
