import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { sysDepart, sysUser } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import { scopeCondition } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import type { DepartPaging, Page } from '@xuekao/contracts';
import { and, asc, count, eq, ilike, inArray, like, type SQL, sql } from 'drizzle-orm';

export type DepartRow = typeof sysDepart.$inferSelect;
export type NewDepart = typeof sysDepart.$inferInsert;

/** Departments are scoped by code only; the service turns 'self' into the own department first. */
function departScope(scope: Scope): SQL | undefined {
  return scopeCondition(scope, { deptCode: sysDepart.deptCode });
}

export async function findAllDeparts(db: DbOrTx, scope?: Scope): Promise<DepartRow[]> {
  return db
    .select()
    .from(sysDepart)
    .where(scope ? departScope(scope) : undefined)
    .orderBy(asc(sysDepart.sort), asc(sysDepart.deptCode));
}

const SORTABLE = {
  sort: sysDepart.sort,
  deptCode: sysDepart.deptCode,
  deptName: sysDepart.deptName,
  createTime: sysDepart.createTime,
};

/**
 * A page of departments: name and code match fuzzily, `parentId` narrows to one department's children.
 * `scope` must already be resolved for departments (see `departScopeOf` in the service).
 */
export async function findDepartPage(db: DbOrTx, req: DepartPaging, scope: Scope): Promise<Page<DepartRow>> {
  const p = req.params;
  const where = and(
    departScope(scope),
    p.deptName ? ilike(sysDepart.deptName, `%${escapeLike(p.deptName)}%`) : undefined,
    p.deptCode ? ilike(sysDepart.deptCode, `%${escapeLike(p.deptCode)}%`) : undefined,
    p.parentId ? eq(sysDepart.parentId, p.parentId) : undefined,
  );
  return runPage(
    req,
    SORTABLE,
    [asc(sysDepart.sort), asc(sysDepart.deptCode)],
    ({ limit, offset, orderBy }) =>
      db
        .select()
        .from(sysDepart)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(sysDepart).where(where))[0].n,
  );
}

export async function getDepartById(db: DbOrTx, id: string): Promise<DepartRow> {
  const [row] = await db.select().from(sysDepart).where(eq(sysDepart.id, id)).limit(1);
  if (!row) throw AppError.notFound('部门不存在！');
  return row;
}

export async function findDepartsByIds(db: DbOrTx, ids: string[]): Promise<DepartRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sysDepart).where(inArray(sysDepart.id, ids));
}

/** The children of a department ('0' for the roots), in display order. */
export async function findDepartChildren(db: DbOrTx, parentId: string): Promise<DepartRow[]> {
  return db
    .select()
    .from(sysDepart)
    .where(eq(sysDepart.parentId, parentId))
    .orderBy(asc(sysDepart.sort), asc(sysDepart.deptCode));
}

/** Every code one level below `parentCode` ('' for roots), whatever their parent row says. */
export async function findChildCodes(db: DbOrTx, parentCode: string): Promise<string[]> {
  const rows = await db
    .select({ code: sysDepart.deptCode })
    .from(sysDepart)
    .where(
      and(
        like(sysDepart.deptCode, `${escapeLike(parentCode)}A%`),
        sql`char_length(${sysDepart.deptCode}) = ${parentCode.length + 3}`,
      ),
    );
  return rows.map((r) => r.code);
}

/** Inserts unless the code is taken (a concurrent insert won); answers whether the row went in. */
export async function insertDepart(db: DbOrTx, row: NewDepart): Promise<boolean> {
  const out = await db.insert(sysDepart).values(row).onConflictDoNothing().returning({ id: sysDepart.id });
  return out.length === 1;
}

export async function updateDepartById(db: DbOrTx, id: string, patch: Partial<NewDepart>): Promise<void> {
  await db
    .update(sysDepart)
    .set({ ...patch, updateTime: new Date() })
    .where(eq(sysDepart.id, id));
}

export async function deleteDepartsByIds(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(sysDepart).where(inArray(sysDepart.id, ids));
}

/** Departments whose parent is one of `ids`. */
export async function findChildrenOf(db: DbOrTx, ids: string[]): Promise<DepartRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sysDepart).where(inArray(sysDepart.parentId, ids));
}

/** How many users belong to any of the department codes. */
export async function countUsersInDeparts(db: DbOrTx, codes: string[]): Promise<number> {
  if (codes.length === 0) return 0;
  const [r] = await db.select({ n: count() }).from(sysUser).where(inArray(sysUser.deptCode, codes));
  return r.n;
}
