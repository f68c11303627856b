import { sql } from 'drizzle-orm';
import type { TestApp } from './build-test-app.ts';

/** Reads for the analysis roll-up tests (modules/stat/analysis-rollup.test.ts). */

const rowsOf = async <T>(t: TestApp, q: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

const TABLES = [
  'el_stat_exam_qu',
  'el_stat_repo_qu',
  'el_stat_exam_user',
  'el_stat_course_file',
  'el_stat_course_dept',
];

/** Every row of the analysis roll-up tables, in key order, as text. */
export async function rollupSnapshot(t: TestApp): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const rows = await rowsOf<{ r: string }>(t, sql.raw(`select t::text as r from ${table} t order by 1`));
    out[table] = rows.map((r) => r.r);
  }
  return out;
}

/** Empties every analysis roll-up table (a site just upgraded to migration 0009). */
export async function emptyRollups(t: TestApp): Promise<void> {
  for (const table of TABLES) await t.ctx.db.execute(sql.raw(`delete from ${table}`));
}

/** The paper's short-answer question. */
export async function shortQuOf(t: TestApp, paperId: string) {
  const [row] = await rowsOf<{ qu_id: string; repo_id: string }>(
    t,
    sql`select qu_id, repo_id from el_paper_qu where paper_id = ${paperId} and qu_type = 4`,
  );
  if (!row) throw new Error('no short answer on the paper');
  return row;
}

/** Marks a paper question not right (as a re-marking would). */
export async function setPaperQuWrong(t: TestApp, paperId: string, quId: string): Promise<void> {
  await t.ctx.db.execute(sql`update el_paper_qu set is_right = false where paper_id = ${paperId} and qu_id = ${quId}`);
}

/** A department's exam question roll-up rows. */
export function examQuRows(t: TestApp, deptCode: string) {
  return rowsOf<{ qu_id: string; answers: number; rights: number }>(
    t,
    sql`select qu_id, answers, rights from el_stat_exam_qu where dept_code = ${deptCode}`,
  );
}

/** A department's training answers of the bank's top-level questions of a type. */
export async function trainFigures(t: TestApp, repoId: string, deptCode: string, quType: number) {
  const [row] = await rowsOf<{ n: number; r: number }>(
    t,
    sql`
    select train_answers as n, train_rights as r from el_stat_repo_qu s join el_qu q on q.id = s.qu_id
     where s.dept_code = ${deptCode} and q.qu_type = ${quType} and q.repo_id = ${repoId} and q.parent_id = '0'`,
  );
  return row;
}

/** Whether the learner finished the course. */
export async function courseFinished(t: TestApp, userId: string, courseId: string): Promise<boolean> {
  const [row] = await rowsOf<{ finished: boolean }>(
    t,
    sql`select finished from el_course_user where user_id = ${userId} and course_id = ${courseId}`,
  );
  return row?.finished === true;
}
