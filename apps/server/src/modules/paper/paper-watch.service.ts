import {
  HandReason,
  type Page,
  type PaperPagingBodySchema,
  type PaperRow,
  type WatchPagingBodySchema,
  type WatchRow,
} from '@xuekao/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { mapPage } from '../../lib/paging.ts';
import type { Session } from '../../plugins/auth/sessions.ts';
import { notifyExamUsers, onlineUsers } from '../../realtime/exam-hub.ts';
import { getExamById } from '../exam/exam.queries.ts';
import { leftSecondsOf, presentPaperRow } from './paper.presenter.ts';
import { getPaperById } from './paper.queries.ts';
import { handInPaper } from './paper-hand.service.ts';
import {
  findCaptures,
  findOpenPaperIdsOfExam,
  findOpenUserIdsOfExam,
  findPaperPage,
  findWatchPage,
} from './paper-list.queries.ts';

/** ExamWatch (server-behaviour.md "Exam socket"): who is online, progress, leaves, captures; warn; force hand-in. */
export async function pageWatch(
  app: AppContext,
  body: z.output<typeof WatchPagingBodySchema>,
): Promise<Page<WatchRow>> {
  const [page] = await Promise.all([findWatchPage(app.db, body, body.params), app.dict.ready()]);
  const online = await onlineUsers(
    app,
    body.params.examId,
    page.records.map((r) => r.userId),
  );
  return mapPage(page, (r) => ({
    paperId: r.id,
    userId: r.userId,
    realName: r.realName,
    deptCode_dictText: app.dict.deptName(r.deptCode),
    online: r.state === 0 && online.has(r.userId),
    state: r.state,
    state_dictText: app.dict.text('paper_state', r.state),
    answeredCount: r.answeredCount,
    quCount: r.quCount,
    leaveTimes: r.leaveTimes,
    captureCount: r.captureCount,
    faceFails: r.faceFails,
    leftSeconds: r.state === 0 ? leftSecondsOf(r) : 0,
    lastCapture: r.lastCapture,
    createTime: r.createTime.toISOString(),
  }));
}

/** Sends a warning to examinees (all with a paper in progress when none are named). */
export async function warnExaminees(
  app: AppContext,
  body: { examId: string; userIds: string[]; msg: string },
): Promise<{ sent: number }> {
  await getExamById(app.db, body.examId);
  const userIds = body.userIds.length ? body.userIds : await findOpenUserIdsOfExam(app.db, body.examId);
  if (!userIds.length) throw AppError.fail('当前没有正在考试的考生！');
  await notifyExamUsers(app, body.examId, userIds, { type: 'warn', msg: body.msg });
  return { sent: userIds.length };
}

/** Forces the hand-in of papers in progress of the exam. */
export async function forceHand(
  app: AppContext,
  body: { examId: string; paperIds: string[] },
): Promise<{ handed: number }> {
  const ids = await findOpenPaperIdsOfExam(app.db, body.examId, body.paperIds);
  let handed = 0;
  for (const id of ids) {
    const p = await handInPaper(app, id, HandReason.STAFF);
    if (p.handReason === HandReason.STAFF) handed++;
  }
  return { handed };
}

export async function paperCaptures(app: AppContext, paperId: string) {
  await getPaperById(app.db, paperId);
  return (await findCaptures(app.db, paperId)).map((c) => ({
    id: c.id,
    fileUrl: c.fileUrl,
    pass: c.pass,
    msg: c.msg,
    createTime: c.createTime.toISOString(),
  }));
}

/**
 * `/api/paper/paper/paging`: papers of an exam. Staff holding exam:list see anyone's (params.userId);
 * a learner only their own, whatever `userId` says.
 */
export async function pagePapers(
  app: AppContext,
  session: Session,
  body: z.output<typeof PaperPagingBodySchema>,
  staff: boolean,
): Promise<Page<PaperRow>> {
  const f = { ...body.params, userId: staff ? body.params.userId : session.userId };
  const [page] = await Promise.all([findPaperPage(app.db, body, f), app.dict.ready()]);
  return mapPage(page, (r) => presentPaperRow(r, app.dict));
}
