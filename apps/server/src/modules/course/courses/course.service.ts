import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import { sanitizeRichText } from '@server/lib/sanitize.ts';
import { scopeOf } from '@server/plugins/auth/data-scope.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type CourseAdminDetail,
  type CourseDetail,
  type CourseOption,
  type CoursePagingBodySchema,
  type CourseRow,
  type CourseSimple,
  CourseState,
  NotifyTmplCode,
  type Page,
  Perm,
  type SaveCourseBodySchema,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { findExamById } from '../../exam/exam.queries.ts';
import { sendMessage } from '../../notify/notify-send.service.ts';
import { assertRangeInScope } from '../../user-ref/range-scope.ts';
import { settleEditedCourse } from '../study/study.service.ts';
import {
  presentCourseAdminDetail,
  presentCourseDetail,
  presentCourseRow,
  presentCourseSimple,
  presentLearnerCourseRow,
} from './course.presenter.ts';
import {
  type CourseDbRow,
  deleteCoursesByIds,
  findCatTitles,
  findCourseFilesByIds,
  findCourseItems,
  findCoursePage,
  findCourseRange,
  findExistingUserIds,
  findMyStudy,
  findUserIdsInCourseRange,
  getCourseById,
  hasStudyRecords,
  insertCourse,
  type NewCourseItem,
  recomputeFinishCounts,
  replaceCourseItems,
  replaceCourseRange,
  updateCourseById,
  updateCourseStates,
} from './course.queries.ts';
import { studyableCourse } from './course-access.ts';
import { findLearnerCoursePage } from './course-learner.queries.ts';

type SaveBody = z.output<typeof SaveCourseBodySchema>;
type PagingBody = z.output<typeof CoursePagingBodySchema>;

/**
 * Saves a course (new without id; add needs course:add, edit course:edit). Every file must exist, the
 * exam too when one is set; the catalogue, range, file count and total seconds are rewritten in one
 * transaction. An edit never deletes study records: learners keep their time on files that stay, and their
 * finished-file counts are recounted against the new catalogue.
 */
export async function saveCourse(app: AppContext, session: Session, body: SaveBody): Promise<{ id: string }> {
  await assertPermission(app, session, body.id ? Perm.course.edit : Perm.course.add);
  if (body.id) await getCourseById(app.db, body.id);
  const chapters = body.chapters.filter((c) => c.fileIds.length);
  const fileIds = chapters.flatMap((c) => c.fileIds);
  const files = await findCourseFilesByIds(app.db, fileIds);
  if (files.length !== new Set(fileIds).size) throw AppError.fail('课件不存在！');
  if (body.examId && !(await findExamById(app.db, body.examId))) throw AppError.fail('考试不存在！');
  // Persons left out: a new course has none yet, an edit keeps its own (the form edits them one by one).
  const sent = body.openType === 3 ? body.userIds : [];
  let userIds: string[] | null = sent ? [] : body.id ? null : [];
  if (sent?.length) userIds = await findExistingUserIds(app.db, [...new Set(sent)]);
  if (sent?.length && !userIds?.length) throw AppError.fail('请选择学习人员！');

  const items: NewCourseItem[] = chapters.flatMap((c, chapterIdx) =>
    c.fileIds.map((fileId, sort) => ({ fileId, chapterIdx, chapterTitle: c.title, sort })),
  );
  const { id: _id, deptCodes, userIds: _u, chapters: _c, ...fields } = body;
  const row = {
    ...fields,
    content: sanitizeRichText(fields.content),
    startTime: new Date(fields.startTime),
    endTime: new Date(fields.endTime),
    fileCount: files.length,
    totalSec: files.reduce((s, f) => s + f.needLearn, 0),
  };
  const id = body.id ?? newId();
  const depts = row.openType === 2 ? deptCodes : [];
  const before = body.id ? await findCourseRange(app.db, body.id) : null;
  await assertRangeInScope(
    app,
    session,
    { deptCodes: depts, userIds },
    before ? { deptCodes: before.deptCodes, userIds: before.users.map((u) => u.id) } : undefined,
  );
  await app.db.transaction(async (tx) => {
    if (body.id) await updateCourseById(tx, id, row);
    else await insertCourse(tx, { ...row, id, createBy: session.userId });
    await replaceCourseItems(tx, id, items);
    await replaceCourseRange(tx, id, depts, userIds);
    if (body.id) await recomputeFinishCounts(tx, id);
  });
  if (body.id) await settleEditedCourse(app, await getCourseById(app.db, id));
  return { id };
}

