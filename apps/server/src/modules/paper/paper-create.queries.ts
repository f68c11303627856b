import type { DbOrTx } from '@server/db/client.ts';
import { elPaper, elPaperQu } from '@server/db/schema/index.ts';
import { sql } from 'drizzle-orm';
import type { NewPaper, NewPaperQu } from './paper.queries.ts';

/** A paper to create with its questions (paper-create-lane.ts). */
export interface PaperDraft {
  paper: NewPaper & { createTime: Date };
  qus: NewPaperQu[];
}

/**
 * The create lane's statement: the papers of many learners and all their questions in ONE statement (rows
 * passed as two JSON parameters, the same on PGlite and PostgreSQL whatever the batch size). The partial
 * unique index `el_paper_one_open` refuses a second paper in progress of a learner, also within the batch
 * (ON CONFLICT DO NOTHING); only the papers inserted get their questions. Rows go in learner order, so two
 * batches holding the same learners wait for each other instead of deadlocking. Answers the ids inserted.
 */
export async function insertPapersOf(db: DbOrTx, drafts: readonly PaperDraft[]): Promise<Set<string>> {
  if (!drafts.length) return new Set();
  const papers = JSON.stringify(
    drafts.map(({ paper: p }) => ({
      id: p.id,
      e: p.examId,
      u: p.userId,
      t: p.title,
      ts: p.totalScore ?? 0,
      qs: p.qualifyScore ?? 0,
      n: p.quCount ?? 0,
      lt: p.limitTime.toISOString(),
      a: p.applyId ?? '',
      ct: p.createTime.toISOString(),
    })),
  );
  const qus = JSON.stringify(
    drafts.flatMap((d) =>
      d.qus.map((q) => ({
        p: q.paperId,
        q: q.quId,
        r: q.repoId ?? '',
        s: q.sort,
        t: q.quType,
        sc: q.score,
        o: q.optOrder ?? null,
      })),
    ),
  );
  const res = await db.execute(sql`
    with p as (
      insert into ${elPaper} (id, exam_id, user_id, title, total_score, qualify_score, qu_count, limit_time, apply_id,
                              create_time, update_time)
      select v.id, v.e, v.u, v.t, v.ts, v.qs, v.n, v.lt, v.a, v.ct, v.ct
        from jsonb_to_recordset(${papers}::jsonb) as v(id text, e text, u text, t text, ts numeric, qs numeric, n int,
                                                       lt timestamptz, a text, ct timestamptz)
       order by v.u, v.id
      on conflict (user_id) where state = 0 do nothing
      returning id),
    q as (
      insert into ${elPaperQu} (paper_id, qu_id, repo_id, sort, qu_type, score, opt_order)
      select w.p, w.q, w.r, w.s, w.t, w.sc, w.o
        from jsonb_to_recordset(${qus}::jsonb) as w(p text, q text, r text, s int, t int, sc numeric, o jsonb)
       where w.p in (select id from p))
    select id from p`);
  return new Set((res as unknown as { rows: Array<{ id: string }> }).rows.map((r) => r.id));
}
