import type { DbOrTx } from '@server/db/client.ts';
import {
  elCourseLearn,
  elPaper,
  elStatDeptDay,
  elStatExamDay,
  elStatUserDay,
  sysUser,
} from '@server/db/schema/index.ts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Writes of the daily statistics roll-ups (db/schema/stat.ts). One statement per event updates the
 * learner's day row and, from what that row answers, the department's day: a counter of the department
 * moves only when the learner's own counter leaves 0 (the update of the user's row holds its lock, so
 * "before" = "after" - this event's increment, race-free without reading first). Study seconds reach the
 * department's rows too, but only through the 5 s batches of `flushStudyStats` (one statement per heartbeat
 * made 1,000 heartbeats/s of one department queue on those rows, bench/study-storm p99 3.8 s) and finished
 * files: a department slot's `learn_sec` is the sum of its learners' day rows, so the week charts read
 * 5,000 department rows instead of 700,000 learner days (bench/stats).
 *
 * Lock order of every writer: learner day rows first, in (user, day) order, then department rows in
 * (day, department, slot) order, so two processes flushing at once cannot deadlock.
 */

/** Rows per department and day (see `elStatDeptDay`); the slot of a user is fixed by their id. */
const SLOTS = 8;
export const slotOf = (userId: SQL) => sql`(ascii(right(${userId}, 1)) % ${sql.raw(String(SLOTS))})::smallint`;

/** What one event adds to the learner's day. */
export interface DayDelta {
  /** The event is the learner's own activity (sign-in, study, hand-in), not a later marking. */
  active: boolean;
  login: number;
  learnSec: number;
  finish: number;
  hand: number;
  pass: number;
  /** The exam of a hand-in ('' otherwise). */
  examId: string;
}

/**
 * Adds an event to the roll-ups. `deptCode` null reads the user's department from `sys_user` within the
 * statement (paths that do not hold it, such as hand-in and marking).
 */
export async function addToDay(
  db: DbOrTx,
  k: { userId: string; deptCode: string | null; day: string },
  d: DayDelta,
): Promise<void> {
  const dept = k.deptCode ?? sql`(select ${sysUser.deptCode} from ${sysUser} where ${sysUser.id} = ${k.userId})`;
  const n = (v: number) => sql`${Math.max(0, Math.trunc(v))}::int`;
  await db.execute(sql`
    with u as (
      insert into ${elStatUserDay} as s
        (user_id, day, dept_code, active, login_count, learn_sec, finish_files, hand_count, pass_count)
      values (${k.userId}, ${k.day}::date, coalesce(${dept}, ''), ${d.active}::boolean,
              ${n(d.login)}, ${n(d.learnSec)}, ${n(d.finish)}, ${n(d.hand)}, ${n(d.pass)})
      on conflict (user_id, day) do update set
        active = s.active or excluded.active,
        login_count = s.login_count + excluded.login_count,
        learn_sec = s.learn_sec + excluded.learn_sec,
        finish_files = s.finish_files + excluded.finish_files,
        hand_count = s.hand_count + excluded.hand_count,
        pass_count = s.pass_count + excluded.pass_count
      returning s.dept_code, s.active, s.login_count, s.learn_sec, s.finish_files, s.hand_count, s.pass_count
    ), f as (
      select dept_code,
             (active and login_count = ${n(d.login)} and learn_sec = ${n(d.learnSec)}
               and finish_files = ${n(d.finish)} and hand_count = ${n(d.hand)})::int as new_active,
             (${n(d.learnSec)} > 0 and learn_sec = ${n(d.learnSec)})::int as new_learn,
             (${n(d.finish)} > 0 and finish_files = ${n(d.finish)})::int as new_finish,
             (${n(d.hand)} > 0 and hand_count = ${n(d.hand)})::int as new_exam,
             (${n(d.pass)} > 0 and pass_count = ${n(d.pass)})::int as new_pass
        from u
    ), dd as (
      insert into ${elStatDeptDay} as x
        (day, dept_code, slot, active_user, learn_user, finish_user, learn_sec, exam_user, pass_user)
      select ${k.day}::date, dept_code, ${slotOf(sql`${k.userId}::text`)}, new_active, new_learn, new_finish,
             ${n(d.learnSec)}, new_exam, new_pass
        from f
       where new_active + new_learn + new_finish + new_exam + new_pass + ${n(d.learnSec)} > 0
      on conflict (day, dept_code, slot) do update set
        active_user = x.active_user + excluded.active_user,
        learn_user = x.learn_user + excluded.learn_user,
        finish_user = x.finish_user + excluded.finish_user,
        learn_sec = x.learn_sec + excluded.learn_sec,
        exam_user = x.exam_user + excluded.exam_user,
        pass_user = x.pass_user + excluded.pass_user
      returning 1
    ), e as (
      insert into ${elStatExamDay} (day, dept_code, exam_id)
      select ${k.day}::date, dept_code, ${d.examId} from u where ${d.examId} <> ''
      on conflict do nothing
      returning 1
    )
    select 1`);
}

