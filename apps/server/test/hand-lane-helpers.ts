import { sql } from 'drizzle-orm';
import type { TestApp } from './build-test-app.ts';

/** Reads and arrangements of the hand-in lane tests (modules/paper/paper-hand-lane.test.ts). */

const rowsOf = async <T>(t: TestApp, q: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

/** Makes closing this paper fail (a trigger raising on its update); answers the undo. */
export async function refuseClosing(t: TestApp, paperId: string): Promise<() => Promise<void>> {
  await t.ctx.db.execute(
    sql.raw(`create function xk_test_refuse_close() returns trigger language plpgsql as $$
      begin if new.id = '${paperId}' and new.state <> 0 then raise exception 'test: refused'; end if; return new; end $$`),
  );
  await t.ctx.db.execute(
    sql.raw(`create trigger xk_test_refuse_close before update on el_paper for each row
      execute function xk_test_refuse_close()`),
  );
  return async () => {
    await t.ctx.db.execute(sql.raw('drop trigger xk_test_refuse_close on el_paper'));
    await t.ctx.db.execute(sql.raw('drop function xk_test_refuse_close()'));
  };
}

/** The exam's papers, straight from the database. */
export function papersOf(t: TestApp, examId: string) {
  return rowsOf<{ id: string; state: number; hand_reason: number; user_score: string; user_id: string }>(
    t,
    sql`select id, state, hand_reason, user_score, user_id from el_paper where exam_id = ${examId} order by id`,
  );
}

/** Every row of the daily roll-up tables, in key order, as text. */
export async function daySnapshot(t: TestApp): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of ['el_stat_user_day', 'el_stat_dept_day', 'el_stat_exam_day']) {
    const rows = await rowsOf<{ r: string }>(t, sql.raw(`select x::text as r from ${table} x order by 1`));
    out[table] = rows.map((r) => r.r);
  }
  return out;
}

/** The points granted for passing the exam. */
export function examPointsLog(t: TestApp, examId: string) {
  return rowsOf<{ user_id: string; points: number }>(
    t,
    sql`select user_id, points from el_points_log where ref_id = ${examId}`,
  );
}

/** The exam's wrong-answer book rows per learner: how many, and the highest wrong count. */
export function examWrongBook(t: TestApp, examId: string) {
  return rowsOf<{ user_id: string; n: number; max: number }>(
    t,
    sql`select user_id, count(*)::int as n, max(wrong_count)::int as max from el_wrong_book
         where exam_id = ${examId} group by user_id order by user_id`,
  );
}
