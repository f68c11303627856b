import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { mapPage } from '@server/lib/paging.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import type { MyPointsPagingBodySchema, Page, PointsLogRow } from '@xuekao/contracts';
import type { z } from 'zod';
import { findMyPointsPage } from './points.queries.ts';
import { grantByRule } from './points-rule.service.ts';

/**
 * Points (docs/REQUIREMENTS.md#points): a log of signed amounts with a reason and the
 * user's running total. Passing an exam grants the exam's `points` once per learner and exam.
 */

/**
 * Grants an exam's points for passing it, once per learner and exam, under the exam-pass rule (off: none;
 * capped: what is left of the cycle's cap). `tz` is the site's time zone (the cycle's days).
 */
export async function grantExamPassPoints(
  db: DbOrTx,
  g: { userId: string; examId: string; title: string; points: number },
  tz: string,
): Promise<boolean> {
  const n = await grantByRule(db, tz, 'exam_pass', {
    userId: g.userId,
    refId: g.examId,
    refRemark: `通过考试《${g.title}》`,
    base: g.points,
  });
  return n > 0;
}

/** Grants a course's points for finishing it, once per learner and course, under the course-finish rule. */
export async function grantCourseFinishPoints(
  db: DbOrTx,
  g: { userId: string; courseId: string; title: string; points: number },
  tz: string,
): Promise<boolean> {
  const n = await grantByRule(db, tz, 'course_finish', {
    userId: g.userId,
    refId: g.courseId,
    refRemark: `完成课程《${g.title}》`,
    base: g.points,
  });
  return n > 0;
}

/** A question answered right in training: the rule's points, once per learner and question. */
export function grantTrainPoints(db: DbOrTx, g: { userId: string; quId: string; repoTitle: string }, tz: string) {
  return grantByRule(db, tz, 'train_right', {
    userId: g.userId,
    refId: g.quId,
    refRemark: g.repoTitle ? `训练答对《${g.repoTitle}》的试题` : '训练答对试题',
  });
}

/** The first sign-in of a day (site time zone): the rule's points, once a day. */
export function grantSignInPoints(db: DbOrTx, g: { userId: string; day: string }, tz: string) {
  return grantByRule(db, tz, 'sign_in', { userId: g.userId, refId: g.day, refRemark: `每日登录（${g.day}）` });
}

/** `/api/user/points/my-paging`: the learner's own log, newest first. */
export async function pageMyPoints(
  app: AppContext,
  session: Session,
  body: z.output<typeof MyPointsPagingBodySchema>,
): Promise<Page<PointsLogRow>> {
  const title = typeof body.params.title === 'string' ? body.params.title : undefined;
  const page = await findMyPointsPage(app.db, body, session.userId, title);
  return mapPage(page, (r) => ({
    id: r.id,
    points: r.points,
    refRemark: r.refRemark,
    createTime: r.createTime.toISOString(),
  }));
}