/** A learner's first heartbeat of the day in this process, with the seconds of later ones until the flush. */
export interface FirstStudy {
  userId: string;
  /** null: read from `sys_user` in the statement. */
  deptCode: string | null;
  day: string;
  sec: number;
}

/**
 * Writes first heartbeats of the day for many learners in one statement: creates or marks their day rows
 * active with the seconds, then moves each department's counters by the learners whose row was new to
 * studying (the same "after = this event's increment" test as `addToDay`). Rows are taken in (user, day)
 * order and departments in (day, department, slot) order, the order every writer locks them in, so two
 * processes flushing at once cannot deadlock.
 */
export async function addFirstStudies(db: DbOrTx, rows: FirstStudy[]): Promise<void> {
  if (!rows.length) return;
  const sorted = [...rows].sort((a, b) => (a.userId + a.day < b.userId + b.day ? -1 : 1));
  const json = JSON.stringify(
    sorted.map((r) => ({ user_id: r.userId, day: r.day, dept: r.deptCode, sec: Math.max(0, Math.trunc(r.sec)) })),
  );
  await db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${json}::jsonb) as v(user_id text, day date, dept text, sec int)
    ), u as (
      insert into ${elStatUserDay} as s
        (user_id, day, dept_code, active, login_count, learn_sec, finish_files, hand_count, pass_count)
      select v.user_id, v.day,
             coalesce(v.dept, (select ${sysUser.deptCode} from ${sysUser} where ${sysUser.id} = v.user_id), ''),
             true, 0, v.sec, 0, 0, 0
        from v order by v.user_id, v.day
      on conflict (user_id, day) do update set active = true, learn_sec = s.learn_sec + excluded.learn_sec
      returning s.user_id, s.day, s.dept_code, s.login_count, s.learn_sec, s.finish_files, s.hand_count
    ), f as (
      select u.day, u.dept_code, ${slotOf(sql`u.user_id`)} as slot,
             (u.login_count = 0 and u.learn_sec = v.sec and u.finish_files = 0 and u.hand_count = 0)::int
               as new_active,
             (v.sec > 0 and u.learn_sec = v.sec)::int as new_learn, v.sec
        from u join v on v.user_id = u.user_id and v.day = u.day
    ), g as (
      select day, dept_code, slot, sum(new_active)::int as a, sum(new_learn)::int as l, sum(sec)::bigint as s
        from f group by 1, 2, 3
      having sum(new_active) + sum(new_learn) + sum(sec) > 0
    ), dd as (
      insert into ${elStatDeptDay} as x
        (day, dept_code, slot, active_user, learn_user, finish_user, learn_sec, exam_user, pass_user)
      select day, dept_code, slot, a, l, 0, s, 0, 0 from g order by day, dept_code, slot
      on conflict (day, dept_code, slot) do update set
        active_user = x.active_user + excluded.active_user,
        learn_user = x.learn_user + excluded.learn_user,
        learn_sec = x.learn_sec + excluded.learn_sec
      returning 1
    )
    select 1`);
}

/**
 * Adds buffered study seconds to learners' day rows (created by their first heartbeat of the day) and,
 * summed per (day, department, slot) of those rows, to the department's rows. The learner rows are locked
 * in (user, day) order first (`for update` under `order by` locks in that order), then the department rows.
 */
export async function addStudySeconds(
  db: DbOrTx,
  rows: Array<{ day: string; userId: string; sec: number }>,
): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(
    rows.map((r) => ({ user_id: r.userId, day: r.day, sec: Math.max(0, Math.trunc(r.sec)) })),
  );
  await db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${json}::jsonb) as v(user_id text, day date, sec int) where sec > 0
    ), l as (
      select s.user_id, s.day, v.sec from ${elStatUserDay} s join v on v.user_id = s.user_id and v.day = s.day
       order by s.user_id, s.day
         for update of s
    ), u as (
      update ${elStatUserDay} as s set learn_sec = s.learn_sec + l.sec
        from l where s.user_id = l.user_id and s.day = l.day
      returning s.day, s.dept_code, ${slotOf(sql`s.user_id`)} as slot, l.sec
    ), g as (
      select day, dept_code, slot, sum(sec)::bigint as s from u group by 1, 2, 3
    ), dd as (
      insert into ${elStatDeptDay} as x
        (day, dept_code, slot, active_user, learn_user, finish_user, learn_sec, exam_user, pass_user)
      select day, dept_code, slot, 0, 0, 0, s, 0, 0 from g order by day, dept_code, slot
      on conflict (day, dept_code, slot) do update set learn_sec = x.learn_sec + excluded.learn_sec
      returning 1
    )
    select 1`);
}

