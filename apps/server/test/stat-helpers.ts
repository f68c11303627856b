import { sql } from 'drizzle-orm';
import { elCourseLearn, elPaper } from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import type { TestApp } from './build-test-app.ts';

/** Raw rows and roll-up reads for the statistics tests (modules/stat). */

const rowsOf = async <T>(t: TestApp, q: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(q)) as unknown as { rows: T[] }).rows;

/** Rows of a table (name and condition are the test's own literals). */
export async function countTable(t: TestApp, table: string, where = 'true'): Promise<number> {
  const rows = await rowsOf<{ n: number }>(t, sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return Number(rows[0]?.n ?? 0);
}

/** A department's roll-up figures per day (slots summed), with the exams handed in that day. */
export interface DeptDayFigures {
  day: string;
  active: number;
  learn: number;
  finish: number;
  sec: number;
  exam_user: number;
  pass_user: number;
  exams: number;
}

export function deptRollup(t: TestApp, deptCode: string): Promise<DeptDayFigures[]> {
  return rowsOf<DeptDayFigures>(
    t,
    sql`
    select to_char(d.day, 'YYYY-MM-DD') as day, sum(active_user)::int as active, sum(learn_user)::int as learn,
           sum(finish_user)::int as finish,
           (select coalesce(sum(u.learn_sec), 0)::int from el_stat_user_day u
             where u.day = d.day and u.dept_code = ${deptCode}) as sec,
           sum(exam_user)::int as exam_user,
           sum(pass_user)::int as pass_user,
           (select count(distinct exam_id)::int from el_stat_exam_day e
             where e.day = d.day and e.dept_code = ${deptCode}) as exams
      from el_stat_dept_day d where dept_code = ${deptCode} group by d.day order by 1`,
  );
}

/** Study seconds of a department's rows on a day (slots summed), as the week charts read them. */
export async function deptSecSum(t: TestApp, deptCode: string, day: string): Promise<number> {
  const rows = await rowsOf<{ s: number }>(
    t,
    sql`select coalesce(sum(learn_sec), 0)::int as s from el_stat_dept_day where dept_code = ${deptCode} and day = ${day}::date`,
  );
  return Number(rows[0]?.s ?? 0);
}

/**
 * Department day slots whose study seconds differ from the sum of their learners' day rows (the invariant
 * the writes of stat-rollup.queries.ts keep): none when the roll-ups are right.
 */
export function deptSecMismatches(t: TestApp) {
  return rowsOf<{ day: string; dept_code: string; slot: number; dept_sec: number; user_sec: number }>(
    t,
    sql`
    with u as (
      select day, dept_code, (ascii(right(user_id, 1)) % 8)::smallint as slot, sum(learn_sec)::int as s
        from el_stat_user_day group by 1, 2, 3
    )
    select to_char(coalesce(d.day, u.day), 'YYYY-MM-DD') as day, coalesce(d.dept_code, u.dept_code) as dept_code,
           coalesce(d.slot, u.slot) as slot, coalesce(d.learn_sec, 0)::int as dept_sec, coalesce(u.s, 0) as user_sec
      from el_stat_dept_day d full join u on u.day = d.day and u.dept_code = d.dept_code and u.slot = d.slot
     where coalesce(d.learn_sec, 0) <> coalesce(u.s, 0)`,
  );
}

/** Damages the roll-ups of a department (department and exam days gone) and one user's hand-in counts. */
export async function damageRollups(t: TestApp, deptCode: string, userId: string): Promise<void> {
  await t.ctx.db.execute(sql`delete from el_stat_dept_day where dept_code = ${deptCode}`);
  await t.ctx.db.execute(sql`delete from el_stat_exam_day where dept_code = ${deptCode}`);
  await t.ctx.db.execute(sql`update el_stat_user_day set hand_count = 9, pass_count = 0 where user_id = ${userId}`);
}

/** A paper handed in at `handTime` (awaiting marking when `passed` is null). */
export async function insertHandedPaper(
  t: TestApp,
  p: { userId: string; examId: string; handTime: Date; passed: boolean | null },
): Promise<string> {
  const id = newId();
  await t.ctx.db.insert(elPaper).values({
    id,
    examId: p.examId,
    userId: p.userId,
    title: '统计试卷',
    state: p.passed === null ? 1 : 2,
    passed: p.passed,
    limitTime: p.handTime,
    handTime: p.handTime,
  });
  return id;
}

/** Marks a paper awaiting marking as passed (the raw side of marking). */
export async function passPaper(t: TestApp, paperId: string): Promise<void> {
  await t.ctx.db.execute(sql`update el_paper set state = 2, passed = true where id = ${paperId}`);
}

/** A course file the learner finished at `at` after `learnSec` seconds. */
export async function insertFinishedFile(t: TestApp, userId: string, at: Date, learnSec: number): Promise<void> {
  await t.ctx.db
    .insert(elCourseLearn)
    .values({ userId, courseId: 'c-stat', fileId: newId(), learnSec, finished: true, finishTime: at });
}

/** Study seconds of a course's department row of the analysis roll-up (null when there is none). */
export async function courseDeptSeconds(t: TestApp, courseId: string, deptCode: string): Promise<number | null> {
  const rows = await rowsOf<{ s: number }>(
    t,
    sql`select learn_sec::int as s from el_stat_course_dept where course_id = ${courseId} and dept_code = ${deptCode}`,
  );
  return rows[0] ? Number(rows[0].s) : null;
}
