import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import type { MyPointsPagingBodySchema, Page, PointsLogRow } from '@xuekao/contracts';
import type { z } from 'zod';
import { findMyPointsPage, insertGrant } from './points.queries.ts';

/**
 * Points (docs/REQUIREMENTS.md#points): a log of signed amounts with a reason and the
 * user's running total. Passing an exam grants the exam's `points` once per learner and exam.
 */

/** Grants an exam's points for passing it (nothing when the exam gives none or they were granted). */
export async function grantExamPassPoints(
  db: DbOrTx,
  g: { userId: string; examId: string; title: string; points: number },
): Promise<boolean> {
  if (g.points <= 0) return false;
  return insertGrant(db, {
    id: newId(),
    userId: g.userId,
    points: g.points,
    refType: 'exam',
    refId: g.examId,
    refRemark: `通过考试《${g.title}》`,
  });
}

/** Grants a course's points for finishing it, once per learner and course. */
export async function grantCourseFinishPoints(
  db: DbOrTx,
  g: { userId: string; courseId: string; title: string; points: number },
): Promise<boolean> {
  if (g.points <= 0) return false;
  return insertGrant(db, {
    id: newId(),
    userId: g.userId,
    points: g.points,
    refType: 'course',
    refId: g.courseId,
    refRemark: `完成课程《${g.title}》`,
  });
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
