import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { runPage } from '@server/db/paging.ts';
import { elExamTmpl } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { PagingRequest } from '@xuekao/contracts';
import { count, desc, eq, ilike, inArray } from 'drizzle-orm';

export type ExamTmplDbRow = typeof elExamTmpl.$inferSelect;
export type NewExamTmpl = typeof elExamTmpl.$inferInsert;

export function findExamTmplPage(db: DbOrTx, req: Pick<PagingRequest, 'current' | 'size' | 'orders'>, title?: string) {
  const where = title?.trim() ? ilike(elExamTmpl.title, `%${escapeLike(title.trim())}%`) : undefined;
  return runPage<ExamTmplDbRow>(
    req,
    { title: elExamTmpl.title, createTime: elExamTmpl.createTime, updateTime: elExamTmpl.updateTime },
    [desc(elExamTmpl.updateTime), desc(elExamTmpl.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select()
        .from(elExamTmpl)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(elExamTmpl).where(where))[0]?.n ?? 0,
  );
}

export async function getExamTmplById(db: DbOrTx, id: string): Promise<ExamTmplDbRow> {
  const [row] = await db.select().from(elExamTmpl).where(eq(elExamTmpl.id, id)).limit(1);
  if (!row) throw AppError.notFound('试卷模板不存在！');
  return row;
}

export async function insertExamTmpl(db: DbOrTx, row: NewExamTmpl): Promise<void> {
  await db.insert(elExamTmpl).values(row);
}

export async function updateExamTmplById(db: DbOrTx, id: string, set: Partial<NewExamTmpl>): Promise<void> {
  await db
    .update(elExamTmpl)
    .set({ ...set, updateTime: new Date() })
    .where(eq(elExamTmpl.id, id));
}

export async function deleteExamTmplsByIds(db: DbOrTx, ids: string[]): Promise<void> {
  await db.delete(elExamTmpl).where(inArray(elExamTmpl.id, ids));
}
