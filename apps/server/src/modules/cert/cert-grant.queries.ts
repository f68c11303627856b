import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { elCert, elCertGrant, sysUser } from '@server/db/schema/index.ts';
import { scopeCondition } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import type { GrantState, PagingRequest } from '@xuekao/contracts';
import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';

export type GrantDbRow = typeof elCertGrant.$inferSelect;
export type NewGrant = typeof elCertGrant.$inferInsert;
/** A grant with its holder. */
export type GrantWithUser = GrantDbRow & { userName: string; realName: string; deptCode: string; idCard: string };

const withUser = {
  grant: elCertGrant,
  userName: sysUser.userName,
  realName: sysUser.realName,
  deptCode: sysUser.deptCode,
  idCard: sysUser.idCard,
};
type Joined = {
  grant: GrantDbRow;
  userName: string | null;
  realName: string | null;
  deptCode: string | null;
  idCard: string | null;
};
const flat = (r: Joined): GrantWithUser => ({
  ...r.grant,
  userName: r.userName ?? '',
  realName: r.realName ?? '',
  deptCode: r.deptCode ?? '',
  idCard: r.idCard ?? '',
});

/** `count` certificate numbers' sequence values, in order (nextval never blocks and never repeats). */
export async function nextCertSequences(db: DbOrTx, n: number): Promise<number[]> {
  if (n <= 0) return [];
  const res = await db.execute(sql`select nextval('el_cert_number_seq')::text as v from generate_series(1, ${n})`);
  return (res as unknown as { rows: Array<{ v: string }> }).rows.map((r) => Number(r.v));
}

/** Inserts grants, skipping those whose (user, template, source) already has one; answers the rows written. */
export async function insertGrants(db: DbOrTx, rows: NewGrant[]): Promise<GrantDbRow[]> {
  if (!rows.length) return [];
  return db
    .insert(elCertGrant)
    .values(rows)
    .onConflictDoNothing({ target: [elCertGrant.userId, elCertGrant.certId, elCertGrant.refType, elCertGrant.refId] })
    .returning();
}

export async function findGrantsWithUser(db: DbOrTx, ids: string[]): Promise<GrantWithUser[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(withUser)
    .from(elCertGrant)
    .leftJoin(sysUser, eq(sysUser.id, elCertGrant.userId))
    .where(inArray(elCertGrant.id, ids));
  return rows.map(flat);
}

/**
 * Grants still valid without a PDF, made before `before` (oldest first), whose template still exists (a
 * grant of a deleted template can never be rendered and must not hold up the others).
 */
export async function findUnrenderedGrants(db: DbOrTx, before: Date, limit: number): Promise<GrantDbRow[]> {
  return db
    .select()
    .from(elCertGrant)
    .where(
      and(
        eq(elCertGrant.pdfUrl, ''),
        eq(elCertGrant.revoked, false),
        lte(elCertGrant.createTime, before),
        sql`exists (select 1 from ${elCert} where ${elCert.id} = ${elCertGrant.certId})`,
      ),
    )
    .orderBy(elCertGrant.createTime)
    .limit(limit);
}

/** The ids among `ids` still without a PDF. */
export async function findIdsWithoutPdf(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: elCertGrant.id })
    .from(elCertGrant)
    .where(and(inArray(elCertGrant.id, ids), eq(elCertGrant.pdfUrl, '')));
  return rows.map((r) => r.id);
}

export async function findGrantWithUser(db: DbOrTx, id: string): Promise<GrantWithUser | undefined> {
  return (await findGrantsWithUser(db, [id]))[0];
}

export async function findGrantByNumber(db: DbOrTx, number: string): Promise<GrantWithUser | undefined> {
  const [row] = await db
    .select(withUser)
    .from(elCertGrant)
    .leftJoin(sysUser, eq(sysUser.id, elCertGrant.userId))
    .where(eq(elCertGrant.number, number))
    .limit(1);
  return row ? flat(row) : undefined;
}

/** Ids of a template's grants (revoked too) whose holders are in the scope. */
export async function findGrantIdsOfCert(db: DbOrTx, certId: string, scope: Scope): Promise<string[]> {
  const rows = await db
    .select({ id: elCertGrant.id })
    .from(elCertGrant)
    .innerJoin(sysUser, eq(sysUser.id, elCertGrant.userId))
    .where(
      and(eq(elCertGrant.certId, certId), scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id })),
    );
  return rows.map((r) => r.id);
}

/** Of the given grants, those whose holders are in the scope. */
export async function findGrantIdsInScope(db: DbOrTx, ids: string[], scope: Scope): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: elCertGrant.id })
    .from(elCertGrant)
    .innerJoin(sysUser, eq(sysUser.id, elCertGrant.userId))
    .where(
      and(inArray(elCertGrant.id, ids), scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id })),
    );
  return rows.map((r) => r.id);
}

