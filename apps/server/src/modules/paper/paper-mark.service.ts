import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type LearnerAnswer,
  type MarkPaperDetail,
  type MarkQu,
  NotifyTmplCode,
  type PaperResult,
  QuType,
} from '@xuekao/contracts';
import { afterCertGrants, grantCertFor } from '../cert/cert-grant.service.ts';
import { settleCoursesOfExam } from '../course/index.ts';
import { findExamById } from '../exam/exam.queries.ts';
import { sendMessage } from '../notify/notify-send.service.ts';
import { grantExamPassPoints } from '../points/points.service.ts';
import { checkMarkedScore, sumScores } from '../qu/grading.ts';
import { loadGradable } from '../qu/qu-load.ts';
import { recordPaperMarked } from '../stat/analysis-rollup.ts';
import { recordMarkedPass, safely } from '../stat/stat-rollup.ts';
import { findUserById } from '../user/user.queries.ts';
import { presentPaperRow } from './paper.presenter.ts';
import {
  findPaperQus,
  getPaperById,
  type PaperDbRow,
  type PaperQuDbRow,
  updatePaperInState,
  updatePaperQuMarks,
  upsertExamRecord,
} from './paper.queries.ts';
import { examCertSource, examPoints } from './paper-hand-one.service.ts';
import { presentStaffResult } from './paper-result.service.ts';
import { getPaperInScope } from './paper-scope.ts';
import { paperQuDetails } from './qu-cache.ts';

/**
 * Marking (docs/REQUIREMENTS.md#marking): staff give each subjective answer of a paper awaiting marking
 * a score within its maximum; finishing sets the final score, pass, the exam record, and messages the
 * learner. Scores of a composite's short-answer children are kept by child id. Only papers of learners
 * within the marker's data scope (paper-scope.ts); others read as missing.
 */

type Marks = Record<string, { score: number; remark: string }>;

/** Every answer of the paper that needs a hand-given score. */
async function markItems(app: AppContext, qus: PaperQuDbRow[]): Promise<MarkQu[]> {
  const subj = qus.filter((q) => q.subjective);
  const ids = subj.map((q) => q.quId);
  const [details, keys] = await Promise.all([
    paperQuDetails(app, ids),
    loadGradable(app, ids, new Map(subj.map((q) => [q.quId, Number(q.score)]))),
  ]);
  const out: MarkQu[] = [];
  for (const pq of subj) {
    const d = details.get(pq.quId);
    const key = keys.get(pq.quId);
    if (!d || !key) continue;
    const answer = (pq.answer as LearnerAnswer | null) ?? {};
    const marks: Marks = (pq.marks as Marks | null) ?? {};
    const item = (
      subId: string,
      content: string,
      analysis: string,
      maxScore: number,
      text: string | undefined,
    ): MarkQu => ({
      quId: pq.quId,
      subId,
      sort: pq.sort,
      content,
      analysis,
      maxScore,
      answerText: text ?? '',
      markedScore: marks[subId]?.score ?? null,
      remark: marks[subId]?.remark ?? '',
    });
    if (key.quType === QuType.SHORT) out.push(item('', d.content, d.analysis, Number(pq.score), answer.text));
    else if (key.quType === QuType.COMPOSITE) {
      for (const child of key.children) {
        if (child.quType !== QuType.SHORT) continue;
        const cd = d.subList.find((s) => s.id === child.id);
        out.push(
          item(
            child.id,
            `${d.content}${cd?.content ?? ''}`,
            cd?.analysis ?? '',
            child.score,
            answer.children?.[child.id]?.text,
          ),
        );
      }
    }
  }
  return out;
}

async function awaitingPaper(app: AppContext, session: Session, id: string): Promise<PaperDbRow> {
  const p = await getPaperInScope(app, session, id);
  if (p.state !== 1) throw AppError.fail(p.state === 0 ? '试卷尚未交卷，不能阅卷！' : '该试卷已完成阅卷！');
  return p;
}

export async function markPaperDetail(app: AppContext, session: Session, id: string): Promise<MarkPaperDetail> {
  const p = await getPaperInScope(app, session, id);
  const [qus, user] = await Promise.all([findPaperQus(app.db, id), findUserById(app.db, p.userId), app.dict.ready()]);
  return {
    paper: presentPaperRow({ ...p, realName: user?.realName ?? '', deptCode: user?.deptCode ?? '' }, app.dict),
    objScore: Number(p.objScore),
    qus: await markItems(app, qus),
  };
}