/** A timestamp column's date in the time zone. */
const localDay = (col: SQL, tz: string) => sql`(${col} at time zone ${tz})::date`;

/**
 * Recounts the roll-ups of the days `fromDay`..`toDay` (inclusive, in `tz`) from the raw rows, in the
 * caller's transaction. Hand-ins and passes come from `el_paper` (by hand-in day), finished files from
 * `el_course_learn.finish_time`; sign-ins and study seconds have no raw rows per day, so the counts the
 * user-day rows hold are kept. The department days (with their study seconds) and exam days are then
 * rebuilt from the user days.
 */
export async function rebuildDays(db: DbOrTx, tz: string, fromDay: string, toDay: string): Promise<void> {
  const from = sql`(${fromDay}::date)::timestamp at time zone ${tz}`;
  const to = sql`((${toDay}::date) + 1)::timestamp at time zone ${tz}`;
  const inDays = sql`day between ${fromDay}::date and ${toDay}::date`;
  await db.execute(sql`
    with papers as (
      select user_id, ${localDay(sql`hand_time`, tz)} as day, count(*)::int as hands,
             count(*) filter (where passed)::int as passes
        from ${elPaper}
       where hand_time >= ${from} and hand_time < ${to} and state in (1, 2)
       group by 1, 2
    ), files as (
      select user_id, ${localDay(sql`finish_time`, tz)} as day, count(*)::int as finished
        from ${elCourseLearn}
       where finish_time >= ${from} and finish_time < ${to}
       group by 1, 2
    ), raw as (
      select coalesce(p.user_id, f.user_id) as user_id, coalesce(p.day, f.day) as day,
             coalesce(p.hands, 0) as hands, coalesce(p.passes, 0) as passes, coalesce(f.finished, 0) as finished
        from papers p full join files f on f.user_id = p.user_id and f.day = p.day
    ), keys as (
      select user_id, day from raw
      union
      select user_id, day from ${elStatUserDay} where ${inDays}
    )
    insert into ${elStatUserDay} as s (user_id, day, dept_code, hand_count, pass_count, finish_files)
    select k.user_id, k.day, coalesce((select dept_code from ${sysUser} su where su.id = k.user_id), ''),
           coalesce(r.hands, 0), coalesce(r.passes, 0), coalesce(r.finished, 0)
      from keys k left join raw r on r.user_id = k.user_id and r.day = k.day
    on conflict (user_id, day) do update set
      hand_count = excluded.hand_count, pass_count = excluded.pass_count, finish_files = excluded.finish_files`);
  await db.execute(sql`
    update ${elStatUserDay}
       set active = login_count > 0 or learn_sec > 0 or finish_files > 0 or hand_count > 0
     where ${inDays}`);
  await db.execute(sql`delete from ${elStatDeptDay} where ${inDays}`);
  await db.execute(sql`
    insert into ${elStatDeptDay}
      (day, dept_code, slot, active_user, learn_user, finish_user, learn_sec, exam_user, pass_user)
    select day, dept_code, ${slotOf(sql`user_id`)},
           count(*) filter (where active), count(*) filter (where learn_sec > 0),
           count(*) filter (where finish_files > 0), coalesce(sum(learn_sec), 0),
           count(*) filter (where hand_count > 0), count(*) filter (where pass_count > 0)
      from ${elStatUserDay}
     where ${inDays}
     group by 1, 2, 3`);
  await db.execute(sql`delete from ${elStatExamDay} where ${inDays}`);
  await db.execute(sql`
    insert into ${elStatExamDay} (day, dept_code, exam_id)
    select distinct ${localDay(sql`p.hand_time`, tz)}, s.dept_code, p.exam_id
      from ${elPaper} p
      join ${elStatUserDay} s on s.user_id = p.user_id and s.day = ${localDay(sql`p.hand_time`, tz)}
     where p.hand_time >= ${from} and p.hand_time < ${to} and p.state in (1, 2)`);
}
