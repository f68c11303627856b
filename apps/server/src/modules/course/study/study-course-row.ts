import type { AppContext } from '@server/app-context.ts';
import { perApp } from '@server/lib/per-app.ts';
import { findCourseById } from '../courses/course.queries.ts';
import type { CourseDbRow } from '../courses/course-access.queries.ts';

/** How often an open study socket re-reads its course (still open, still in time). */
export const COURSE_RECHECK_MS = 60_000;

/** Course rows shared by this process's study sockets. */
const courseRowsOf = perApp(
  (_: AppContext) => new Map<string, { at: number; row: Promise<CourseDbRow | undefined> }>(),
);

export async function sharedCourseRow(
  app: AppContext,
  courseId: string,
  now: number,
): Promise<CourseDbRow | undefined> {
  const byId = courseRowsOf(app);
  const hit = byId.get(courseId);
  if (hit && now - hit.at < COURSE_RECHECK_MS / 2) return hit.row;
  const row = findCourseById(app.db, courseId);
  byId.set(courseId, { at: now, row });
  return row.catch((err: unknown) => {
    byId.delete(courseId);
    throw err;
  });
}