/** Sets the PDF addresses of grants in one statement. */
export async function updateGrantPdfs(db: DbOrTx, rows: ReadonlyArray<{ id: string; pdfUrl: string }>): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(rows.map((r) => ({ id: r.id, url: r.pdfUrl })));
  await db.execute(sql`
    update ${elCertGrant} as g set pdf_url = v.url
      from jsonb_to_recordset(${json}::jsonb) as v(id text, url text)
     where g.id = v.id`);
}

/** Revokes grants not revoked yet; answers how many changed. */
export async function markGrantsRevoked(db: DbOrTx, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .update(elCertGrant)
    .set({ revoked: true, revokeTime: new Date() })
    .where(and(inArray(elCertGrant.id, ids), eq(elCertGrant.revoked, false)))
    .returning({ id: elCertGrant.id });
  return rows.length;
}

function stateCondition(state: GrantState | undefined, now: Date): SQL | undefined {
  switch (state) {
    case 'revoked':
      return eq(elCertGrant.revoked, true);
    case 'expired':
      return and(eq(elCertGrant.revoked, false), lte(elCertGrant.expireTime, now));
    case 'valid':
      return and(eq(elCertGrant.revoked, false), or(isNull(elCertGrant.expireTime), gt(elCertGrant.expireTime, now)));
    default:
      return undefined;
  }
}

export interface GrantFilter {
  userName?: string;
  certId?: string;
  grantType?: number;
  state?: GrantState;
}

function staffWhere(f: GrantFilter, scope: Scope): SQL | undefined {
  const conds: (SQL | undefined)[] = [scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id })];
  const name = f.userName?.trim();
  if (name) {
    const p = `%${escapeLike(name)}%`;
    conds.push(or(ilike(sysUser.userName, p), ilike(sysUser.realName, p)));
  }
  if (f.certId) conds.push(eq(elCertGrant.certId, f.certId));
  if (f.grantType !== undefined) conds.push(eq(elCertGrant.grantType, f.grantType));
  conds.push(stateCondition(f.state, new Date()));
  return and(...conds.filter((c): c is SQL => c !== undefined));
}

const sortable = {
  createTime: elCertGrant.grantTime,
  grantTime: elCertGrant.grantTime,
  expireTime: elCertGrant.expireTime,
  number: elCertGrant.number,
  title: elCertGrant.title,
};

/** Staff list: grants of holders in the scope, newest first. */
export function findGrantPage(
  db: DbOrTx,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  f: GrantFilter,
  scope: Scope,
) {
  const where = staffWhere(f, scope);
  return runPage<GrantWithUser>(
    req,
    sortable,
    [desc(elCertGrant.grantTime), desc(elCertGrant.id)],
    async ({ limit, offset, orderBy }) =>
      (
        await db
          .select(withUser)
          .from(elCertGrant)
          .innerJoin(sysUser, eq(sysUser.id, elCertGrant.userId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(flat),
    async () =>
      (
        await db
          .select({ n: count() })
          .from(elCertGrant)
          .innerJoin(sysUser, eq(sysUser.id, elCertGrant.userId))
          .where(where)
      )[0]?.n ?? 0,
  );
}

/** The same filter for the export, at most `max` rows. */
export async function findGrantsForExport(db: DbOrTx, f: GrantFilter, scope: Scope, max: number) {
  const rows = await db
    .select(withUser)
    .from(elCertGrant)
    .innerJoin(sysUser, eq(sysUser.id, elCertGrant.userId))
    .where(staffWhere(f, scope))
    .orderBy(desc(elCertGrant.grantTime), desc(elCertGrant.id))
    .limit(max);
  return rows.map(flat);
}

/** A learner's own grants (revoked ones left out), newest first, by title. */
export function findMyGrantPage(
  db: DbOrTx,
  req: Pick<PagingRequest, 'current' | 'size' | 'orders'>,
  userId: string,
  title?: string,
) {
  const conds: SQL[] = [eq(elCertGrant.userId, userId), not(elCertGrant.revoked)];
  if (title?.trim()) conds.push(ilike(elCertGrant.title, `%${escapeLike(title.trim())}%`));
  const where = and(...conds);
  return runPage<GrantDbRow>(
    req,
    sortable,
    [desc(elCertGrant.grantTime), desc(elCertGrant.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select()
        .from(elCertGrant)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(elCertGrant).where(where))[0]?.n ?? 0,
  );
}

/** The given users with what a scope check needs (missing ids are left out). */
export async function findUsersByIds(db: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: sysUser.id, deptCode: sysUser.deptCode, state: sysUser.state })
    .from(sysUser)
    .where(inArray(sysUser.id, ids));
}

/** Ids of normal (state 0) users in the departments or below them, and in the scope. */
export async function findUserIdsOfDepts(
  db: DbOrTx,
  deptCodes: string[],
  scope: Scope,
  max: number,
): Promise<string[]> {
  if (!deptCodes.length) return [];
  const inDepts = or(...deptCodes.map((c) => sql`starts_with(${sysUser.deptCode}, ${c})`));
  const rows = await db
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(
      and(eq(sysUser.state, 0), inDepts, scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id })),
    )
    .limit(max + 1);
  return rows.map((r) => r.id);
}
