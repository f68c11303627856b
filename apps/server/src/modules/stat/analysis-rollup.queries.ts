import type { Database, DbOrTx } from '@server/db/client.ts';
import {
  elCourseLearn,
  elCourseUser,
  elPaper,
  elPaperQu,
  elStatCourseDept,
  elStatCourseFile,
  elStatExamQu,
  elStatExamUser,
  elStatRepoQu,
  elTrain,
  elTrainQu,
  sysUser,
} from '@server/db/schema/index.ts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Writes of the analysis roll-ups (db/schema/stat-analysis.ts): one statement per event, each adding the
 * event's increments (never a recount, so a big exam's hand-in touches its paper's 20 questions, not the
 * exam's 500,000 answers). Rows are upserted in key order (exam questions, then bank questions, then the
 * learner's exam row), the same order in every writer, so concurrent hand-ins cannot deadlock.
 *
 * A learner's department in an exam's roll-ups is fixed at their first hand-in in it (their
 * `el_stat_exam_user` row): a later paper or a marking of that learner lands on the same rows even if they
 * moved department meanwhile, so rights never drift away from their answers.
 */

export const userDept = (userId: ReturnType<typeof sql>) =>
  sql`coalesce((select ${sysUser.deptCode} from ${sysUser} where ${sysUser.id} = ${userId}), '')`;

/** The handed paper with its learner's department for the exam (see above); no row unless handed. */
const paperHead = (paperId: string) => sql`
  select p.exam_id, p.user_id, p.user_score, coalesce(p.passed, false) as passed, p.state,
         p.leave_times, p.face_fails,
         coalesce((select eu.dept_code from ${elStatExamUser} eu
                    where eu.exam_id = p.exam_id and eu.user_id = p.user_id), ${userDept(sql`p.user_id`)}) as dept_code
    from ${elPaper} p
   where p.id = ${paperId} and p.state in (1, 2)`;

/**
 * The learner's exam row: best score and pass merged (so it never goes down and any order gives the same),
 * and the paper figures added (SQL expressions over `p`: papers, awaiting marking, with leaving, with face
 * failures; the leave times and failures follow their 0/1).
 */
export const upsertExamUser = (f: { papers: SQL; marking: SQL; leave: SQL; face: SQL }, order = sql``) => sql`
  insert into ${elStatExamUser} as s (exam_id, user_id, dept_code, best_score, passed,
                                      papers, marking, leave_papers, leave_times, face_papers, face_fails)
  select exam_id, user_id, dept_code, user_score, passed, ${f.papers}, ${f.marking},
         ${f.leave}, ${f.leave} * leave_times, ${f.face}, ${f.face} * face_fails
    from p ${order}
  on conflict (exam_id, user_id) do update set
    best_score = greatest(s.best_score, excluded.best_score), passed = s.passed or excluded.passed,
    papers = s.papers + excluded.papers, marking = s.marking + excluded.marking,
    leave_papers = s.leave_papers + excluded.leave_papers, leave_times = s.leave_times + excluded.leave_times,
    face_papers = s.face_papers + excluded.face_papers, face_fails = s.face_fails + excluded.face_fails
  returning 1`;

/**
 * A paper handed in: each of its questions is one answer (an unanswered one counts, as wrong) of the exam
 * and of the question's bank, right as graded at hand-in, and the learner's best score and pass in the
 * exam. Subjective questions count as not right and the paper as awaiting marking, as at hand-in, even if a
 * marking finished before this statement ran: the marking adds its own changes (`addMarkedPaper`).
 */
