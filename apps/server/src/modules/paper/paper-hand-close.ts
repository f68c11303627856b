import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { type LearnerAnswer, QuType } from '@xuekao/contracts';
import { grantCertFor } from '../cert/cert-grant.service.ts';
import type { ExamDbRow } from '../exam/exam.queries.ts';
import { grantExamPassPoints } from '../points/points.service.ts';
import { gradeQuestion, sumScores } from '../qu/grading.ts';
import { unmaskAnswer } from '../qu/match-mask.ts';
import { toQuForAnswer } from '../qu/qu.presenter.ts';
import { recordExamWrongAnswersOf } from '../train/wrong-book.service.ts';
import type { PaperDbRow, PaperQuDbRow } from './paper.queries.ts';
import {
  closePapers,
  type PaperClose,
  type QuGrade,
  updatePaperQuGradesOf,
  upsertExamRecordsOf,
} from './paper-hand.queries.ts';
import type { GraderCache } from './paper-hand-grader.ts';
import { examCertSource } from './paper-hand-one.service.ts';

/** The hand-in lane's transaction work (paper-hand-lane.ts). */

/** A paper the batch closed: its row as locked, and its questions as graded (answers as read under the lock). */
export interface Closed {
  p: PaperDbRow;
  reason: number;
  score: number;
  passed: boolean | null;
  qus: PaperQuDbRow[];
}

/**
 * Inside the lane's transaction: grades the locked papers from cached keys and writes the papers, their
 * questions' grades, the exam records and the wrong-answer book with one statement each (points and
 * certificates per passed paper). Answers the papers it closed.
 */
export async function closeLocked(
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
    out.push({
      p,
      reason,
      score: objScore,
      passed,
      qus: graded.map((g) => ({
        ...g.pq,
        isRight: g.result.isRight,
        actualScore: g.result.score,
        subjective: g.result.subjective,
      })),
    });
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
