import type { DbOrTx } from '@server/db/client.ts';
import {
  elCertGrant,
  elCourse,
  elCourseFile,
  elExam,
  elExamTmpl,
  elPaper,
  elQu,
  elRepo,
  elStatDeptDay,
  elStatExamDay,
  elStatUserDay,
  sysUser,
} from '@server/db/schema/index.ts';
import { addDays } from '@server/lib/site-day.ts';
import { scopeCondition } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import { and, between, count, countDistinct, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Reads of the dashboard statistics: the week series come from the daily roll-ups (department days, or
 * for a `self` scope the caller's own user days), never from raw answer or heartbeat rows.
 */

/** Figures of one day as the charts need them. */
export interface DayFigures {
  day: string;
  activeUser: number;
  learnUser: number;
  finishUser: number;
  learnSec: number;
  examUser: number;
  passUser: number;
}

/** Start of a site day as a timestamp. */
const dayStart = (day: string, tz: string) => sql`(${day}::date)::timestamp at time zone ${tz}`;

/** Per day of `fromDay`..`toDay` with data: the roll-up figures within the scope. */
export async function findDayFigures(db: DbOrTx, scope: Scope, fromDay: string, toDay: string): Promise<DayFigures[]> {
  if (scope.kind === 'self') {
    const s = elStatUserDay;
    const rows = await db
      .select({
        day: s.day,
        activeUser: sql<number>`${s.active}::int`,
        learnUser: sql<number>`(${s.learnSec} > 0)::int`,
        finishUser: sql<number>`(${s.finishFiles} > 0)::int`,
        learnSec: s.learnSec,
        examUser: sql<number>`(${s.handCount} > 0)::int`,
        passUser: sql<number>`(${s.passCount} > 0)::int`,
      })
      .from(s)
      .where(and(eq(s.userId, scope.userId), between(s.day, fromDay, toDay)));
    return rows.map((r) => toFigures(r));
  }
  const d = elStatDeptDay;
  const rows = await db
    .select({
      day: d.day,
      activeUser: sum(d.activeUser),
      learnUser: sum(d.learnUser),
      finishUser: sum(d.finishUser),
      learnSec: sum(d.learnSec),
      examUser: sum(d.examUser),
      passUser: sum(d.passUser),
    })
    .from(d)
    .where(and(between(d.day, fromDay, toDay), scopeCondition(scope, { deptCode: d.deptCode })))
    .groupBy(d.day);
  return rows.map((r) => toFigures(r));
}

function toFigures(r: Record<keyof DayFigures, unknown>): DayFigures {
  const n = (v: unknown) => Number(v ?? 0);
  return {
    day: String(r.day),
    activeUser: n(r.activeUser),
    learnUser: n(r.learnUser),
    finishUser: n(r.finishUser),
    learnSec: n(r.learnSec),
    examUser: n(r.examUser),
    passUser: n(r.passUser),
  };
}

/** Per day with hand-ins: how many different exams were handed in within the scope. */
export async function countExamsByDay(
  db: DbOrTx,
  scope: Scope,
  fromDay: string,
  toDay: string,
  tz: string,
): Promise<Array<{ day: string; examCount: number }>> {
  if (scope.kind === 'self') {
    // One learner's papers (indexed by user): no department roll-up answers "which exams" for one person.
    const day = sql<string>`to_char((${elPaper.handTime} at time zone ${tz})::date, 'YYYY-MM-DD')`;
    const rows = await db
      .select({ day, examCount: countDistinct(elPaper.examId) })
      .from(elPaper)
      .where(
        and(
          eq(elPaper.userId, scope.userId),
          gte(elPaper.handTime, sql`${dayStart(fromDay, tz)}`),
          lt(elPaper.handTime, sql`${dayStart(toDay, tz)} + interval '1 day'`),
          sql`${elPaper.state} in (1, 2)`,
        ),
      )
      .groupBy(sql`1`);
    return rows.map((r) => ({ day: r.day, examCount: Number(r.examCount) }));
  }
  const e = elStatExamDay;
  const rows = await db
    .select({ day: e.day, examCount: countDistinct(e.examId) })
    .from(e)
    .where(and(between(e.day, fromDay, toDay), scopeCondition(scope, { deptCode: e.deptCode })))
    .groupBy(e.day);
  return rows.map((r) => ({ day: String(r.day), examCount: Number(r.examCount) }));
}

/**
 * Users within the scope created before `fromDay` began, and per day from then on: one pass over the users,
 * each placed by `width_bucket` between the days' starts (0 = before the range, n + 1 = after it); cheaper
 * than a time-zone conversion per user (bench/stats).
 */
export async function countUsersByDay(
  db: DbOrTx,
  scope: Scope,
  fromDay: string,
  toDay: string,
  tz: string,
): Promise<{ before: number; byDay: Array<{ day: string; newUser: number }> }> {
  const inScope = scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id });
  const starts = sql`array(select (d::date)::timestamp at time zone ${tz}
    from generate_series(${fromDay}::date, ${toDay}::date + 1, interval '1 day') d)`;
  const rows = await db
    .select({ k: sql<number>`width_bucket(${sysUser.createTime}, ${starts})`, n: count() })
    .from(sysUser)
    .where(inScope)
    .groupBy(sql`1`);
  const span = Math.round((Date.parse(toDay) - Date.parse(fromDay)) / 86_400_000) + 1;
  const byDay: Array<{ day: string; newUser: number }> = [];
  let before = 0;
  for (const r of rows) {
    const k = Number(r.k);
    if (k === 0) before = Number(r.n);
    else if (k <= span) byDay.push({ day: addDays(fromDay, k - 1), newUser: Number(r.n) });
  }
  return { before, byDay };
}

async function countRows(db: DbOrTx, table: PgTable, where?: SQL): Promise<number> {
  return Number((await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0);
}

export const countExams = (db: DbOrTx) => countRows(db, elExam);
export const countExamTmpls = (db: DbOrTx) => countRows(db, elExamTmpl);
export const countCourses = (db: DbOrTx) => countRows(db, elCourse);
export const countCourseFiles = (db: DbOrTx) => countRows(db, elCourseFile);
export const countRepos = (db: DbOrTx) => countRows(db, elRepo);
/** Questions as the question list shows them (sub-questions of a composite are part of it). */
export const countQus = (db: DbOrTx) => countRows(db, elQu, eq(elQu.parentId, '0'));
export const countUsersInScope = (db: DbOrTx, scope: Scope) =>
  countRows(db, sysUser, scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id }));

/** Certificates granted and not revoked, to users within the scope. */
export async function countGrantsInScope(db: DbOrTx, scope: Scope): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(elCertGrant)
    .innerJoin(sysUser, eq(sysUser.id, elCertGrant.userId))
    .where(
      and(eq(elCertGrant.revoked, false), scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id })),
    );
  return Number(rows[0]?.n ?? 0);
}