export async function addHandedPaper(db: DbOrTx, paperId: string): Promise<void> {
  await db.execute(sql`
    with p as (${paperHead(paperId)}
    ), q as (
      select pq.qu_id, pq.repo_id, (pq.is_right and not pq.subjective)::int as r, pq.subjective as subj
        from ${elPaperQu} pq where pq.paper_id = ${paperId}
    ), eq as (
      insert into ${elStatExamQu} as s (exam_id, qu_id, dept_code, answers, rights)
      select p.exam_id, q.qu_id, p.dept_code, 1, q.r from p cross join q order by q.qu_id
      on conflict (exam_id, qu_id, dept_code) do update set
        answers = s.answers + 1, rights = s.rights + excluded.rights
      returning 1
    ), rq as (
      insert into ${elStatRepoQu} as s
        (repo_id, qu_id, dept_code, train_answers, train_rights, exam_answers, exam_rights)
      select q.repo_id, q.qu_id, p.dept_code, 0, 0, 1, q.r from p cross join q
       where q.repo_id <> '' order by q.repo_id, q.qu_id
      on conflict (repo_id, qu_id, dept_code) do update set
        exam_answers = s.exam_answers + 1, exam_rights = s.exam_rights + excluded.exam_rights
      returning 1
    ), eu as (${upsertExamUser({
      papers: sql`1`,
      marking: sql`(exists (select 1 from q where q.subj))::int`,
      leave: sql`(leave_times > 0)::int`,
      face: sql`(face_fails > 0)::int`,
    })})
    select 1`);
}

/** A question of a marked paper whose rightness changed: +1 now right, -1 no longer right. */
export interface RightChange {
  quId: string;
  repoId: string;
  delta: number;
}

/**
 * A marking finished (`finished`: the paper left "awaiting marking") or changed: moves the rights of the
 * questions whose rightness changed, and merges the paper's final score and pass into the learner's exam
 * row. Answers do not move (counted at hand-in).
 */
export async function addMarkedPaper(
  db: DbOrTx,
  paperId: string,
  changes: RightChange[],
  finished: boolean,
): Promise<void> {
  const json = JSON.stringify(
    changes
      .filter((c) => c.delta !== 0)
      .sort((a, b) => (a.quId < b.quId ? -1 : 1))
      .map((c) => ({ qu_id: c.quId, repo_id: c.repoId, d: Math.trunc(c.delta) })),
  );
  await db.execute(sql`
    with p as (${paperHead(paperId)}
    ), d as (
      select * from jsonb_to_recordset(${json}::jsonb) as d(qu_id text, repo_id text, d int)
    ), eq as (
      insert into ${elStatExamQu} as s (exam_id, qu_id, dept_code, answers, rights)
      select p.exam_id, d.qu_id, p.dept_code, 0, d.d from p cross join d order by d.qu_id
      on conflict (exam_id, qu_id, dept_code) do update set rights = s.rights + excluded.rights
      returning 1
    ), rq as (
      insert into ${elStatRepoQu} as s
        (repo_id, qu_id, dept_code, train_answers, train_rights, exam_answers, exam_rights)
      select d.repo_id, d.qu_id, p.dept_code, 0, 0, 0, d.d from p cross join d
       where d.repo_id <> '' order by d.repo_id, d.qu_id
      on conflict (repo_id, qu_id, dept_code) do update set exam_rights = s.exam_rights + excluded.exam_rights
      returning 1
    ), eu as (${upsertExamUser({
      papers: sql`0`,
      marking: finished ? sql`-1` : sql`0`,
      leave: sql`0`,
      face: sql`0`,
    })})
    select 1`);
}

/** A question answered for the first time in a training (a training keeps one answer per question). */
export async function addTrainAnswer(
  db: DbOrTx,
  a: { userId: string; repoId: string; quId: string; isRight: boolean },
): Promise<void> {
  await db.execute(sql`
    insert into ${elStatRepoQu} as s
      (repo_id, qu_id, dept_code, train_answers, train_rights, exam_answers, exam_rights)
    values (${a.repoId}, ${a.quId}, ${userDept(sql`${a.userId}`)}, 1, ${a.isRight ? 1 : 0}, 0, 0)
    on conflict (repo_id, qu_id, dept_code) do update set
      train_answers = s.train_answers + 1, train_rights = s.train_rights + excluded.train_rights`);
}

/**
 * A learner's study rows created on first study of a file: `file` the file's row (a learner of the file),
 * `course` the course's row (a learner of the course). Course files first, then course departments.
 */