/** Scores one subjective answer (0..its maximum). */
export async function markFill(
  app: AppContext,
  session: Session,
  body: { paperId: string; quId: string; subId: string; score: number; remark: string },
): Promise<MarkPaperDetail> {
  await awaitingPaper(app, session, body.paperId);
  const qus = await findPaperQus(app.db, body.paperId);
  const item = (await markItems(app, qus)).find((m) => m.quId === body.quId && m.subId === body.subId);
  const pq = qus.find((q) => q.quId === body.quId);
  if (!item || !pq) throw AppError.notFound('该试题不需要阅卷！');
  let score: number;
  try {
    score = checkMarkedScore(body.score, item.maxScore);
  } catch (e) {
    throw AppError.fail(`${(e as Error).message}！`);
  }
  const marks: Marks = { ...((pq.marks as Marks | null) ?? {}), [body.subId]: { score, remark: body.remark } };
  await updatePaperQuMarks(app.db, body.paperId, body.quId, { marks });
  return markPaperDetail(app, session, body.paperId);
}

/** Finishes the marking: final score, pass, record, and the `mark_done` message. Idempotent. */
export async function markFinish(app: AppContext, session: Session, id: string): Promise<PaperResult> {
  const p = await getPaperInScope(app, session, id);
  if (p.state === 2) return presentStaffResult(app, p);
  await awaitingPaper(app, session, id);
  const qus = await findPaperQus(app.db, id);
  const items = await markItems(app, qus);
  const left = items.filter((m) => m.markedScore === null).length;
  if (left) throw AppError.fail(`还有${left}道主观题未评分，请完成后再提交！`);
  const byQu = new Map<string, number>();
  for (const m of items) byQu.set(m.quId, sumScores([byQu.get(m.quId) ?? 0, m.markedScore ?? 0]));
  const subjScore = sumScores(byQu.values());
  const userScore = sumScores([Number(p.objScore), subjScore]);
  const passed = userScore >= Number(p.qualifyScore);
  const subjQus = qus.filter((q) => q.subjective);
  const finalOf = (pq: PaperQuDbRow) => sumScores([Number(pq.actualScore), byQu.get(pq.quId) ?? 0]);
  const rightCount = p.rightCount + subjQus.filter((pq) => finalOf(pq) >= Number(pq.score)).length;
  const points = passed ? await examPoints(app, p.examId) : 0;
  const certId = passed ? (await findExamById(app.db, p.examId))?.certId : undefined;
  let cert: Awaited<ReturnType<typeof grantCertFor>> = null;
  const done = await app.db.transaction(async (tx) => {
    const ok = await updatePaperInState(tx, id, 1, { state: 2, subjScore, userScore, passed, rightCount });
    if (!ok) return false;
    for (const pq of subjQus) {
      const actual = finalOf(pq);
      await updatePaperQuMarks(tx, id, pq.quId, { actualScore: actual, isRight: actual >= Number(pq.score) });
    }
    await upsertExamRecord(tx, {
      examId: p.examId,
      userId: p.userId,
      paperId: id,
      score: userScore,
      passed,
      countTry: false,
    });
    if (passed)
      await grantExamPassPoints(tx, { userId: p.userId, examId: p.examId, title: p.title, points }, app.config.SITE_TZ);
    if (passed) cert = await grantCertFor(tx, examCertSource(p, certId));
    await app.dict.ready();
    await sendMessage(
      app,
      {
        tmplCode: NotifyTmplCode.MARK_DONE,
        userIds: [p.userId],
        vars: { examTitle: p.title, score: String(userScore), result: app.dict.text('exam_result', passed ? 1 : 0) },
      },
      tx,
    );
    return true;
  });
  if (!done) throw AppError.fail('该试卷已完成阅卷！');
  await afterCertGrants(app, [cert]);
  await settleCoursesOfExam(app, p.userId, p.examId);
  if (passed) await safely(app, recordMarkedPass(app, { id: p.userId }, p.handTime ?? new Date()));
  const rightChanges = subjQus.map((pq) => ({
    quId: pq.quId,
    repoId: pq.repoId,
    delta: Number(finalOf(pq) >= Number(pq.score)) - Number(pq.isRight),
  }));
  await safely(app, recordPaperMarked(app, id, rightChanges));
  return presentStaffResult(app, await getPaperById(app.db, id));
}
