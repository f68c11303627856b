import { sql } from 'drizzle-orm';
import type { TestApp } from './build-test-app.ts';

/** Reads and arrangements of the create lane tests (modules/paper/paper-create-lane.test.ts). */

const rowsOf = async <T>(t: TestApp, q: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

/** Papers of the learner (any state) with their question counts. */
export const papersOfUser = (t: TestApp, userId: string) =>
  rowsOf<{ id: string; state: number; qus: number }>(
    t,
    sql`select p.id, p.state, (select count(*)::int from el_paper_qu q where q.paper_id = p.id) as qus
          from el_paper p where p.user_id = ${userId} order by p.id`,
  );

/** Makes inserting a paper of this learner fail (a trigger); answers the undo. */
export async function refuseInsert(t: TestApp, userId: string): Promise<() => Promise<void>> {
  await t.ctx.db.execute(
    sql.raw(`create function xk_test_refuse_insert() returns trigger language plpgsql as $$
      begin if new.user_id = '${userId}' then raise exception 'test: refused'; end if; return new; end $$`),
  );
  await t.ctx.db.execute(
    sql.raw(`create trigger xk_test_refuse_insert before insert on el_paper for each row
      execute function xk_test_refuse_insert()`),
  );
  return async () => {
    await t.ctx.db.execute(sql.raw('drop trigger xk_test_refuse_insert on el_paper'));
    await t.ctx.db.execute(sql.raw('drop function xk_test_refuse_insert()'));
  };
}
