import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { perApp } from '@server/lib/per-app.ts';
import { notifyExamUsers } from '@server/realtime/exam-hub.ts';
import { HandReason } from '@xuekao/contracts';
import { afterCertGrants, type grantCertFor } from '../cert/cert-grant.service.ts';
import { settleCoursesOfExamFor } from '../course/index.ts';
import { type ExamDbRow, findExamById } from '../exam/exam.queries.ts';
import { recordPapersHanded } from '../stat/analysis-rollup.ts';
import { recordHands, safely } from '../stat/stat-rollup.ts';
import { answerWriter } from './answer-writer.ts';
import type { PaperDbRow, PaperQuDbRow } from './paper.queries.ts';
import { findHandedPapers, findPaperQusOf, findQuScoresOf, lockOpenPapers } from './paper-hand.queries.ts';
import { type Closed, closeLocked } from './paper-hand-close.ts';
import { graderCache } from './paper-hand-grader.ts';
import { handInPaperOne, handMessage } from './paper-hand-one.service.ts';

/** Papers one batch closes at most. */
const MAX_BATCH = 200;
/** Batches of a process in flight at once (each is one transaction on its own connection). */
const IN_FLIGHT = 2;

/**
 * A hand-in's outcome: the paper as it is afterwards and, when this batch closed it, what the batch knows
 * (its questions as graded, the exam, whether the learner has another paper in progress), so `hand-exam`
 * answers the result without reading them again.
 */
export interface HandOutcome {
  paper: PaperDbRow;
  handed?: { qus: PaperQuDbRow[]; exam: ExamDbRow | null; otherOpen: boolean };
}

interface Request {
  paperId: string;
  reason: number;
  waiters: Array<{ resolve: (o: HandOutcome) => void; reject: (err: unknown) => void }>;
}

/** How a batch finds its papers: the requests' papers, or the sweeper's claim of due ones. */
type Claim = (tx: DbOrTx) => Promise<PaperDbRow[]>;

/**
 * The hand-in lane (issue 27 item 2), as the answer writer groups answers: hand-ins arriving together wait
 * for one batch, which flushes their answers, then in ONE transaction locks the papers in progress (id
 * order, SKIP LOCKED: it never waits on a paper, see `lockOpenPapers`), grades them from cached keys, and
 * writes the papers, their questions' grades, the exam records and the wrong-answer book with one
 * statement each (points and certificates per passed paper, as before). After the commit the roll-ups are
 * written for the batch in one statement each, then the learners' sockets are told. A paper the batch
 * did not lock (another hand-in holds it, or it was not in progress) and every paper of a failed batch go
 * through the one-paper path (`handInPaperOne`), so one bad paper never fails the others.
 */
