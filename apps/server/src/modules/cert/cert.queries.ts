import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { elCert, elCertGrant, elCourse, elExam } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';

export type CertDbRow = typeof elCert.$inferSelect;
export type NewCert = typeof elCert.$inferInsert;
export type CertListRow = Omit<CertDbRow, 'layout' | 'bgImage' | 'pageWidth' | 'pageHeight'> & { grantCount: number };

export interface CertFilter {
  title?: string;
  state?: number;
  id?: string;
}

function whereOf(f: CertFilter): SQL | undefined {
  const conds: SQL[] = [];
  if (f.title?.trim()) conds.push(ilike(elCert.title, `%${escapeLike(f.title.trim())}%`));
  if (f.state !== undefined) conds.push(eq(elCert.state, f.state));
  if (f.id) conds.push(eq(elCert.id, f.id));
  return conds.length ? and(...conds) : undefined;
}

/** Grants not revoked, per template (a correlated count; the outer column spelled out, see scopeSql). */
const grantCount = sql<number>`(select count(*)::int from ${elCertGrant} g where g.cert_id = "el_cert"."id" and not g.revoked)`;

/** A page of templates, newest first. */
export function findCertPage(db: DbOrTx, req: Pick<PagingRequest, 'current' | 'size' | 'orders'>, f: CertFilter) {
  const where = whereOf(f);
  return runPage<CertListRow>(
    req,
    { title: elCert.title, createTime: elCert.createTime, updateTime: elCert.updateTime, state: elCert.state },
    [desc(elCert.createTime), desc(elCert.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select({
          id: elCert.id,
          title: elCert.title,
          authority: elCert.authority,
          validMonths: elCert.validMonths,
          numberPrefix: elCert.numberPrefix,
          state: elCert.state,
          createBy: elCert.createBy,
          createTime: elCert.createTime,
          updateTime: elCert.updateTime,
          grantCount,
        })
        .from(elCert)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(elCert).where(where))[0]?.n ?? 0,
  );
}

export async function findCertById(db: DbOrTx, id: string): Promise<CertDbRow | undefined> {
  const [row] = await db.select().from(elCert).where(eq(elCert.id, id)).limit(1);
  return row;
}

/** One template; throws 10010003 when missing. */
export async function getCertById(db: DbOrTx, id: string): Promise<CertDbRow & { grantCount: number }> {
  const [row] = await db.select({ cert: elCert, grantCount }).from(elCert).where(eq(elCert.id, id)).limit(1);
  if (!row) throw AppError.notFound('证书不存在！');
  return { ...row.cert, grantCount: row.grantCount };
}

export async function insertCert(db: DbOrTx, row: NewCert): Promise<void> {
  await db.insert(elCert).values(row);
}

export async function updateCertById(db: DbOrTx, id: string, patch: Partial<NewCert>): Promise<boolean> {
  const rows = await db
    .update(elCert)
    .set({ ...patch, updateTime: new Date() })
    .where(eq(elCert.id, id))
    .returning({ id: elCert.id });
  return rows.length > 0;
}

export async function updateCertStateByIds(db: DbOrTx, ids: string[], state: number): Promise<void> {
  await db.update(elCert).set({ state, updateTime: new Date() }).where(inArray(elCert.id, ids));
}

/** Titles of the given templates still in use: granted (even revoked), or attached to an exam or a course. */
export async function findCertsInUse(db: DbOrTx, ids: string[]): Promise<string[]> {
  const used = sql`(exists (select 1 from ${elCertGrant} g where g.cert_id = "el_cert"."id")
    or exists (select 1 from ${elExam} e where e.cert_id = "el_cert"."id")
    or exists (select 1 from ${elCourse} c where c.cert_id = "el_cert"."id"))`;
  const rows = await db
    .select({ title: elCert.title })
    .from(elCert)
    .where(and(inArray(elCert.id, ids), used));
  return rows.map((r) => r.title);
}

export async function deleteCertsByIds(db: DbOrTx, ids: string[]): Promise<void> {
  await db.delete(elCert).where(inArray(elCert.id, ids));
}
