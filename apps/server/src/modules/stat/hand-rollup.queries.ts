import type { DbOrTx } from '@server/db/client.ts';
import {
  elPaper,
  elPaperQu,
  elStatDeptDay,
  elStatExamDay,
  elStatExamQu,
  elStatExamUser,
  elStatRepoQu,
  elStatUserDay,
  sysUser,
} from '@server/db/schema/index.ts';
import { sql } from 'drizzle-orm';
import { upsertExamUser, userDept } from './analysis-rollup.queries.ts';
import { slotOf } from './stat-rollup.queries.ts';

/**
 * The roll-ups of a batch of hand-ins (the hand-in lane, modules/paper/paper-hand-lane.ts): what
 * `addHandedPaper` and `addToDay` add for one paper, for many papers in one statement each. Increments of
 * one row are summed first (a statement upserts a row once), and rows are locked in the order every writer
 * uses (see the two queries files), so batches and single events cannot deadlock. A learner holds one
 * paper in progress, so a batch holds each learner once.
 */

/**
 * Papers handed in together (the hand-in lane's batch; each learner once, as a learner holds one paper in
 * progress): `addHandedPaper` of each in one statement, the answers of a question summed over the papers
 * first (a row is upserted once per statement). Rows in the writers' key order, so it cannot deadlock with
 * them.
 */
// The papers are joined from the id list (a primary-key lookup each), not filtered with `id in (...)` after
// `state in (1, 2)`: planned with statistics of papers still in progress, the latter scanned every handed
// paper for each batch, so a storm's later batches grew slower (393 ms instead of 13 ms a batch of 200 with
// 3,000 handed, EXPLAIN ANALYZE in docs/decisions/exams-papers.md).
export async function addHandedPapers(db: DbOrTx, paperIds: readonly string[]): Promise<void> {
  if (!paperIds.length) return;
  const ids = JSON.stringify(paperIds);
  await db.execute(sql`
    with p as (
      select p.id, p.exam_id, p.user_id, p.user_score, coalesce(p.passed, false) as passed, p.state,
             p.leave_times, p.face_fails,
             coalesce((select eu.dept_code from ${elStatExamUser} eu
                        where eu.exam_id = p.exam_id and eu.user_id = p.user_id), ${userDept(sql`p.user_id`)}) as dept_code
        from jsonb_array_elements_text(${ids}::jsonb) as x(id) join ${elPaper} p on p.id = x.id
       where p.state in (1, 2)
    ), q as (
      select pq.paper_id, pq.qu_id, pq.repo_id, (pq.is_right and not pq.subjective)::int as r, pq.subjective as subj
        from ${elPaperQu} pq where pq.paper_id in (select id from p)
    ), eq as (
      insert into ${elStatExamQu} as s (exam_id, qu_id, dept_code, answers, rights)
      select p.exam_id, q.qu_id, p.dept_code, count(*), sum(q.r) from p join q on q.paper_id = p.id
       group by p.exam_id, q.qu_id, p.dept_code order by p.exam_id, q.qu_id, p.dept_code
      on conflict (exam_id, qu_id, dept_code) do update set
        answers = s.answers + excluded.answers, rights = s.rights + excluded.rights
      returning 1
    ), rq as (
      insert into ${elStatRepoQu} as s
        (repo_id, qu_id, dept_code, train_answers, train_rights, exam_answers, exam_rights)
      select q.repo_id, q.qu_id, p.dept_code, 0, 0, count(*), sum(q.r) from p join q on q.paper_id = p.id
       where q.repo_id <> '' group by q.repo_id, q.qu_id, p.dept_code order by q.repo_id, q.qu_id, p.dept_code
      on conflict (repo_id, qu_id, dept_code) do update set
        exam_answers = s.exam_answers + excluded.exam_answers, exam_rights = s.exam_rights + excluded.exam_rights
      returning 1
    ), eu as (${upsertExamUser(
      {
        papers: sql`1`,
        marking: sql`(exists (select 1 from q where q.paper_id = p.id and q.subj))::int`,
        leave: sql`(leave_times > 0)::int`,
        face: sql`(face_fails > 0)::int`,
      },
      sql`order by exam_id, user_id`,
    )})
    select 1`);
}

/** Hand-ins of learners on their days (`addToDay` of a hand-in, `pass` 0 or 1): one statement. */
export async function addHandsToDays(
  db: DbOrTx,
  rows: ReadonlyArray<{ userId: string; day: string; examId: string; pass: number }>,
): Promise<void> {
  if (!rows.length) return;
  const sorted = [...rows].sort((a, b) => (a.userId + a.day < b.userId + b.day ? -1 : 1));
  const json = JSON.stringify(sorted.map((r) => ({ u: r.userId, d: r.day, e: r.examId, p: r.pass ? 1 : 0 })));
  await db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${json}::jsonb) as v(u text, d date, e text, p int)
    ), u as (
      insert into ${elStatUserDay} as s
        (user_id, day, dept_code, active, login_count, learn_sec, finish_files, hand_count, pass_count)
      select v.u, v.d, coalesce((select ${sysUser.deptCode} from ${sysUser} where ${sysUser.id} = v.u), ''),
             true, 0, 0, 0, 1, v.p
        from v order by v.u, v.d
      on conflict (user_id, day) do update set
        active = true, hand_count = s.hand_count + 1, pass_count = s.pass_count + excluded.pass_count
      returning s.user_id, s.day, s.dept_code, s.login_count, s.learn_sec, s.finish_files, s.hand_count,
                s.pass_count
    ), f as (
      select u.day, u.dept_code, ${slotOf(sql`u.user_id`)} as slot, v.e,
             (u.login_count = 0 and u.learn_sec = 0 and u.finish_files = 0 and u.hand_count = 1)::int as new_active,
             (u.hand_count = 1)::int as new_exam,
             (v.p > 0 and u.pass_count = v.p)::int as new_pass
        from u join v on v.u = u.user_id and v.d = u.day
    ), g as (
      select day, dept_code, slot, sum(new_active)::int as a, sum(new_exam)::int as x, sum(new_pass)::int as ps
        from f group by 1, 2, 3
      having sum(new_active) + sum(new_exam) + sum(new_pass) > 0
    ), dd as (
      insert into ${elStatDeptDay} as x
        (day, dept_code, slot, active_user, learn_user, finish_user, learn_sec, exam_user, pass_user)
      select day, dept_code, slot, a, 0, 0, 0, x, ps from g order by day, dept_code, slot
      on conflict (day, dept_code, slot) do update set
        active_user = x.active_user + excluded.active_user,
        exam_user = x.exam_user + excluded.exam_user,
        pass_user = x.pass_user + excluded.pass_user
      returning 1
    ), e as (
      insert into ${elStatExamDay} (day, dept_code, exam_id)
      select distinct day, dept_code, e from f where e <> '' order by 1, 2, 3
      on conflict do nothing
      returning 1
    )
    select 1`);
}
