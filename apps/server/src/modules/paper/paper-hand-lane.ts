import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { perApp } from '@server/lib/per-app.ts';
import { notifyExamUsers } from '@server/realtime/exam-hub.ts';
import { HandReason, type LearnerAnswer, QuType } from '@xuekao/contracts';
import { afterCertGrants, grantCertFor } from '../cert/cert-grant.service.ts';
import { settleCoursesOfExamFor } from '../course/index.ts';
import { type ExamDbRow, findExamById } from '../exam/exam.queries.ts';
import { grantExamPassPoints } from '../points/points.service.ts';
import { gradeQuestion, sumScores } from '../qu/grading.ts';
import { unmaskAnswer } from '../qu/match-mask.ts';
import { toQuForAnswer } from '../qu/qu.presenter.ts';
import { recordPapersHanded } from '../stat/analysis-rollup.ts';
import { recordHands, safely } from '../stat/stat-rollup.ts';
import { recordExamWrongAnswersOf } from '../train/wrong-book.service.ts';
import { answerWriter } from './answer-writer.ts';
import type { PaperDbRow, PaperQuDbRow } from './paper.queries.ts';
import {
  closePapers,
  findPaperQusOf,
  findPapersByIds,
  findQuScoresOf,
  lockOpenPapers,
  type PaperClose,
  type QuGrade,
  updatePaperQuGradesOf,
  upsertExamRecordsOf,
} from './paper-hand.queries.ts';
import { type GraderCache, graderCache } from './paper-hand-grader.ts';
import { examCertSource, handInPaperOne, handMessage } from './paper-hand-one.service.ts';

/** Papers one batch closes at most. */
const MAX_BATCH = 200;
/** Batches of a process in flight at once (each is one transaction on its own connection). */
const IN_FLIGHT = 2;

interface Request {
  paperId: string;
  reason: number;
  waiters: Array<{ resolve: (p: PaperDbRow) => void; reject: (err: unknown) => void }>;
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
  hand(paperId: string, reason: number): Promise<PaperDbRow> {
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
    let rows = new Map<string, PaperDbRow>();
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
          const row = rows.get(r.paperId) ?? (await handInPaperOne(this.app, r.paperId, r.reason));
          for (const w of r.waiters) w.resolve(row);
        } catch (err) {
          for (const w of r.waiters) w.reject(err);
        }
      }),
    );
  }
}

/** The lane of an app (one per process; tests build several apps). */
export const handLane = perApp((app: AppContext) => new HandLane(app));

interface Closed {
  p: PaperDbRow;
  reason: number;
  score: number;
  passed: boolean | null;
}

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
): Promise<Map<string, PaperDbRow>> {
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
  const after = await findPapersByIds(
    app.db,
    closed.map((c) => c.p.id),
  );
  return new Map(after.map((p) => [p.id, p]));
}

async function closeLocked(
  app: AppContext,
  tx: DbOrTx,
  b: {
    locked: PaperDbRow[];
    qus: PaperQuDbRow[];
    exams: Map<string, ExamDbRow | undefined>;
    grader: GraderCache;
    now: Date;
    certs: Array<Awaited<ReturnType<typeof grantCertFor>>>;
    reasonOf: (p: PaperDbRow) => number;
  },
): Promise<Closed[]> {
  const qusOf = new Map<string, PaperQuDbRow[]>();
  for (const q of b.qus) qusOf.set(q.paperId, [...(qusOf.get(q.paperId) ?? []), q]);
  const closes: PaperClose[] = [];
  const grades: QuGrade[] = [];
  const wrong: Array<{ paperId: string; userId: string; examId: string; quId: string; repoId: string }> = [];
  const out: Closed[] = [];
  for (const p of b.locked) {
    const exam = b.exams.get(p.examId);
    const graded = (qusOf.get(p.id) ?? []).map((pq) => ({ pq, result: gradeOne(b.grader, exam, pq) }));
    const objScore = sumScores(graded.map((g) => g.result.score));
    const subjective = graded.some((g) => g.result.subjective);
    const passed = subjective ? null : objScore >= Number(p.qualifyScore);
    const reason = b.reasonOf(p);
    closes.push({
      id: p.id,
      state: subjective ? 1 : 2,
      reason,
      score: objScore,
      rights: graded.filter((g) => g.result.isRight).length,
      passed,
    });
    for (const g of graded) {
      grades.push({
        paperId: p.id,
        quId: g.pq.quId,
        isRight: g.result.isRight,
        actualScore: g.result.score,
        subjective: g.result.subjective,
      });
      if (!g.result.isRight && !g.result.subjective && g.pq.quType !== QuType.SHORT)
        wrong.push({ paperId: p.id, userId: p.userId, examId: p.examId, quId: g.pq.quId, repoId: g.pq.repoId });
    }
    out.push({ p, reason, score: objScore, passed });
  }
  const done = await closePapers(tx, closes, b.now);
  const kept = out.filter((c) => done.has(c.p.id));
  // A question of a paper in progress holds the defaults (not right, 0, not subjective): only the others are
  // written (a storm's unanswered and wrong questions cost no row version).
  await updatePaperQuGradesOf(
    tx,
    grades.filter((g) => done.has(g.paperId) && (g.isRight || g.actualScore !== 0 || g.subjective)),
  );
  await upsertExamRecordsOf(
    tx,
    kept.map((c) => ({
      examId: c.p.examId,
      userId: c.p.userId,
      paperId: c.p.id,
      score: c.score,
      passed: c.passed === true,
    })),
    b.now,
  );
  for (const c of kept) {
    if (!c.passed) continue;
    const exam = b.exams.get(c.p.examId);
    const points = exam?.points ?? 0;
    // exam_pass grants the exam's points: none to grant when it has none (the rule is not read then).
    if (points > 0)
      await grantExamPassPoints(
        tx,
        { userId: c.p.userId, examId: c.p.examId, title: c.p.title, points },
        app.config.SITE_TZ,
      );
    if (exam?.certId) b.certs.push(await grantCertFor(tx, examCertSource(c.p, exam.certId)));
  }
  await recordExamWrongAnswersOf(
    tx,
    wrong.filter((w) => done.has(w.paperId)),
  );
  return kept;
}

function gradeOne(grader: GraderCache, exam: ExamDbRow | undefined, pq: PaperQuDbRow) {
  const hit = grader.get(pq);
  if (!hit?.key || !hit.detail) return { score: 0, isRight: false, subjective: false };
  const stored = (pq.answer as LearnerAnswer | null) ?? {};
  const answer = unmaskAnswer(stored, toQuForAnswer(hit.detail));
  return gradeQuestion(hit.key, answer, { multiplePartialPercent: exam?.partialPercent ?? 0 });
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
