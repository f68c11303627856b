import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import {
  elCourse,
  elCourseCat,
  elCourseFile,
  elCourseItem,
  elCourseLearn,
  elCourseRange,
  elCourseUser,
  sysUser,
} from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import { scopeCondition } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { CourseDbRow, CourseFileDbRow } from './course-access.queries.ts';

export type { CourseDbRow, CourseFileDbRow };
export type NewCourse = typeof elCourse.$inferInsert;
export type CourseItemDbRow = typeof elCourseItem.$inferSelect;
export type CourseLearnDbRow = typeof elCourseLearn.$inferSelect;
export type CourseUserDbRow = typeof elCourseUser.$inferSelect;

/** Outer columns inside correlated subqueries must be qualified (see exam.queries.ts). */
const USER_ID = sql.raw('"sys_user"."id"');
const USER_DEPT = sql.raw('"sys_user"."dept_code"');

/** Course columns without the (large) description. */
const { content: _content, ...listColumns } = getTableColumns(elCourse);
export const courseColumns = listColumns;
export type CourseListRow = Omit<CourseDbRow, 'content'>;

export interface CourseFilter {
  title?: string;
  openType?: number | null;
  state?: number | null;
}

export function filterConds(f: CourseFilter): SQL[] {
  const conds: SQL[] = [];
  if (f.title?.trim()) conds.push(ilike(elCourse.title, `%${escapeLike(f.title.trim())}%`));
  if (f.openType != null) conds.push(eq(elCourse.openType, f.openType));
  if (f.state != null) conds.push(eq(elCourse.state, f.state));
  return conds;
}

export const courseSortable = { title: elCourse.title, startTime: elCourse.startTime, createTime: elCourse.createTime };
export type PageReq = Pick<PagingRequest, 'current' | 'size' | 'orders'>;

/** Staff list: every course, newest first. */
export function findCoursePage(db: DbOrTx, req: PageReq, f: CourseFilter) {
  const conds = filterConds(f);
  const where = conds.length ? and(...conds) : undefined;
  return runPage<CourseListRow>(
    req,
    courseSortable,
    [desc(elCourse.createTime), desc(elCourse.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select(courseColumns)
        .from(elCourse)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(elCourse).where(where))[0]?.n ?? 0,
  );
}

export async function findCourseById(db: DbOrTx, id: string): Promise<CourseDbRow | undefined> {
  const [row] = await db.select().from(elCourse).where(eq(elCourse.id, id)).limit(1);
  return row;
}

export async function getCourseById(db: DbOrTx, id: string): Promise<CourseDbRow> {
  const row = await findCourseById(db, id);
  if (!row) throw AppError.notFound();
  return row;
}

export async function insertCourse(db: DbOrTx, row: NewCourse): Promise<void> {
  await db.insert(elCourse).values(row);
}

export async function updateCourseById(db: DbOrTx, id: string, set: Partial<NewCourse>): Promise<void> {
  await db
    .update(elCourse)
    .set({ ...set, updateTime: new Date() })
    .where(eq(elCourse.id, id));
}

export async function updateCourseStates(db: DbOrTx, ids: string[], state: number): Promise<void> {
  await db.update(elCourse).set({ state, updateTime: new Date() }).where(inArray(elCourse.id, ids));
}

/** Deletes courses with their catalogue and range (only called for courses without study records). */
export async function deleteCoursesByIds(db: DbOrTx, ids: string[]): Promise<void> {
  await db.delete(elCourseItem).where(inArray(elCourseItem.courseId, ids));
  await db.delete(elCourseRange).where(inArray(elCourseRange.courseId, ids));
  await db.delete(elCourse).where(inArray(elCourse.id, ids));
}

/** Whether any learner has a study record (a file or the course) in one of the courses. */
export async function hasStudyRecords(db: DbOrTx, ids: string[]): Promise<boolean> {
  const [learn] = await db
    .select({ x: elCourseLearn.courseId })
    .from(elCourseLearn)
    .where(inArray(elCourseLearn.courseId, ids))
    .limit(1);
  if (learn) return true;
  const [user] = await db
    .select({ x: elCourseUser.courseId })
    .from(elCourseUser)
    .where(inArray(elCourseUser.courseId, ids))
    .limit(1);
  return !!user;
}

/** The files with these ids (only those that exist). */
export async function findCourseFilesByIds(db: DbOrTx, ids: string[]): Promise<CourseFileDbRow[]> {
  if (!ids.length) return [];
  return db.select().from(elCourseFile).where(inArray(elCourseFile.id, ids));
}

export interface NewCourseItem {
  fileId: string;
  chapterIdx: number;
  chapterTitle: string;
  sort: number;
}

/** Replaces a course's catalogue (study records stay: they are keyed by course and file). */
export async function replaceCourseItems(db: DbOrTx, courseId: string, items: NewCourseItem[]): Promise<void> {
  await db.delete(elCourseItem).where(eq(elCourseItem.courseId, courseId));
  for (let i = 0; i < items.length; i += 1000) {
    await db.insert(elCourseItem).values(items.slice(i, i + 1000).map((it) => ({ ...it, courseId })));
  }
}

/** A course's catalogue in order, with the files. */
export async function findCourseItems(
  db: DbOrTx,
  courseId: string,
): Promise<Array<{ item: CourseItemDbRow; file: CourseFileDbRow }>> {
  return db
    .select({ item: elCourseItem, file: elCourseFile })
    .from(elCourseItem)
    .innerJoin(elCourseFile, eq(elCourseFile.id, elCourseItem.fileId))
    .where(eq(elCourseItem.courseId, courseId))
    .orderBy(asc(elCourseItem.chapterIdx), asc(elCourseItem.sort));
}

/** Titles of catalogue folders by id. */
export async function findCatTitles(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: elCourseCat.id, title: elCourseCat.title })
    .from(elCourseCat)
    .where(inArray(elCourseCat.id, wanted));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** Replaces a course's range rows; `userIds` null keeps its persons (edited through /api/sys/user/ref). */
