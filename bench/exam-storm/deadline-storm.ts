import type pg from 'pg';
import type { Learner } from './data.ts';
import { type CpuUse, fmtCpu, round } from './stats.ts';

export interface DeadlineStormResult {
  papers: number;
  /** From the deadline to the last paper handed and graded (state 1 or 2), and to the roll-ups counting all. */
  lastHandedMs: number;
  rollupsDoneMs: number;
  perSec: number;
  /** Handed by the sweeper (reason TIMEOUT) / left in progress when the wait gave up. */
  timeoutHanded: number;
  leftOpen: number;
  handedQus: number;
  rollupAnswers: number;
  rollupLearners: number;
  /** Papers counted twice: exam records with more tries than the learner's handed papers. */
  doubleHanded: number;
  cpu?: CpuUse;
}

/**
 * Deadline storm (issue 27 item 3): every learner of `learners` gets a new paper of the exam in progress
 * (copied in SQL from their handed one, answers included; or their paper still in progress is used), all
 * with the same end time `leadMs` ahead. The
 * servers' deadline sweepers (every DEADLINE_SWEEP_SECONDS, 5 by default, every process) hand them in;
 * measured from the deadline until the last paper is handed and graded and the roll-ups count it.
 */
export async function deadlineStorm(
  db: pg.Client,
  learners: Learner[],
  examId: string,
  o: { leadMs: number; timeoutMs: number; onCpu?: () => () => CpuUse },
): Promise<DeadlineStormResult> {
  const users = learners.filter((l) => l.paperId).map((l) => l.id);
  const deadline = new Date(Date.now() + o.leadMs);
  await db.query('begin');
  // Papers still in progress (a run without the hand-in storm) get the deadline; else each learner's handed
  // paper is copied into a new one in progress.
  const moved = await db.query('update el_paper set limit_time = $2 where exam_id = $1 and state = 0', [
    examId,
    deadline,
  ]);
  if (!moved.rowCount) {
    await db.query(
      `create temp table dl_src on commit drop as
         select distinct on (p.user_id) p.id as src, p.id || 'd' as id from el_paper p
          where p.exam_id = $1 and p.user_id = any($2::varchar[]) and p.state in (1, 2)
          order by p.user_id, p.create_time desc`,
      [examId, users],
    );
    await db.query(
      `insert into el_paper (id, exam_id, user_id, title, total_score, qualify_score, qu_count, limit_time)
       select s.id, p.exam_id, p.user_id, p.title, p.total_score, p.qualify_score, p.qu_count, $1
         from dl_src s join el_paper p on p.id = s.src`,
      [deadline],
    );
    await db.query(
      `insert into el_paper_qu (paper_id, qu_id, repo_id, sort, qu_type, score, opt_order, answer, answered, answer_seq)
       select s.id, q.qu_id, q.repo_id, q.sort, q.qu_type, q.score, q.opt_order, q.answer, q.answered, q.answer_seq
         from dl_src s join el_paper_qu q on q.paper_id = s.src`,
    );
  }
  await db.query('commit');
  await db.query('analyze el_paper, el_paper_qu');
  const { rows: made } = await db.query<{ n: number }>(
    'select count(*)::int as n from el_paper where exam_id = $1 and limit_time = $2',
    [examId, deadline],
  );
  const papers = made[0]?.n ?? 0;
  const before = await counts(db, examId);
  const waitMs = deadline.getTime() - Date.now();
  if (waitMs > 0) await new Promise((r) => setTimeout(r, waitMs));
  const stopCpu = o.onCpu?.();
  const t0 = Date.now();
  let lastHandedMs = -1;
  let rollupsDoneMs = -1;
  let now = before;
  while (Date.now() - t0 < o.timeoutMs) {
    now = await counts(db, examId);
    if (lastHandedMs < 0 && now.open === 0) lastHandedMs = Date.now() - t0;
    if (lastHandedMs >= 0 && now.rollupAnswers - before.rollupAnswers >= now.handedQus - before.handedQus) {
      rollupsDoneMs = Date.now() - t0;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const cpu = stopCpu?.();
  const { rows } = await db.query<{ timeout: number; double: number }>(
    `select (select count(*) from el_paper where exam_id = $1 and limit_time = $2 and hand_reason = 2)::int as timeout,
            (select count(*) from el_exam_record r
              where r.exam_id = $1 and r.tries <> (select count(*) from el_paper p
                                                      where p.exam_id = r.exam_id and p.user_id = r.user_id
                                                        and p.state in (1, 2)))::int as double`,
    [examId, deadline],
  );
  return {
    papers,
    lastHandedMs,
    rollupsDoneMs,
    perSec: lastHandedMs > 0 ? round((papers / lastHandedMs) * 1000) : 0,
    timeoutHanded: rows[0]?.timeout ?? 0,
    leftOpen: now.open,
    handedQus: now.handedQus - before.handedQus,
    rollupAnswers: now.rollupAnswers - before.rollupAnswers,
    rollupLearners: now.rollupLearners,
    doubleHanded: rows[0]?.double ?? 0,
    cpu,
  };
}

async function counts(db: pg.Client, examId: string) {
  const { rows } = await db.query<{ open: number; qus: number; answers: number; learners: number }>(
    `select (select count(*) from el_paper where exam_id = $1 and state = 0)::int as open,
            (select count(*) from el_paper_qu pq join el_paper p on p.id = pq.paper_id
              where p.exam_id = $1 and p.state in (1, 2))::int as qus,
            (select coalesce(sum(answers), 0) from el_stat_exam_qu where exam_id = $1)::int as answers,
            (select count(*) from el_stat_exam_user where exam_id = $1)::int as learners`,
    [examId],
  );
  const r = rows[0] ?? { open: 0, qus: 0, answers: 0, learners: 0 };
  return { open: r.open, handedQus: r.qus, rollupAnswers: r.answers, rollupLearners: r.learners };
}

/** The summary lines of the deadline storm (target: all handed within 15 s of the deadline, each once). */
export function formatDeadline(d: DeadlineStormResult, procs: number): string {
  const s = (ms: number) => (ms < 0 ? 'not within the wait' : `${(ms / 1000).toFixed(1)} s`);
  const met = d.lastHandedMs >= 0 && d.lastHandedMs <= 15_000 && d.leftOpen === 0 && d.doubleHanded === 0;
  return [
    '',
    `deadline storm    ${d.papers} papers of one exam due at once, ${procs} server process(es) sweeping`,
    `                  last handed ${s(d.lastHandedMs)} after the deadline (${d.perSec}/s), roll-ups complete ${s(d.rollupsDoneMs)}; by the sweeper ${d.timeoutHanded}, left open ${d.leftOpen}    target 15 s: ${met ? 'met' : 'NOT met'}`,
    `                  roll-ups count ${d.rollupAnswers} answers of ${d.handedQus} handed questions: ${d.rollupAnswers === d.handedQus ? 'equal' : 'DIFFERENT'}; records with a try counted twice: ${d.doubleHanded}`,
    ...(d.cpu ? [`                  cpu ${fmtCpu(d.cpu)}`] : []),
  ].join('\n');
}
