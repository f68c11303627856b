import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { Session } from '@server/plugins/auth/session-types.ts';
import {
  type CourseDbRow,
  type CourseFileDbRow,
  findCourseFileIn,
  findStudyableCourse,
} from './course-access.queries.ts';

/**
 * Learner access to courses (docs/COURSES.md "Who sees a course"): a course the learner may not study now
 * (disabled, not started, ended, out of range) answers like a missing one, so ids cannot be probed.
 */
export async function studyableCourse(app: AppContext, session: Session, courseId: string): Promise<CourseDbRow> {
  const course = await findStudyableCourse(app.db, courseId, session);
  if (!course) throw AppError.notFound();
  return course;
}

/** The course and one of its files, for a learner who may study it now. */
export async function studyableFile(
  app: AppContext,
  session: Session,
  courseId: string,
  fileId: string,
): Promise<{ course: CourseDbRow; file: CourseFileDbRow }> {
  const course = await studyableCourse(app, session, courseId);
  const file = await findCourseFileIn(app.db, courseId, fileId);
  if (!file) throw AppError.notFound();
  return { course, file };
}
