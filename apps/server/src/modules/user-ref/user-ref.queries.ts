import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { elCourse, elCourseRange, elExam, elExamRange, sysUser } from '@server/db/schema/index.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, asc, count, eq, ilike, inArray } from 'drizzle-orm';

/** What a reference id names: an exam or a course (ids are unique across tables). */
export type RefOwner = 'exam' | 'course';

export async function findRefOwner(db: DbOrTx, refId: string): Promise<RefOwner | null> {
  const [exam] = await db.select({ id: elExam.id }).from(elExam).where(eq(elExam.id, refId)).limit(1);
  if (exam) return 'exam';
  const [course] = await db.select({ id: elCourse.id }).from(elCourse).where(eq(elCourse.id, refId)).limit(1);
  return course ? 'course' : null;
}

const tableOf = (owner: RefOwner) =>
  owner === 'exam'
    ? {
        table: elExamRange,
        owner: elExamRange.examId,
        kind: elExamRange.kind,
        ref: elExamRange.ref,
        key: 'examId' as const,
      }
    : {
        table: elCourseRange,
        owner: elCourseRange.courseId,
        kind: elCourseRange.kind,
        ref: elCourseRange.ref,
        key: 'courseId' as const,
      };

/** Users by id with their department (for the data-scope check); unknown ids are left out. */
export async function findUsersForRef(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: sysUser.id, deptCode: sysUser.deptCode }).from(sysUser).where(inArray(sysUser.id, ids));
}

/** Adds user rows to the range; answers how many were new. */
export async function insertRefUsers(db: DbOrTx, owner: RefOwner, refId: string, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const t = tableOf(owner);
  const rows = userIds.map((ref) => ({ [t.key]: refId, kind: 'user', ref })) as Array<
    typeof elExamRange.$inferInsert & typeof elCourseRange.$inferInsert
  >;
  const added = await db.insert(t.table).values(rows).onConflictDoNothing().returning({ ref: t.ref });
  return added.length;
}

export async function deleteRefUsers(db: DbOrTx, owner: RefOwner, refId: string, userIds: string[]): Promise<void> {
  const t = tableOf(owner);
  await db.delete(t.table).where(and(eq(t.owner, refId), eq(t.kind, 'user'), inArray(t.ref, userIds)));
}

/** A page of the referenced users (by user name), optionally filtered by real name. */
export async function findRefUserPage(
  db: DbOrTx,
  owner: RefOwner,
  refId: string,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  realName?: string,
) {
  const t = tableOf(owner);
  const where = and(
    eq(t.owner, refId),
    eq(t.kind, 'user'),
    realName ? ilike(sysUser.realName, `%${escapeLike(realName)}%`) : undefined,
  );
  return runPage(
    req,
    { userName: sysUser.userName, realName: sysUser.realName },
    [asc(sysUser.userName), asc(sysUser.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select({ id: sysUser.id, userName: sysUser.userName, realName: sysUser.realName, deptCode: sysUser.deptCode })
        .from(t.table)
        .innerJoin(sysUser, eq(sysUser.id, t.ref))
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await db
        .select({ n: count() })
        .from(t.table)
        .innerJoin(sysUser, eq(sysUser.id, t.ref))
        .where(where);
      return row?.n ?? 0;
    },
  );
}
