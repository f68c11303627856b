import type pg from 'pg';
import { type Api, forEachLimited } from './client.ts';
import type { Learner } from './data.ts';
import { ErrorCounts, Latencies, type LatencySummary, round } from './stats.ts';

const HAND = '/api/paper/paper/hand-exam';

export interface HandStormResult {
  calls: number;
  ok: number;
  errors: number;
  errorSamples: Array<{ msg: string; count: number }>;
  latency: LatencySummary;
  wallMs: number;
  perSec: number;
  /** Handed papers and their questions in el_paper / el_paper_qu. */
  handedPapers: number;
  handedQus: number;
  /** The same counted by the analysis roll-ups (migration 0009): answers per question, learners per exam. */
  rollupAnswers: number;
  rollupLearners: number;
}

/**
 * Hand-in storm (the end of a big exam: everyone hands in within seconds): every fill learner hands in their
 * paper, `concurrency` calls at once. Each hand-in grades the paper and writes the statistics roll-ups of the
 * exam's questions, so every call updates the same (exam, question, department) rows: this measures that
 * contention, and afterwards checks the roll-ups count every handed paper exactly once.
 */
export async function handStorm(
  api: Api,
  db: pg.Client,
  learners: Learner[],
  examId: string,
  concurrency: number,
): Promise<HandStormResult> {
  const lat = new Latencies();
  const errs = new ErrorCounts();
  const withPaper = learners.filter((l) => l.paperId);
  const t0 = performance.now();
  await forEachLimited(withPaper, concurrency, async (l) => {
    const s = performance.now();
    try {
      const res = await api.post(l.server, HAND, { id: l.paperId }, l.token);
      lat.add(performance.now() - s);
      if (res.code !== 0) errs.add(`${res.code} ${res.msg}`);
    } catch (e) {
      lat.add(performance.now() - s);
      errs.add(`network: ${(e as Error).message}`);
    }
  });
  const wallMs = performance.now() - t0;
  // Roll-ups are written after each hand-in's own commit: give the last ones a moment.
  await new Promise((r) => setTimeout(r, 1000));
  const { rows } = await db.query<{ papers: number; qus: number; answers: number; learners: number }>(
    `select (select count(*) from el_paper where exam_id = $1 and state in (1, 2))::int as papers,
            (select count(*) from el_paper_qu pq join el_paper p on p.id = pq.paper_id
              where p.exam_id = $1 and p.state in (1, 2))::int as qus,
            (select coalesce(sum(answers), 0) from el_stat_exam_qu where exam_id = $1)::int as answers,
            (select count(*) from el_stat_exam_user where exam_id = $1)::int as learners`,
    [examId],
  );
  const r = rows[0] ?? { papers: 0, qus: 0, answers: 0, learners: 0 };
  return {
    calls: withPaper.length,
    ok: withPaper.length - errs.total,
    errors: errs.total,
    errorSamples: errs.top(),
    latency: lat.summary(),
    wallMs: Math.round(wallMs),
    perSec: round((withPaper.length / Math.max(1, wallMs)) * 1000),
    handedPapers: r.papers,
    handedQus: r.qus,
    rollupAnswers: r.answers,
    rollupLearners: r.learners,
  };
}

/** The summary lines of the hand-in storm (target: every paper handed and counted once in the roll-ups). */
export function formatHand(h: HandStormResult): string {
  const counted = h.rollupAnswers === h.handedQus && h.rollupLearners === h.handedPapers;
  return [
    '',
    `hand-in storm     ${h.calls} papers: ok ${h.ok}, errors ${h.errors}${h.errorSamples.length ? ` ${JSON.stringify(h.errorSamples)}` : ''}`,
    `                  ${h.perSec}/s over ${(h.wallMs / 1000).toFixed(1)} s; latency p50 ${h.latency.p50} / p99 ${h.latency.p99} / max ${h.latency.max} ms`,
    `                  handed ${h.handedPapers} papers, ${h.handedQus} questions; roll-ups count ${h.rollupAnswers} answers, ${h.rollupLearners} learners: ${counted ? 'equal' : 'DIFFERENT'}`,
  ].join('\n');
}
