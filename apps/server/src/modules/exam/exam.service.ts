import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import { sanitizeRichText } from '@server/lib/sanitize.ts';
import { scopeOf } from '@server/plugins/auth/data-scope.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type DashExamRow,
  type ExamDetail,
  type ExamLearnerRow,
  type ExamPagingBodySchema,
  type ExamSimple,
  type ExamStaffRow,
  NotifyTmplCode,
  type Page,
  Perm,
  type SaveExamParsed,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { sendMessage } from '../notify/notify-send.service.ts';
import { findQusByIds } from '../qu/qu.queries.ts';
import { findChaptersOfRepos, findReposByIdsOrTitles } from '../repo/repo.queries.ts';
import { assertRangeInScope } from '../user-ref/range-scope.ts';
import { presentExamDetail, presentExamSimple, presentLearnerExamRow, presentStaffExamRow } from './exam.presenter.ts';
import {
  countOpenPapersOfExams,
  deleteExamsByIds,
  type ExamDbRow,
  findDashExamPage,
  findExamPage,
  findExamRange,
  findLearnerExamPage,
  findUserIdsInRange,
  getExamById,
  insertExam,
  isInRange,
  replaceExamRange,
  updateExamById,
  updateExamStates,
} from './exam.queries.ts';
import { type Composition, checkComposable, compositionTotals } from './exam-compose.ts';
import { findLatestApply, findOpenPaperId, getRecordTries } from './exam-entry.queries.ts';

type PagingBody = z.output<typeof ExamPagingBodySchema>;

const isStaffViewer = async (app: AppContext, s: Session) => (await app.permissions.of(s.roleIds)).has(Perm.exam.list);

/**
 * Saves an exam (new without id). The composition must be drawable now (enough questions in every
 * rule), its totals are derived, the range rows replace the old ones (persons only when `userIds` is
 * sent), and the description is sanitized.
 */
export async function saveExam(app: AppContext, session: Session, body: SaveExamParsed): Promise<{ id: string }> {
  await assertPermission(app, session, body.id ? Perm.exam.edit : Perm.exam.add);
  if (body.id) await getExamById(app.db, body.id);
  await checkComposable(app, body);
  const totals = compositionTotals(body);
  if (body.qualifyScore > totals.totalScore) throw AppError.fail(`及格分不能大于试卷总分${totals.totalScore}分！`);
  const id = body.id ?? newId();
  const { id: _id, deptCodes, userIds, ...fields } = body;
  const row = {
    ...fields,
    content: sanitizeRichText(fields.content),
    startTime: new Date(fields.startTime),
    endTime: new Date(fields.endTime),
    password: fields.openType === 9 ? fields.password.trim() : '',
    rules: fields.composeType === 1 ? fields.rules : [],
    fixedQus: fields.composeType === 2 ? fields.fixedQus : [],
    ...totals,
  };
  // Persons left out: a new exam has none yet, an edit keeps its own (the form edits them one by one).
  const persons = row.openType === 3 ? (userIds ?? (body.id ? null : [])) : [];
  const depts = row.openType === 2 ? deptCodes : [];
  const before = body.id ? await findExamRange(app.db, body.id) : null;
  await assertRangeInScope(
    app,
    session,
    { deptCodes: depts, userIds: persons },
    before ? { deptCodes: before.deptCodes, userIds: before.users.map((u) => u.userId) } : undefined,
  );
  await app.db.transaction(async (tx) => {
    if (body.id) await updateExamById(tx, id, row);
    else await insertExam(tx, { ...row, id, createBy: session.userId });
    await replaceExamRange(tx, id, depts, persons);
  });
  return { id };
}

/** Titles a composition shows: banks, chapters and fixed questions. */
export async function compositionLookups(app: AppContext, c: Pick<Composition, 'rules' | 'fixedQus'>) {
  const repoIds = [...new Set(c.rules.map((r) => r.repoId))];
  const [repos, chapters, qus] = await Promise.all([
    repoIds.length ? findReposByIdsOrTitles(app.db, repoIds) : [],
    repoIds.length ? findChaptersOfRepos(app.db, repoIds) : [],
    c.fixedQus.length
      ? findQusByIds(
          app.db,
          c.fixedQus.map((q) => q.quId),
        )
      : [],
    app.dict.ready(),
  ]);
  const repoMap = new Map(repos.map((r) => [r.id, r.title]));
  const chapterMap = new Map(chapters.map((r) => [r.id, r.title]));
  const quMap = new Map(qus.map((q) => [q.id, q]));
  return {
    repoTitle: (id: string) => repoMap.get(id) ?? '',
    chapterTitle: (id: string) => chapterMap.get(id) ?? '',
    qu: (id: string) => quMap.get(id),
  };
}

