import type { AppContext } from '@server/app-context.ts';
import { mapPage } from '@server/lib/paging.ts';
import type { Session } from '@server/plugins/auth/session-types.ts';
import {
  CourseFileType,
  type FileLearnPagingBodySchema,
  type FileLearnRowSchema,
  GrantType,
  type Page,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { afterCertGrants, grantCertFor } from '../../cert/cert-grant.service.ts';
import { grantCourseFinishPoints } from '../../points/points.service.ts';
import { recordFinished } from '../../stat/analysis-rollup.ts';
import { safely } from '../../stat/stat-rollup.ts';
import type { CourseDbRow } from '../courses/course-access.queries.ts';
import { studyableFile } from '../courses/course-access.ts';
import { signedPullUrl } from '../live/course-live.service.ts';
import {
  examPassedBy,
  findLearn,
  findMyLearnPage,
  findOpenCoursesOfExam,
  findOpenCoursesOfExamFor,
  findUnsettledLearners,
  markCourseFinished,
  refreshFinishCount,
} from './study.queries.ts';
import { percentOf } from './study-rules.ts';

/**
 * Study records outside the socket (docs/COURSES.md): progress, play addresses, the learning list, and the
 * course's completion (all files finished and its exam passed, when set), which grants its points once.
 */

/**
 * Recounts the learner's finished files and finishes the course when everything is done. Answers whether
 * this call finished it. Safe to call any number of times and from several processes.
 */
export async function settleCourse(app: AppContext, userId: string, course: CourseDbRow): Promise<boolean> {
  const { fileCount, finishCount } = await refreshFinishCount(app.db, userId, course.id);
  if (fileCount === 0 || finishCount < fileCount) return false;
  if (course.examId && !(await examPassedBy(app.db, course.examId, userId))) return false;
  let cert: Awaited<ReturnType<typeof grantCertFor>> = null;
  const finished = await app.db.transaction(async (tx) => {
    if (!(await markCourseFinished(tx, userId, course.id))) return false;
    await grantCourseFinishPoints(
      tx,
      { userId, courseId: course.id, title: course.title, points: course.points },
      app.config.SITE_TZ,
    );
    cert = await grantCertFor(tx, {
      certId: course.certId,
      userId,
      grantType: GrantType.COURSE,
      refType: 'course',
      refId: course.id,
      sourceName: course.title,
    });
    return true;
  });
  if (finished) await afterCertGrants(app, [cert]);
  if (finished) await safely(app, recordFinished(app, { userId, courseId: course.id }));
  return finished;
}

/** After an edit of the course's files: finishes the course for learners who now have every file done. */
export async function settleEditedCourse(app: AppContext, course: CourseDbRow): Promise<void> {
  if (course.fileCount <= 0) return;
  for (const userId of await findUnsettledLearners(app.db, course.id, course.fileCount)) {
    await settleCourse(app, userId, course);
  }
}

/** After an exam is passed: finishes the learner's courses that waited only for it. */
export async function settleCoursesOfExam(app: AppContext, userId: string, examId: string): Promise<void> {
  for (const course of await findOpenCoursesOfExam(app.db, userId, examId)) await settleCourse(app, userId, course);
}

/** `settleCoursesOfExam` of many learners of one exam (the hand-in lane's batch): one query to find them. */
export async function settleCoursesOfExamFor(app: AppContext, examId: string, userIds: readonly string[]) {
  for (const r of await findOpenCoursesOfExamFor(app.db, userIds, examId)) await settleCourse(app, r.userId, r.course);
}

/** `/api/course/file/learn/fix-process`: the caller's progress as the server holds it (adds nothing). */
export async function fixProcess(app: AppContext, session: Session, courseId: string, fileId: string) {
  const { course, file } = await studyableFile(app, session, courseId, fileId);
  const row = await findLearn(app.db, { userId: session.userId, courseId, fileId });
  if (row?.finished) await settleCourse(app, session.userId, course);
  const learnSec = row?.learnSec ?? 0;
  return {
    courseId,
    fileId,
    learnSec,
    needLearn: file.needLearn,
    lastPos: row?.lastPos ?? 0,
    finished: row?.finished ?? false,
    process: percentOf(learnSec, file.needLearn),
  };
}

/** `/api/course/file/fetch-file`: where the caller plays or reads a file of a course they may study. */
export async function fetchFile(app: AppContext, session: Session, courseId: string, fileId: string) {
  const { file } = await studyableFile(app, session, courseId, fileId);
  // A live file's pull address is signed for this viewing (auth_key type A) when it is on the pull domain.
  const viewUrl = file.fileType === CourseFileType.LIVE ? await signedPullUrl(app, file.viewUrl) : file.viewUrl;
  return { fileId: file.id, fileType: file.fileType, fileUrl: file.fileUrl, viewUrl };
}

/** `/api/course/file/learn/paging`: the caller's own learning list. */
export async function pageMyLearning(
  app: AppContext,
  session: Session,
  body: z.output<typeof FileLearnPagingBodySchema>,
): Promise<Page<z.output<typeof FileLearnRowSchema>>> {
  const page = await findMyLearnPage(app.db, body, session.userId, body.params.courseId);
  return mapPage(page, (r) => ({
    courseId: r.courseId,
    fileId: r.fileId,
    fileName: r.fileName,
    courseName: r.courseName,
    updateTime: r.updateTime.toISOString(),
    process: percentOf(r.learnSec, r.needLearn),
  }));
}
