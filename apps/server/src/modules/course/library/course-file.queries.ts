import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { elCourse, elCourseCat, elCourseFile, elCourseItem, elRepo } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, count, desc, eq, ilike, inArray, notInArray, type SQL, sql } from 'drizzle-orm';

/** Outer column named inside correlated subqueries (see course-access.queries.ts). */
const COURSE_ID = sql.raw('"el_course"."id"');

export type CourseFileRow = typeof elCourseFile.$inferSelect;
export type NewCourseFile = typeof elCourseFile.$inferInsert;
/** A file with its folder's title ('' at the top). */
export type CourseFileWithCat = CourseFileRow & { catTitle: string | null };

export interface CourseFileFilter {
  title?: string;
  /** The folder and its descendants (already expanded); undefined = every folder. */
  catIds?: string[];
  fileType?: number;
  excludes?: string[];
}

function whereOf(f: CourseFileFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.title?.trim()) conds.push(ilike(elCourseFile.title, `%${escapeLike(f.title.trim())}%`));
  if (f.catIds) conds.push(inArray(elCourseFile.catId, f.catIds));
  if (f.fileType !== undefined) conds.push(eq(elCourseFile.fileType, f.fileType));
  if (f.excludes?.length) conds.push(notInArray(elCourseFile.id, f.excludes));
  return conds.length ? and(...conds) : undefined;
}

const withCat = { file: elCourseFile, catTitle: elCourseCat.title };
const flat = (r: { file: CourseFileRow; catTitle: string | null }): CourseFileWithCat => ({
  ...r.file,
  catTitle: r.catTitle,
});

/** A page of the library, newest first. */
export function findCourseFilePage(
  db: DbOrTx,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  f: CourseFileFilter,
) {
  const where = whereOf(f);
  return runPage<CourseFileWithCat>(
    req,
    {
      title: elCourseFile.title,
      fileType: elCourseFile.fileType,
      createTime: elCourseFile.createTime,
      updateTime: elCourseFile.updateTime,
    },
    [desc(elCourseFile.createTime), desc(elCourseFile.id)],
    async ({ limit, offset, orderBy }) =>
      (
        await db
          .select(withCat)
          .from(elCourseFile)
          .leftJoin(elCourseCat, eq(elCourseCat.id, elCourseFile.catId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(flat),
    async () => Number((await db.select({ n: count() }).from(elCourseFile).where(where))[0]?.n ?? 0),
  );
}

export async function findCourseFileById(db: DbOrTx, id: string): Promise<CourseFileWithCat | undefined> {
  const [row] = await db
    .select(withCat)
    .from(elCourseFile)
    .leftJoin(elCourseCat, eq(elCourseCat.id, elCourseFile.catId))
    .where(eq(elCourseFile.id, id))
    .limit(1);
  return row ? flat(row) : undefined;
}

export async function getCourseFileById(db: DbOrTx, id: string): Promise<CourseFileWithCat> {
  const row = await findCourseFileById(db, id);
  if (!row) throw AppError.notFound('课件不存在！');
  return row;
}

export async function insertCourseFile(db: DbOrTx, row: NewCourseFile): Promise<void> {
  await db.insert(elCourseFile).values(row);
}

/** Updates one file; answers false when it does not exist. */
export async function updateCourseFileById(
  db: DbOrTx,
  id: string,
  patch: Omit<Partial<NewCourseFile>, 'id' | 'createBy' | 'createTime'>,
): Promise<boolean> {
  const rows = await db
    .update(elCourseFile)
    .set({ ...patch, updateTime: new Date() })
    .where(eq(elCourseFile.id, id))
    .returning({ id: elCourseFile.id });
  return rows.length > 0;
}

/** The first of the files that some course uses (its title), or undefined when none is used. */
export async function findUsedCourseFile(
  db: DbOrTx,
  ids: string[],
): Promise<{ id: string; title: string } | undefined> {
  const [row] = await db
    .select({ id: elCourseFile.id, title: elCourseFile.title })
    .from(elCourseItem)
    .innerJoin(elCourseFile, eq(elCourseFile.id, elCourseItem.fileId))
    .where(inArray(elCourseItem.fileId, ids))
    .limit(1);
  return row;
}

export async function deleteCourseFilesByIds(db: DbOrTx, ids: string[]): Promise<number> {
  const rows = await db.delete(elCourseFile).where(inArray(elCourseFile.id, ids)).returning({ id: elCourseFile.id });
  return rows.length;
}

/** Which of the ids name existing question banks. */
export async function findExistingRepoIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  return (await db.select({ id: elRepo.id }).from(elRepo).where(inArray(elRepo.id, ids))).map((r) => r.id);
}

/**
 * Recomputes `fileCount`/`totalSec` of every course using the file (after its `needLearn` changed), so a
 * course's total always is the sum of its files' `needLearn`.
 */
export async function refreshCourseTotalsOfFile(db: DbOrTx, fileId: string): Promise<void> {
  const courses = db.select({ id: elCourseItem.courseId }).from(elCourseItem).where(eq(elCourseItem.fileId, fileId));
  await db
    .update(elCourse)
    .set({
      fileCount: sql`(select count(*) from ${elCourseItem} i where i.course_id = ${COURSE_ID})`,
      totalSec: sql`(select coalesce(sum(f.need_learn), 0) from ${elCourseItem} i
        join ${elCourseFile} f on f.id = i.file_id where i.course_id = ${COURSE_ID})`,
    })
    .where(inArray(elCourse.id, courses));
}