/** Staff: the whole exam. A learner (no exam:list) gets what the check page shows, in range only. */
export async function examDetail(app: AppContext, session: Session, id: string): Promise<ExamDetail | ExamSimple> {
  if (!(await isStaffViewer(app, session))) return examSimpleDetail(app, session, id);
  const exam = await getExamById(app.db, id);
  const [range, lookups] = await Promise.all([findExamRange(app.db, id), compositionLookups(app, exam)]);
  return presentExamDetail(exam, app.dict, { ...range, ...lookups });
}

/** An exam the caller may see: staff any, a learner only an open exam in range. */
export async function getVisibleExam(app: AppContext, session: Session, id: string): Promise<ExamDbRow> {
  const exam = await getExamById(app.db, id);
  if (await isStaffViewer(app, session)) return exam;
  if (exam.state !== 0 || !(await isInRange(app.db, id, session.userId, session.deptCode))) {
    throw AppError.notFound('考试不存在！');
  }
  return exam;
}

export async function examSimpleDetail(app: AppContext, session: Session, id: string): Promise<ExamSimple> {
  const exam = await getVisibleExam(app, session, id);
  const [tries, apply, paperId] = await Promise.all([
    getRecordTries(app.db, id, session.userId),
    findLatestApply(app.db, id, session.userId),
    findOpenPaperId(app.db, session.userId, id),
    app.dict.ready(),
  ]);
  return presentExamSimple(exam, app.dict, { tries, applyState: apply?.state ?? -1, paperId: paperId ?? '' });
}

/**
 * `/paging`: staff see every exam (markCount counts only papers of learners within their data scope); a
 * learner sees open exams in range with their own results.
 */
export async function pageExams(
  app: AppContext,
  session: Session,
  body: PagingBody,
): Promise<Page<ExamStaffRow> | Page<ExamLearnerRow>> {
  await app.dict.ready();
  if (await isStaffViewer(app, session)) {
    const page = await findExamPage(app.db, body, body.params, await scopeOf(app, session));
    return mapPage(page, (r) => presentStaffExamRow(r, app.dict));
  }
  const page = await findLearnerExamPage(app.db, body, body.params, session);
  return mapPage(page, (r) => presentLearnerExamRow(r, app.dict));
}

export async function pageSelExams(app: AppContext, session: Session, body: PagingBody): Promise<Page<ExamStaffRow>> {
  const scope = await scopeOf(app, session);
  const [page] = await Promise.all([findExamPage(app.db, body, body.params, scope), app.dict.ready()]);
  return mapPage(page, (r) => presentStaffExamRow(r, app.dict));
}

/** Deletes exams; refused while a paper is in progress (papers and records stay as history). */
export async function deleteExams(app: AppContext, ids: string[]): Promise<void> {
  if ((await countOpenPapersOfExams(app.db, ids)) > 0) throw AppError.fail('有考生正在考试，不能删除！');
  await app.db.transaction((tx) => deleteExamsByIds(tx, ids));
}

export async function setExamState(app: AppContext, ids: string[], state: number): Promise<void> {
  if (state !== 0 && state !== 1) throw AppError.badParams('状态不正确！');
  await updateExamStates(app.db, ids, state);
}

const fmt = (d: Date) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(d);

/**
 * `/prepare-notify`: the `exam_publish` message to every active user the exam is open to and within the
 * sender's data scope (staff message only the users they manage; the answer says how many were sent).
 */
export async function prepareNotify(app: AppContext, session: Session, id: string): Promise<{ sent: number }> {
  const exam = await getExamById(app.db, id);
  const userIds = await findUserIdsInRange(app.db, exam, await scopeOf(app, session));
  return sendMessage(app, {
    tmplCode: NotifyTmplCode.EXAM_PUBLISH,
    userIds,
    vars: { examTitle: exam.title, startTime: fmt(exam.startTime), endTime: fmt(exam.endTime) },
  });
}

/** Dashboard: ongoing exams with papers in progress and handed in (of learners within the caller's scope). */
export async function pageDashExams(
  app: AppContext,
  session: Session,
  body: { current: number; size: number; orders: PagingBody['orders']; params: { title?: string } },
): Promise<Page<DashExamRow>> {
  const page = await findDashExamPage(app.db, body, body.params.title, await scopeOf(app, session));
  return mapPage(page, (r) => ({
    id: r.id,
    title: r.title,
    procCount: Number(r.procCount),
    handCount: Number(r.handCount),
  }));
}
