import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import { scopeOf } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  ApplyState,
  type ExamApplyPagingBodySchema,
  type ExamApplyRow,
  NotifyTmplCode,
  type Page,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { sendMessage } from '../notify/notify-send.service.ts';
import { findExamById } from './exam.queries.ts';
import { getVisibleExam } from './exam.service.ts';
import { type ApplyListRow, findApplyPage, findApplysInScope } from './exam-apply.queries.ts';
import { findLatestApply, insertApply, updateApplysAudit } from './exam-entry.queries.ts';

/**
 * Exam applications (docs/REQUIREMENTS.md#exams): a learner refused at entry asks; staff approve or reject;
 * an approved application lets the learner in once without face check or password.
 */

/** `/api/exam/apply/save`: one pending application per learner and exam at a time. */
export async function saveApply(app: AppContext, session: Session, examId: string, applyMsg: string): Promise<void> {
  const exam = await getVisibleExam(app, session, examId);
  if (Date.now() >= exam.endTime.getTime()) throw AppError.fail('考试已结束，无法申请！');
  // An application stands in for the password or the face check: other exams have nothing to waive.
  if (exam.openType !== 9 && !exam.faceOn) throw AppError.fail('本场考试无需申请，可直接开始考试！');
  const latest = await findLatestApply(app.db, examId, session.userId);
  if (latest?.state === ApplyState.PENDING) throw AppError.fail('您已提交过申请，请等待管理员审核！');
  if (latest?.state === ApplyState.APPROVED && !latest.used) {
    throw AppError.fail('您的申请已通过，可以直接开始考试！');
  }
  await insertApply(app.db, { id: newId(), examId, userId: session.userId, applyMsg });
}

/**
 * `/api/exam/apply/audit`: decides pending applications and tells each learner. Only applications of
 * learners within the caller's data scope (an approval waives the exam password or face check): if any
 * chosen one is outside it, nothing is decided and the answer is 10010003, as for a missing one.
 */
export async function auditApplys(
  app: AppContext,
  session: Session,
  body: { ids: string[]; state: number; auditMsg: string },
): Promise<void> {
  const ids = [...new Set(body.ids)];
  const found = await findApplysInScope(app.db, ids, await scopeOf(app, session));
  if (found.length !== ids.length) throw AppError.notFound('申请不存在！');
  const rows = found.filter((r) => r.state === ApplyState.PENDING);
  if (!rows.length) throw AppError.fail('所选申请已审核，无需重复审核！');
  await app.db.transaction(async (tx) => {
    await updateApplysAudit(
      tx,
      rows.map((r) => r.id),
      { state: body.state, auditMsg: body.auditMsg, auditBy: session.userId },
    );
    const byExam = new Map<string, string[]>();
    for (const r of rows) byExam.set(r.examId, [...(byExam.get(r.examId) ?? []), r.userId]);
    for (const [examId, userIds] of byExam) {
      const exam = await findExamById(tx, examId);
      await sendMessage(
        app,
        {
          tmplCode: NotifyTmplCode.APPLY_AUDIT,
          userIds,
          vars: {
            examTitle: exam?.title ?? '',
            auditResult: body.state === ApplyState.APPROVED ? '已通过，可以直接开始考试' : '未通过',
            auditMsg: body.auditMsg ? `审核意见：${body.auditMsg}` : '',
          },
        },
        tx,
      );
    }
  });
}

function presentApply(r: ApplyListRow, app: AppContext): ExamApplyRow {
  return {
    id: r.id,
    examId: r.examId,
    examId_dictText: r.examTitle,
    userId: r.userId,
    realName: r.realName,
    deptCode_dictText: app.dict.deptName(r.deptCode),
    applyMsg: r.applyMsg,
    state: r.state,
    state_dictText: app.dict.text('apply_state', r.state),
    auditMsg: r.auditMsg,
    used: r.used,
    createTime: r.createTime.toISOString(),
    auditTime: r.auditTime?.toISOString() ?? '',
  };
}

/** `/api/exam/apply/paging`: the applications of learners within the caller's data scope. */
export async function pageApplys(
  app: AppContext,
  session: Session,
  body: z.output<typeof ExamApplyPagingBodySchema>,
): Promise<Page<ExamApplyRow>> {
  const scope = await scopeOf(app, session);
  const [page] = await Promise.all([findApplyPage(app.db, body, body.params, scope), app.dict.ready()]);
  return mapPage(page, (r) => presentApply(r, app));
}
