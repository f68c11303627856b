import type { AppContext } from '@server/app-context.ts';
import { notifyExamUsers } from '@server/realtime/exam-hub.ts';
import { GrantType, HandReason, type LearnerAnswer, QuType, TEXTS } from '@xuekao/contracts';
import { afterCertGrants, grantCertFor } from '../cert/cert-grant.service.ts';
import { settleCoursesOfExam } from '../course/index.ts';
import { findExamById } from '../exam/exam.queries.ts';
import { grantExamPassPoints } from '../points/points.service.ts';
import { type GradeResult, gradeQuestion, sumScores } from '../qu/grading.ts';
import { unmaskAnswer } from '../qu/match-mask.ts';
import { toQuForAnswer } from '../qu/qu.presenter.ts';
import { loadGradable } from '../qu/qu-load.ts';
import { recordPaperHanded } from '../stat/analysis-rollup.ts';
import { recordHand, safely } from '../stat/stat-rollup.ts';
import { recordExamWrongAnswers } from '../train/wrong-book.service.ts';
import { answerWriter } from './answer-writer.ts';
import {
  closePaper,
  findPaperQus,
  getPaperById,
  lockOpenPaper,
  type PaperDbRow,
  type PaperQuDbRow,
  updatePaperQuGrades,
  upsertExamRecord,
} from './paper.queries.ts';
import { paperQuDetails } from './qu-cache.ts';

/**
 * Hand-in of one paper: the path of a paper the hand-in lane (paper-hand-lane.ts) could not take in its
 * batch (locked by another transaction, or its batch failed). Idempotent: the paper is closed by a
 * conditional update from state 0, so a second caller writes nothing and gets the paper as the first one
 * left it.
 */

export interface GradedQu {
  pq: PaperQuDbRow;
  result: GradeResult;
}

type Grader = (qus: PaperQuDbRow[]) => GradedQu[];

/**
 * Loads what grading a paper needs (the exam's partial-credit rule, the questions and their keys) and
 * answers a pure function that grades the paper's rows as they are: the hand-in calls it inside its
 * transaction, where it may not read through `app.db` (PGlite has one connection).
 */
export async function loadGrader(
  app: AppContext,
  exam: { partialPercent: number } | null,
  qus: PaperQuDbRow[],
): Promise<Grader> {
  const quIds = qus.map((q) => q.quId);
  const [details, keys] = await Promise.all([
    paperQuDetails(app, quIds),
    loadGradable(app, quIds, new Map(qus.map((q) => [q.quId, Number(q.score)]))),
  ]);
  return (rows) =>
    rows.map((pq) => {
      const key = keys.get(pq.quId);
      const detail = details.get(pq.quId);
      if (!key || !detail) return { pq, result: { score: 0, isRight: false, subjective: false } };
      const stored = (pq.answer as LearnerAnswer | null) ?? {};
      const answer = unmaskAnswer(stored, toQuForAnswer(detail));
      return { pq, result: gradeQuestion(key, answer, { multiplePartialPercent: exam?.partialPercent ?? 0 }) };
    });
}

/**
 * Closes the paper with its grades; answers the paper as it is afterwards. Ordered with fill-answer
 * (issue 10): the answers this process holds for the paper are flushed first, then the transaction locks
 * the paper row FOR UPDATE and reads the answers. The answer statement locks the paper FOR KEY SHARE and
 * only writes while it is in progress, so every answer acknowledged before the lock is graded, and any
 * later one waits for the commit and is refused (PAPER_CLOSED).
 */
