import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { mapPage } from '@server/lib/paging.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { notifyExamUsers, onlineUsers } from '@server/realtime/exam-hub.ts';
import {
  HandReason,
  type Page,
  type PaperPagingBodySchema,
  type PaperRow,
  type WatchPagingBodySchema,
  type WatchRow,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { getExamById } from '../exam/exam.queries.ts';
import { signedUrl } from '../file/private-files.ts';
import { leftSecondsOf, presentPaperRow } from './paper.presenter.ts';
import { handInPaper } from './paper-hand.service.ts';
import {
  findCaptures,
  findExamUserIdsAmong,
  findOpenPaperIdsOfExam,
  findOpenUserIdsOfExam,
  findPaperPage,
  findWatchPage,
} from './paper-list.queries.ts';
import { getPaperInScope, staffScope } from './paper-scope.ts';

/**
 * ExamWatch (docs/REQUIREMENTS.md#proctoring): who is online, progress, leaves, captures; warn; force
 * hand-in. Every call sees and acts on the examinees within the staff member's data scope only.
 */
export async function pageWatch(
  app: AppContext,
  session: Session,
  body: z.output<typeof WatchPagingBodySchema>,
): Promise<Page<WatchRow>> {
  const { examId, realName, state } = body.params;
  const scope = await staffScope(app, session);
  const [page] = await Promise.all([findWatchPage(app.db, body, { examId, realName, state, scope }), app.dict.ready()]);
  const online = await onlineUsers(
    app,
    body.params.examId,
    page.records.map((r) => r.userId),
  );
  const photos = new Map(
    await Promise.all(page.records.map(async (r) => [r.id, await signedUrl(app, r.lastCapture)] as const)),
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
    faceOuts: r.faceOuts,
    leftSeconds: r.state === 0 ? leftSecondsOf(r) : 0,
    lastCapture: photos.get(r.id) ?? '',
    createTime: r.createTime.toISOString(),
  }));
}

/**
 * Sends a warning to examinees in the caller's scope: the named ones who took this exam, or all with a
 * paper in progress when none are named.
 */
export async function warnExaminees(
  app: AppContext,
  session: Session,
  body: { examId: string; userIds: string[]; msg: string },
): Promise<{ sent: number }> {
  await getExamById(app.db, body.examId);
  const scope = await staffScope(app, session);
  const userIds = body.userIds.length
    ? await findExamUserIdsAmong(app.db, body.examId, [...new Set(body.userIds)], scope)
    : await findOpenUserIdsOfExam(app.db, body.examId, scope);
  if (!userIds.length) throw AppError.fail('当前没有正在考试的考生！');
  await notifyExamUsers(app, body.examId, userIds, { type: 'warn', msg: body.msg });
  return { sent: userIds.length };
}

/** Forces the hand-in of papers in progress of the exam (of learners in the caller's scope). */
export async function forceHand(
  app: AppContext,
  session: Session,
  body: { examId: string; paperIds: string[] },
): Promise<{ handed: number }> {
  const ids = await findOpenPaperIdsOfExam(app.db, body.examId, body.paperIds, await staffScope(app, session));
  let handed = 0;
  for (const id of ids) {
    const p = await handInPaper(app, id, HandReason.STAFF);
    if (p.handReason === HandReason.STAFF) handed++;
  }
  return { handed };
}

export async function paperCaptures(app: AppContext, session: Session, paperId: string) {
  await getPaperInScope(app, session, paperId);
  const rows = await findCaptures(app.db, paperId);
  return Promise.all(
    rows.map(async (c) => ({
      id: c.id,
      // Captures are private photos: staff with exam:watch get short-lived signed addresses.
      fileUrl: await signedUrl(app, c.fileUrl),
      pass: c.pass,
      msg: c.msg,
      createTime: c.createTime.toISOString(),
    })),
  );
}

/**
 * `/api/paper/paper/paging` and the marking list: papers of an exam. Staff (exam:list, exam:mark) see
 * those of learners within their data scope (params.userId narrows); a learner only their own, whatever
 * `userId` says.
 */
export async function pagePapers(
  app: AppContext,
  session: Session,
  body: z.output<typeof PaperPagingBodySchema>,
  staff: boolean,
): Promise<Page<PaperRow>> {
  const { examId, state, realName } = body.params;
  const f = staff
    ? { examId, state, realName, userId: body.params.userId, scope: await staffScope(app, session) }
    : { examId, state, realName, userId: session.userId };
  const [page] = await Promise.all([findPaperPage(app.db, body, f), app.dict.ready()]);
  return mapPage(page, (r) => presentPaperRow(r, app.dict));
}