export async function addStudyRows(
  db: DbOrTx,
  k: { userId: string; deptCode: string | null; courseId: string; fileId: string },
  made: { file: boolean; course: boolean },
): Promise<void> {
  const dept = k.deptCode ?? userDept(sql`${k.userId}`);
  await db.execute(sql`
    with f as (
      insert into ${elStatCourseFile} as s (course_id, file_id, dept_code, learners, finished)
      select ${k.courseId}, ${k.fileId}, coalesce(${dept}, ''), 1, 0 where ${made.file}::boolean
      on conflict (course_id, file_id, dept_code) do update set learners = s.learners + 1
      returning 1
    ), c as (
      insert into ${elStatCourseDept} as s (course_id, dept_code, learners, finished, learn_sec)
      select ${k.courseId}, coalesce(${dept}, ''), 1, 0, 0 where ${made.course}::boolean
      on conflict (course_id, dept_code) do update set learners = s.learners + 1
      returning 1
    )
    select 1`);
}

/** A course file finished by a learner (`file`), or the whole course (`course`). */
export async function addFinished(
  db: DbOrTx,
  k: { userId: string; deptCode: string | null; courseId: string; fileId?: string },
): Promise<void> {
  const dept = k.deptCode ?? userDept(sql`${k.userId}`);
  if (k.fileId !== undefined) {
    await db.execute(sql`
      insert into ${elStatCourseFile} as s (course_id, file_id, dept_code, learners, finished)
      values (${k.courseId}, ${k.fileId}, coalesce(${dept}, ''), 0, 1)
      on conflict (course_id, file_id, dept_code) do update set finished = s.finished + 1`);
    return;
  }
  await db.execute(sql`
    insert into ${elStatCourseDept} as s (course_id, dept_code, learners, finished, learn_sec)
    values (${k.courseId}, coalesce(${dept}, ''), 0, 1, 0)
    on conflict (course_id, dept_code) do update set finished = s.finished + 1`);
}

/** Seconds credited to learners' course records, summed per course and department (one batch). */
export async function addCourseSeconds(
  db: DbOrTx,
  rows: Array<{ courseId: string; deptCode: string; sec: number }>,
): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(
    rows.map((r) => ({ course_id: r.courseId, dept_code: r.deptCode, sec: Math.max(0, Math.trunc(r.sec)) })),
  );
  await db.execute(sql`
    insert into ${elStatCourseDept} as s (course_id, dept_code, learners, finished, learn_sec)
    select course_id, dept_code, 0, 0, sum(sec)
      from jsonb_to_recordset(${json}::jsonb) as v(course_id text, dept_code text, sec bigint)
     group by 1, 2
     order by 1, 2
    on conflict (course_id, dept_code) do update set learn_sec = s.learn_sec + excluded.learn_sec`);
}

/**
 * Recounts the five analysis roll-ups from the raw rows (in the caller's transaction), with every learner
 * under their current department; learners deleted since are left out (as the raw reads did). The tables
 * are locked first so no event writes between the delete and the recount.
 */