export class HandLane {
  private readonly pending = new Map<string, Request>();
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly app: AppContext) {}

  /** Hands the paper in with the next batch; answers the paper as it is afterwards. */
  hand(paperId: string, reason: number): Promise<HandOutcome> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(paperId);
      if (waiting) waiting.waiters.push({ resolve, reject });
      else this.pending.set(paperId, { paperId, reason, waiters: [{ resolve, reject }] });
      if (!this.scheduled) {
        this.scheduled = true;
        // The rest of this turn's requests join the batch.
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    while (this.pending.size && this.inFlight < IN_FLIGHT) {
      const batch: Request[] = [];
      for (const [id, r] of this.pending) {
        if (batch.length >= MAX_BATCH) break;
        batch.push(r);
        this.pending.delete(id);
      }
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async run(batch: Request[]): Promise<void> {
    const reasons = new Map(batch.map((r) => [r.paperId, r.reason]));
    const ids = [...reasons.keys()];
    let rows = new Map<string, HandOutcome>();
    try {
      await Promise.all(ids.map((id) => answerWriter(this.app.db).flush(id)));
      rows = await handBatch(
        this.app,
        ids,
        (tx) => lockOpenPapers(tx, ids),
        (p) => reasons.get(p.id) ?? 0,
      );
    } catch (err) {
      this.app.log.warn({ err, papers: ids.length }, '批量交卷失败，逐份交卷');
    }
    // Papers not closed by the batch (taken by another hand-in, closed before, or a failed batch) go one by one.
    await Promise.all(
      batch.map(async (r) => {
        try {
          const out = rows.get(r.paperId) ?? { paper: await handInPaperOne(this.app, r.paperId, r.reason) };
          for (const w of r.waiters) w.resolve(out);
        } catch (err) {
          for (const w of r.waiters) w.reject(err);
        }
      }),
    );
  }
}

/** The lane of an app (one per process; tests build several apps). */
export const handLane = perApp((app: AppContext) => new HandLane(app));

/**
 * Closes, in one transaction, the papers `claim` locks (`candidates`: the papers it may lock, whose keys are
 * loaded first, outside the transaction: PGlite has one connection); then the after-commit work. Answers
 * the rows of the papers it closed, as they are afterwards.
 */
export async function handBatch(
  app: AppContext,
  candidates: readonly string[],
  claim: Claim,
  reasonOf: (p: PaperDbRow) => number,
): Promise<Map<string, HandOutcome>> {
  const grader = graderCache(app);
  await grader.warm(app, await findQuScoresOf(app.db, candidates));
  const now = new Date();
  const certs: Array<Awaited<ReturnType<typeof grantCertFor>>> = [];
  const exams = new Map<string, ExamDbRow | undefined>();
  let closed: Closed[] = [];
  for (let attempt = 0; ; attempt++) {
    const missing: Array<{ quId: string; score: number }> = [];
    closed = await app.db.transaction(async (tx) => {
      const locked = await claim(tx);
      if (!locked.length) return [];
      const qus = await findPaperQusOf(
        tx,
        locked.map((p) => p.id),
      );
      for (const q of qus) if (!grader.has(q)) missing.push({ quId: q.quId, score: Number(q.score) });
      if (missing.length) return [];
      for (const examId of new Set(locked.map((p) => p.examId))) exams.set(examId, await findExamById(tx, examId));
      return closeLocked(app, tx, { locked, qus, exams, grader, now, certs, reasonOf });
    });
    // A question not in the cache (a paper the claim found that no candidate had): load it, then again.
    if (!missing.length || attempt > 0) break;
    await grader.warm(app, missing);
  }
  if (!closed.length) return new Map();
  await afterBatch(app, closed, certs, now);
  // One statement for the batch: the rows as closed, and whether each learner has another paper in progress.
  const after = await findHandedPapers(
    app.db,
    closed.map((c) => c.p.id),
  );
  const byId = new Map(closed.map((c) => [c.p.id, c]));
  return new Map(
    after.map(({ paper, otherOpen }) => {
      const qus = byId.get(paper.id)?.qus ?? [];
      return [paper.id, { paper, handed: { qus, exam: exams.get(paper.examId) ?? null, otherOpen } }];
    }),
  );
}

/** After the commit, for the batch: metrics, certificates, courses, the learners' sockets, the roll-ups. */
async function afterBatch(
  app: AppContext,
  closed: Closed[],
  certs: Array<Awaited<ReturnType<typeof grantCertFor>>>,
  now: Date,
): Promise<void> {
  for (const c of closed) {
    app.metrics.handIns.inc({ reason: String(c.reason) });
    if (c.reason === HandReason.TIMEOUT) app.metrics.sweepLag.observe((Date.now() - c.p.limitTime.getTime()) / 1000);
  }
  await afterCertGrants(app, certs);
  const byExam = new Map<string, string[]>();
  for (const c of closed) byExam.set(c.p.examId, [...(byExam.get(c.p.examId) ?? []), c.p.userId]);
  for (const [examId, userIds] of byExam) {
    await settleCoursesOfExamFor(app, examId, userIds).catch((err) =>
      app.log.error({ err, examId }, '交卷后结算课程失败'),
    );
  }
  await Promise.all(
    closed
      .filter((c) => c.reason !== HandReason.LEARNER)
      .map((c) =>
        notifyExamUsers(app, c.p.examId, [c.p.userId], {
          type: 'hand',
          msg: handMessage(c.reason, c.p),
          paperId: c.p.id,
        }).catch((err) => app.log.error({ err, paperId: c.p.id }, '交卷通知失败')),
      ),
  );
  const hands = closed.map((c) => ({ userId: c.p.userId, examId: c.p.examId, passed: c.passed }));
  await safely(app, recordHands(app, hands, now));
  await safely(
    app,
    recordPapersHanded(
      app,
      closed.map((c) => c.p.id),
    ),
  );
}
