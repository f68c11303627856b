import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { CHOICE_QU_TYPES, ErrorCode } from '@xuekao/contracts';
import type { ExamDbRow } from '../exam/exam.queries.ts';
import { drawPaper, shuffle } from '../exam/exam-compose.ts';
import { findOpenPaper, markApplyUsed } from '../exam/exam-entry.queries.ts';
import { checkEntry, consumeFaceToken } from '../exam/exam-entry.service.ts';
import { insertPaper } from './paper.queries.ts';
import type { PaperDraft } from './paper-create.queries.ts';
import { createLane } from './paper-create-lane.ts';
import { paperQuDetails } from './qu-cache.ts';

/** Option orders of the drawn choice questions when the exam shuffles options. */
async function optionOrders(app: AppContext, exam: ExamDbRow, quIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!exam.itemRand) return out;
  for (const [id, d] of await paperQuDetails(app, quIds)) {
    if (CHOICE_QU_TYPES.includes(d.quType)) out.set(id, shuffle(d.answerList.map((a) => a.id)));
  }
  return out;
}

/**
 * Draws a new paper of the exam for the learner (pools and question details come from per-app caches, so a
 * start storm reads no question per learner). Its deadline is the earlier of now + duration and the exam's end.
 */
export async function draftPaper(app: AppContext, exam: ExamDbRow, userId: string, applyId = ''): Promise<PaperDraft> {
  const drawn = await drawPaper(app, exam, {
    cacheKey: `${exam.id}:${exam.updateTime.getTime()}`,
    quRand: exam.quRand,
  });
  const orders = await optionOrders(
    app,
    exam,
    drawn.map((d) => d.quId),
  );
  const id = newId();
  const now = Date.now();
  return {
    paper: {
      id,
      examId: exam.id,
      userId,
      title: exam.title,
      totalScore: exam.totalScore,
      qualifyScore: exam.qualifyScore,
      quCount: drawn.length,
      limitTime: new Date(Math.min(now + exam.totalTime * 60_000, exam.endTime.getTime())),
      applyId,
      createTime: new Date(now),
    },
    qus: drawn.map((d, i) => ({
      paperId: id,
      quId: d.quId,
      repoId: d.repoId,
      sort: i + 1,
      quType: d.quType,
      score: d.score,
      optOrder: orders.get(d.quId) ?? null,
    })),
  };
}

/** A paper admitted by an approved application: the application is used up in the same transaction. */
function createWithApply(app: AppContext, d: PaperDraft, applyId: string): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const ok = await insertPaper(tx, d.paper, d.qus);
    if (ok && !(await markApplyUsed(tx, applyId))) throw AppError.fail('考试申请已被使用，请重新申请！');
    return ok;
  });
}

/**
 * `create-paper`: runs the entry check again (one statement), resumes the learner's paper of this exam in
 * progress, or draws a new one and writes it through the create lane (many learners' papers in one
 * statement). An approved application is used up and a face token consumed by the new paper.
 */
export async function createPaper(
  app: AppContext,
  session: Session,
  body: { examId?: string; id?: string; password: string; faceToken: string },
): Promise<{ id: string }> {
  const examId = body.examId ?? body.id;
  if (!examId) throw AppError.badParams('考试不能为空！');
  const entry = await checkEntry(app, session, examId, body);
  if (!entry.result.pass) throw new AppError(entry.code, entry.result.msg);
  if (entry.result.paperId) return { id: entry.result.paperId };
  const draft = await draftPaper(app, entry.exam, session.userId, entry.applyId);
  const created = entry.applyId
    ? await createWithApply(app, draft, entry.applyId)
    : await createLane(app).create(draft);
  if (!created) {
    // A second start at the same moment: the first paper wins.
    const open = await findOpenPaper(app.db, session.userId);
    if (open?.examId === examId) return { id: open.id };
    throw new AppError(ErrorCode.EXAM_IN_PROGRESS);
  }
  await consumeFaceToken(app, body.faceToken);
  return { id: draft.paper.id };
}