export async function replaceCourseRange(
  db: DbOrTx,
  courseId: string,
  deptCodes: string[],
  userIds: string[] | null,
): Promise<void> {
  const own = eq(elCourseRange.courseId, courseId);
  await db.delete(elCourseRange).where(userIds ? own : and(own, eq(elCourseRange.kind, 'dept')));
  const rows = [
    ...[...new Set(deptCodes)].map((ref) => ({ courseId, kind: 'dept', ref })),
    ...[...new Set(userIds ?? [])].map((ref) => ({ courseId, kind: 'user', ref })),
  ];
  for (let i = 0; i < rows.length; i += 5000) await db.insert(elCourseRange).values(rows.slice(i, i + 5000));
}

/** The departments and persons a course is open to (persons with their names). */
export async function findCourseRange(db: DbOrTx, courseId: string) {
  const rows = await db
    .select({
      kind: elCourseRange.kind,
      ref: elCourseRange.ref,
      userName: sysUser.userName,
      realName: sysUser.realName,
    })
    .from(elCourseRange)
    .leftJoin(sysUser, and(eq(elCourseRange.kind, 'user'), eq(sysUser.id, elCourseRange.ref)))
    .where(eq(elCourseRange.courseId, courseId));
  return {
    deptCodes: rows.filter((r) => r.kind === 'dept').map((r) => r.ref),
    users: rows
      .filter((r) => r.kind === 'user')
      .map((r) => ({ id: r.ref, userName: r.userName ?? '', realName: r.realName ?? '' })),
  };
}

/** The caller's study of a course: per file, and of the course as a whole. */
export async function findMyStudy(db: DbOrTx, courseId: string, userId: string) {
  const [learns, [courseUser]] = await Promise.all([
    db
      .select()
      .from(elCourseLearn)
      .where(and(eq(elCourseLearn.courseId, courseId), eq(elCourseLearn.userId, userId))),
    db
      .select()
      .from(elCourseUser)
      .where(and(eq(elCourseUser.courseId, courseId), eq(elCourseUser.userId, userId)))
      .limit(1),
  ]);
  return { learns, courseUser: courseUser as CourseUserDbRow | undefined };
}

/**
 * After a catalogue change: each learner's finished-file count counts only files still in the course
 * (their records of removed files stay, and count again if the file comes back).
 */
export async function recomputeFinishCounts(db: DbOrTx, courseId: string): Promise<void> {
  await db.execute(sql`update ${elCourseUser} cu set finish_count = (
      select count(*)::int from ${elCourseLearn} l
      join ${elCourseItem} i on i.course_id = l.course_id and i.file_id = l.file_id
      where l.course_id = cu.course_id and l.user_id = cu.user_id and l.finished)
    where cu.course_id = ${courseId}`);
}

/** Ids of the active users a course is open to and within the sender's data scope (for its notification). */
export async function findUserIdsInCourseRange(
  db: DbOrTx,
  course: Pick<CourseDbRow, 'id' | 'openType'>,
  scope: Scope,
): Promise<string[]> {
  const conds: SQL[] = [eq(sysUser.state, 0)];
  const scoped = scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id });
  if (scoped) conds.push(scoped);
  if (course.openType === 2) {
    conds.push(sql`exists (select 1 from ${elCourseRange} r where r.course_id = ${course.id} and r.kind = 'dept'
      and starts_with(${USER_DEPT}, r.ref))`);
  } else if (course.openType === 3) {
    conds.push(sql`exists (select 1 from ${elCourseRange} r where r.course_id = ${course.id} and r.kind = 'user'
      and r.ref = ${USER_ID})`);
  } else if (course.openType !== 1) {
    return [];
  }
  const rows = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(...conds));
  return rows.map((r) => r.id);
}

/** The ids among these that name a user (any state): the person range holds real users only. */
export async function findExistingUserIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const out: string[] = [];
  for (let i = 0; i < ids.length; i += 5000) {
    const rows = await db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(inArray(sysUser.id, ids.slice(i, i + 5000)));
    out.push(...rows.map((r) => r.id));
  }
  return out;
}