export async function handInPaperOne(app: AppContext, paperId: string, reason: number): Promise<PaperDbRow> {
  const p = await getPaperById(app.db, paperId);
  if (p.state !== 0) return p;
  await answerWriter(app.db).flush(paperId);
  const [qus, exam] = await Promise.all([findPaperQus(app.db, paperId), findExamById(app.db, p.examId)]);
  const grade = await loadGrader(app, exam ?? null, qus);
  const points = exam?.points ?? 0;
  let cert: Awaited<ReturnType<typeof grantCertFor>> = null;
  let handPassed: boolean | null = null;
  const closed = await app.db.transaction(async (tx) => {
    if (!(await lockOpenPaper(tx, paperId))) return false;
    const graded = grade(await findPaperQus(tx, paperId));
    const objScore = sumScores(graded.map((g) => g.result.score));
    const subjective = graded.some((g) => g.result.subjective);
    const passed = subjective ? null : objScore >= Number(p.qualifyScore);
    const ok = await closePaper(tx, paperId, {
      state: subjective ? 1 : 2,
      handReason: reason,
      handTime: new Date(),
      userScore: objScore,
      objScore,
      subjScore: 0,
      rightCount: graded.filter((g) => g.result.isRight).length,
      passed,
    });
    if (!ok) return false;
    handPassed = passed;
    await updatePaperQuGrades(
      tx,
      paperId,
      graded.map((g) => ({
        quId: g.pq.quId,
        isRight: g.result.isRight,
        actualScore: g.result.score,
        subjective: g.result.subjective,
      })),
    );
    await upsertExamRecord(tx, {
      examId: p.examId,
      userId: p.userId,
      paperId,
      score: objScore,
      passed: passed === true,
      countTry: true,
    });
    if (passed)
      await grantExamPassPoints(tx, { userId: p.userId, examId: p.examId, title: p.title, points }, app.config.SITE_TZ);
    if (passed) cert = await grantCertFor(tx, examCertSource(p, exam?.certId));
    const wrong = graded.filter((g) => !g.result.isRight && !g.result.subjective && g.pq.quType !== QuType.SHORT);
    await recordExamWrongAnswers(
      tx,
      p.userId,
      p.examId,
      wrong.map((g) => ({ quId: g.pq.quId, repoId: g.pq.repoId })),
    );
    return true;
  });
  if (closed) {
    app.metrics.handIns.inc({ reason: String(reason) });
    if (reason === HandReason.TIMEOUT) app.metrics.sweepLag.observe((Date.now() - p.limitTime.getTime()) / 1000);
  }
  if (closed) await afterCertGrants(app, [cert]);
  if (closed) await settleCoursesOfExam(app, p.userId, p.examId);
  if (closed && reason !== HandReason.LEARNER) {
    await notifyExamUsers(app, p.examId, [p.userId], { type: 'hand', msg: handMessage(reason, p), paperId });
  }
  const after = await getPaperById(app.db, paperId);
  if (closed) {
    const hand = { examId: p.examId, passed: handPassed };
    await safely(app, recordHand(app, { id: p.userId }, hand, after.handTime ?? undefined));
    await safely(app, recordPaperHanded(app, paperId));
  }
  return after;
}

/** The certificate an exam grants on pass (none when it has none or was deleted meanwhile). */
export function examCertSource(p: Pick<PaperDbRow, 'userId' | 'examId' | 'title'>, certId: string | undefined) {
  return {
    certId: certId ?? '',
    userId: p.userId,
    grantType: GrantType.EXAM,
    refType: 'exam' as const,
    refId: p.examId,
    sourceName: p.title,
  };
}

/** The points an exam grants on pass (0 when it was deleted meanwhile). */
export async function examPoints(app: AppContext, examId: string): Promise<number> {
  return (await findExamById(app.db, examId))?.points ?? 0;
}

/** What the learner's exam socket is told when the paper was handed in by the server or staff. */
export function handMessage(reason: number, p: Pick<PaperDbRow, 'faceStreak'>): string {
  // A face hand-in says the spec's text with the number of failures (the page's own notice says the same).
  if (reason === HandReason.FACE) return TEXTS.examFaceBreak['zh-CN'].replace('{n}', String(p.faceStreak));
  return HAND_TEXT[reason] ?? '试卷已交卷！';
}

const HAND_TEXT: Record<number, string> = {
  [HandReason.TIMEOUT]: '考试时间已到，系统已自动交卷！',
  [HandReason.LEAVE]: '离开次数超过限制，系统已强制交卷！',
  [HandReason.STAFF]: '管理员已将您的试卷强制交卷！',
  [HandReason.ACTION]: '长时间无操作次数超过限制，系统已强制交卷！',
};