export async function rebuildAnalysis(db: DbOrTx): Promise<void> {
  await db.execute(sql`lock table ${elStatExamQu}, ${elStatRepoQu}, ${elStatExamUser}, ${elStatCourseFile},
    ${elStatCourseDept} in exclusive mode`);
  await db.execute(sql`delete from ${elStatExamQu}`);
  await db.execute(sql`
    insert into ${elStatExamQu} (exam_id, qu_id, dept_code, answers, rights)
    select p.exam_id, pq.qu_id, u.dept_code, count(*)::int, (count(*) filter (where pq.is_right))::int
      from ${elPaper} p
      join ${sysUser} u on u.id = p.user_id
      join ${elPaperQu} pq on pq.paper_id = p.id
     where p.state in (1, 2)
     group by 1, 2, 3`);
  await db.execute(sql`delete from ${elStatExamUser}`);
  await db.execute(sql`
    insert into ${elStatExamUser} (exam_id, user_id, dept_code, best_score, passed,
                                   papers, marking, leave_papers, leave_times, face_papers, face_fails)
    select p.exam_id, p.user_id, u.dept_code, max(p.user_score), bool_or(p.passed is true),
           count(*)::int, (count(*) filter (where p.state = 1))::int,
           (count(*) filter (where p.leave_times > 0))::int, coalesce(sum(p.leave_times), 0)::int,
           (count(*) filter (where p.face_fails > 0))::int, coalesce(sum(p.face_fails), 0)::int
      from ${elPaper} p join ${sysUser} u on u.id = p.user_id
     where p.state in (1, 2)
     group by 1, 2, 3`);
  await db.execute(sql`delete from ${elStatRepoQu}`);
  await db.execute(sql`
    with t as (
      select tr.repo_id, tq.qu_id, u.dept_code, count(*)::int as n, (count(*) filter (where tq.is_right))::int as r
        from ${elTrain} tr
        join ${sysUser} u on u.id = tr.user_id
        join ${elTrainQu} tq on tq.train_id = tr.id
       where tq.answered
       group by 1, 2, 3
    ), e as (
      select pq.repo_id, pq.qu_id, u.dept_code, count(*)::int as n, (count(*) filter (where pq.is_right))::int as r
        from ${elPaper} p
        join ${sysUser} u on u.id = p.user_id
        join ${elPaperQu} pq on pq.paper_id = p.id
       where p.state in (1, 2) and pq.repo_id <> ''
       group by 1, 2, 3
    )
    insert into ${elStatRepoQu}
      (repo_id, qu_id, dept_code, train_answers, train_rights, exam_answers, exam_rights)
    select coalesce(t.repo_id, e.repo_id), coalesce(t.qu_id, e.qu_id), coalesce(t.dept_code, e.dept_code),
           coalesce(t.n, 0), coalesce(t.r, 0), coalesce(e.n, 0), coalesce(e.r, 0)
      from t full join e on e.repo_id = t.repo_id and e.qu_id = t.qu_id and e.dept_code = t.dept_code`);
  await db.execute(sql`delete from ${elStatCourseFile}`);
  await db.execute(sql`
    insert into ${elStatCourseFile} (course_id, file_id, dept_code, learners, finished)
    select l.course_id, l.file_id, u.dept_code, count(*)::int, (count(*) filter (where l.finished))::int
      from ${elCourseLearn} l join ${sysUser} u on u.id = l.user_id
     group by 1, 2, 3`);
  await db.execute(sql`delete from ${elStatCourseDept}`);
  await db.execute(sql`
    insert into ${elStatCourseDept} (course_id, dept_code, learners, finished, learn_sec)
    select c.course_id, u.dept_code, count(*)::int, (count(*) filter (where c.finished))::int,
           coalesce(sum(c.learn_sec), 0)
      from ${elCourseUser} c join ${sysUser} u on u.id = c.user_id
     group by 1, 2`);
}

/**
 * Fills the analysis roll-ups once when they are all empty but their raw rows exist: a site upgraded to
 * migration 0009 with papers, trainings or study rows from before, or a fresh site's seeded demo papers.
 * Run at start (db/prepare.ts); answers whether it recounted.
 */
export async function fillMissingAnalysis(db: Database['db']): Promise<boolean> {
  const res = await db.execute(sql`
    select (not exists (select 1 from ${elStatExamQu}) and not exists (select 1 from ${elStatExamUser})
        and not exists (select 1 from ${elStatRepoQu}) and not exists (select 1 from ${elStatCourseFile})
        and not exists (select 1 from ${elStatCourseDept}))
       and (exists (select 1 from ${elPaper} where state in (1, 2))
        or exists (select 1 from ${elTrainQu} where answered)
        or exists (select 1 from ${elCourseLearn})) as missing`);
  if (!(res as unknown as { rows: Array<{ missing: boolean }> }).rows[0]?.missing) return false;
  await db.transaction((tx) => rebuildAnalysis(tx));
  return true;
}
