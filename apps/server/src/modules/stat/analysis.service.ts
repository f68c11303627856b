import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { mapPage } from '@server/lib/paging.ts';
import { scopeOf } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import type { CourseDeptProgress, Page, RepoQuRate, RepoQuRateBodySchema } from '@xuekao/contracts';
import type { z } from 'zod';
import { getRepo } from '../repo/repo.queries.ts';
import { findCourseDeptProgress, findRepoQuRatePage, hasCourse } from './analysis.queries.ts';
import { flushCourseSeconds } from './analysis-rollup.ts';
import { percent, plainText } from './exam-analysis.service.ts';

/**
 * The course and question-bank analysis (issue 13 item 3; docs/decisions/statistics.md "Analysis pages"):
 * figures of learners within the caller's data scope only.
 */

/** `/api/stat/course/depts`: each department's progress in the course, most behind first. */
export async function courseDeptProgress(
  app: AppContext,
  session: Session,
  courseId: string,
): Promise<CourseDeptProgress[]> {
  const [found, scope] = await Promise.all([hasCourse(app.db, courseId), scopeOf(app, session)]);
  if (!found) throw AppError.notFound('课程不存在！');
  await flushCourseSeconds(app);
  const [rows] = await Promise.all([findCourseDeptProgress(app.db, courseId, scope), app.dict.ready()]);
  return rows
    .map((r) => ({
      deptCode: r.deptCode,
      deptName: app.dict.deptName(r.deptCode) || r.deptCode || '无部门',
      learners: r.learners,
      finished: r.finished,
      finishRate: percent(r.finished, r.learners),
      avgSec: r.avgSec,
    }))
    .sort((a, b) => a.finishRate - b.finishRate || b.learners - a.learners || a.deptCode.localeCompare(b.deptCode));
}

/** `/api/stat/repo/qu-rates`: the bank's questions, lowest correct rate (training and exams) first. */
export async function pageRepoQuRates(
  app: AppContext,
  session: Session,
  body: z.output<typeof RepoQuRateBodySchema>,
): Promise<Page<RepoQuRate>> {
  const [repo, scope] = await Promise.all([getRepo(app.db, body.params.repoId), scopeOf(app, session)]);
  if (!repo) throw AppError.notFound('题库不存在！');
  const [page] = await Promise.all([findRepoQuRatePage(app.db, body, repo.id, scope), app.dict.ready()]);
  return mapPage(page, (r) => {
    const count = Number(r.trainCount) + Number(r.examCount);
    const right = Number(r.trainRight) + Number(r.examRight);
    return {
      quId: r.quId,
      content: plainText(r.content),
      quType: Number(r.quType),
      quType_dictText: app.dict.text('qu_type', r.quType),
      trainCount: Number(r.trainCount),
      trainRight: Number(r.trainRight),
      examCount: Number(r.examCount),
      examRight: Number(r.examRight),
      rightRate: count > 0 ? percent(right, count) : null,
    };
  });
}
