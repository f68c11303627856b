import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { scopeOf } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/session-types.ts';
import type { ExerciseRecord } from '@xuekao/contracts';
import { findSealedQuIds } from '../../answer-seal/answer-seal.queries.ts';
import { refuseDuringExam, refuseSealed } from '../../train/train-guard.ts';
import { studyableCourse, studyableFile } from '../courses/course-access.ts';
import {
  closeExercise,
  countDrawsSince,
  countRightExercises,
  deleteExercisesOf,
  drawQuestion,
  dropOpenExercise,
  type ExerciseDbRow,
  findOpenExercise,
  findOwnExercises,
  findQuestionWithOptions,
  insertExercise,
  lockLearnerForExercise,
} from './exercise.queries.ts';

/**
 * In-course exercises (docs/COURSES.md): single-choice and judgement questions of the file's banks that
 * are open to training. The learner never gets the answer. Per learner and file one exercise is open at a
 * time (draws of one learner run under a lock of their user row): asking again returns it. The first
 * answer closes it in one conditional UPDATE; any later or parallel answer is refused, never graded. The
 * training rules of issue 10 hold (train-guard.ts): nothing is drawn or graded while the learner has a
 * paper in progress, and a question sealed for them (their paper of an exam hiding answers, not over for
 * them) is neither drawn nor graded. New draws are limited to DRAWS_PER_HOUR per learner and file.
 */

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** New exercises a learner may draw on one file within an hour (a wrong answer costs one). */
export const DRAWS_PER_HOUR = 30;
export const DRAW_LIMIT_TEXT = '练习抽题过于频繁（每个课件每小时最多30题），请稍后再试！';
export const ANSWERED_TEXT = '该练习已作答，请重新抽题！';
const NO_QUESTION_TEXT = '练习题库中没有可用的单选题或判断题！';

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

/** `/api/course/exercises/exercises-record`: the open exercise, or a newly drawn one (see above). */
export async function drawExercise(
  app: AppContext,
  session: Session,
  courseId: string,
  fileId: string,
): Promise<ExerciseRecord> {
  const { file } = await exerciseFile(app, session, courseId, fileId);
  await refuseDuringExam(app, session.userId);
  const sealed = await findSealedQuIds(app.db, session.userId);
  const key = { userId: session.userId, courseId, fileId };
  const row = await app.db.transaction(async (tx) => {
    await lockLearnerForExercise(tx, session.userId);
    const open = await findOpenExercise(tx, key);
    if (open && !sealed.has(open.quId)) return open;
    if (open) await dropOpenExercise(tx, open.id);
    if ((await countDrawsSince(tx, key, new Date(Date.now() - 3600_000))) >= DRAWS_PER_HOUR) {
      throw AppError.fail(DRAW_LIMIT_TEXT);
    }
    const quId = await drawQuestion(tx, file.repoIds, key, sealed);
    const qu = quId ? await findQuestionWithOptions(tx, quId) : undefined;
    const right = qu?.options.findIndex((o) => o.isRight) ?? -1;
    if (!qu || right < 0 || right > 3) throw AppError.badParams(NO_QUESTION_TEXT);
    const fresh: ExerciseDbRow = {
      id: newId(),
      ...key,
      quId: qu.id,
      answer: LETTERS[right] as string,
      state: 0,
      createTime: new Date(),
      answerTime: null,
    };
    await insertExercise(tx, fresh);
    return fresh;
  });
  return present(app, row);
}

/**
 * `/api/course/exercises/isAnswer`: true when right (the exercise counts), false when wrong; nothing more.
 * Only the answer that closes the open exercise is graded: one already answered (or closed by a parallel
 * answer) is refused, as is any during a paper in progress or on a sealed question.
 */
export async function answerExercise(
  app: AppContext,
  session: Session,
  body: { exercisesRecordId: string; answer: string },
): Promise<boolean> {
  const [row] = await findOwnExercises(app.db, session.userId, [body.exercisesRecordId]);
  if (!row) throw AppError.notFound();
  await studyableCourse(app, session, row.courseId);
  if (row.state !== 0) throw AppError.fail(ANSWERED_TEXT);
  await refuseDuringExam(app, session.userId);
  await refuseSealed(app, session.userId, row.quId);
  const right = body.answer === row.answer;
  if (!(await closeExercise(app.db, row.id, session.userId, right))) throw AppError.fail(ANSWERED_TEXT);
  return right;
}

/**
 * `/api/course/exercises/remain`: how many exercises of the file are still to be answered right. Each
 * right-answered exercise counts once: one is open at a time and each is closed by its one graded answer.
 */
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