/** Staff who manage courses may open any course (preview), whatever its state, time or range. */
async function managesCourses(app: AppContext, session: Session): Promise<boolean> {
  const held = await app.permissions.of(session.roleIds);
  return held.has(Perm.course.list) || held.has(Perm.course.edit);
}

/** The course a caller may open: any for course staff, else one the learner may study now (else 10010003). */
async function viewableCourse(app: AppContext, session: Session, id: string): Promise<CourseDbRow> {
  if (await managesCourses(app, session)) return getCourseById(app.db, id);
  return studyableCourse(app, session, id);
}

/** `/detail`: the course, its catalogue (no file addresses) and the caller's own progress. */
export async function courseDetail(app: AppContext, session: Session, id: string): Promise<CourseDetail> {
  const course = await viewableCourse(app, session, id);
  const [rows, study] = await Promise.all([
    findCourseItems(app.db, id),
    findMyStudy(app.db, id, session.userId),
    app.dict.ready(),
  ]);
  return presentCourseDetail(course, rows, study, app.dict);
}

/** `/simple-detail`: the study settings of a course the caller may open. */
export async function courseSimpleDetail(app: AppContext, session: Session, id: string): Promise<CourseSimple> {
  return presentCourseSimple(await viewableCourse(app, session, id));
}

/** `/admin/detail`: what the edit form holds, with the names of the listed persons and the files. */
export async function courseAdminDetail(app: AppContext, id: string): Promise<CourseAdminDetail> {
  const course = await getCourseById(app.db, id);
  const [range, rows] = await Promise.all([findCourseRange(app.db, id), findCourseItems(app.db, id), app.dict.ready()]);
  const catTitles = await findCatTitles(
    app.db,
    rows.map((r) => r.file.catId),
  );
  return presentCourseAdminDetail(course, range, rows, catTitles, app.dict);
}

/** `/paging` (staff and course selects): every course, newest first, without progress. */
export async function pageCourses(app: AppContext, body: PagingBody): Promise<Page<CourseRow>> {
  const [page] = await Promise.all([findCoursePage(app.db, body, body.params), app.dict.ready()]);
  return mapPage(page, (r) => presentCourseRow(r, app.dict));
}

/**
 * `/options` (the course select, e.g. the exam list's course filter): ids and titles only, so a holder of
 * `exam:list` alone can filter by course without reading the course rows `/paging` gives.
 */
export async function pageCourseOptions(app: AppContext, body: PagingBody): Promise<Page<CourseOption>> {
  const page = await findCoursePage(app.db, body, body.params);
  return mapPage(page, (r) => ({ id: r.id, title: r.title }));
}

/** `/user-paging`: the courses the caller may study now, with their progress. */
export async function pageMyCourses(app: AppContext, session: Session, body: PagingBody): Promise<Page<CourseRow>> {
  const [page] = await Promise.all([findLearnerCoursePage(app.db, body, body.params, session), app.dict.ready()]);
  return mapPage(page, (r) => presentLearnerCourseRow(r, app.dict));
}

/** Opens (0) or disables (1) courses; a disabled course disappears for learners and study stops. */
export async function setCourseState(app: AppContext, ids: string[], state: number): Promise<void> {
  if (state !== CourseState.OPEN && state !== CourseState.DISABLED) throw AppError.badParams('课程状态不正确！');
  await updateCourseStates(app.db, ids, state);
}

/** Deletes courses without study records; a course that was studied is kept (disable it instead). */
export async function deleteCourses(app: AppContext, ids: string[]): Promise<void> {
  await app.db.transaction(async (tx) => {
    if (await hasStudyRecords(tx, ids)) throw AppError.fail('有学习记录的课程不能删除，请禁用！');
    await deleteCoursesByIds(tx, ids);
  });
}

/**
 * `/prepare-notify`: the `course_publish` message to every active user the course is open to and within
 * the sender's data scope; answers how many were sent.
 */
export async function notifyCourse(app: AppContext, session: Session, id: string): Promise<{ count: number }> {
  const course = await getCourseById(app.db, id);
  const userIds = await findUserIdsInCourseRange(app.db, course, await scopeOf(app, session));
  const { sent } = await sendMessage(app, {
    tmplCode: NotifyTmplCode.COURSE_PUBLISH,
    userIds,
    vars: { courseTitle: course.title },
  });
  return { count: sent };
}
