import type { AppContext } from '@server/app-context.ts';
import { buildWorkbook, type ExcelColumn } from '@server/lib/excel.ts';
import { mapPage } from '@server/lib/paging.ts';
import { scopeOf } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import type {
  CourseStatBodySchema,
  CourseStatSummarySchema,
  CourseStatUserSchema,
  DashCoursePagingBodySchema,
  DashCourseRowSchema,
  Page,
} from '@xuekao/contracts';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import { countCourseLearnersRollup, countFileLearnersRollup } from '../../stat/analysis.queries.ts';
import { flushCourseSeconds } from '../../stat/analysis-rollup.ts';
import { presentStatUser } from '../courses/course.presenter.ts';
import { findCourseItems, getCourseById } from '../courses/course.queries.ts';
import {
  countCourseLearners,
  countFileLearners,
  findDashCoursePage,
  findStatUserPage,
  findStatUsersForExport,
} from './course-stat.queries.ts';

type StatBody = z.output<typeof CourseStatBodySchema>;
type StatSummary = z.output<typeof CourseStatSummarySchema>;
type StatUser = z.output<typeof CourseStatUserSchema>;
type DashBody = z.output<typeof DashCoursePagingBodySchema>;
type DashRow = z.output<typeof DashCourseRowSchema>;

/** Most rows one export writes. */
export const STAT_EXPORT_MAX_ROWS = 50_000;

/**
 * Course statistics (issue 11 item 6). Every number and row counts only learners within the caller's data
 * scope, so a staff member limited to a department learns nothing about learners outside it.
 */

/** The course's files in order and the seconds it asks for now. */
async function courseShape(app: AppContext, courseId: string) {
  const course = await getCourseById(app.db, courseId);
  const rows = await findCourseItems(app.db, courseId);
  const needSec = rows.reduce((s, r) => s + r.file.needLearn, 0);
  return { course, rows, needSec };
}

/** `/stat/summary`: learners, finished, average seconds, and per file learners and finished. */
export async function courseStatSummary(app: AppContext, session: Session, courseId: string): Promise<StatSummary> {
  const { course, rows } = await courseShape(app, courseId);
  const scope = await scopeOf(app, session);
  // The roll-ups (modules/stat) unless the caller sees only their own rows.
  const raw = scope.kind === 'self';
  if (!raw) await flushCourseSeconds(app);
  const [totals, perFile] = await Promise.all([
    (raw ? countCourseLearners : countCourseLearnersRollup)(app.db, courseId, scope),
    (raw ? countFileLearners : countFileLearnersRollup)(app.db, courseId, scope),
  ]);
  const counts = new Map(perFile.map((f) => [f.fileId, f]));
  return {
    courseId: course.id,
    title: course.title,
    ...totals,
    files: rows.map(({ file }) => ({
      fileId: file.id,
      title: file.title,
      needLearn: file.needLearn,
      learners: counts.get(file.id)?.learners ?? 0,
      finished: counts.get(file.id)?.finished ?? 0,
    })),
  };
}

/** `/stat/user-paging`: the course's learners within the scope, filtered by name and finished. */
export async function pageCourseStatUsers(app: AppContext, session: Session, body: StatBody): Promise<Page<StatUser>> {
  const { course, needSec } = await courseShape(app, body.params.courseId);
  const scope = await scopeOf(app, session);
  const [page] = await Promise.all([findStatUserPage(app.db, body, course.id, body.params, scope), app.dict.ready()]);
  return mapPage(page, (r) => presentStatUser(r, { fileCount: course.fileCount, needSec }, app.dict));
}

const fmtSec = (s: number) => `${Math.floor(s / 60)}分${s % 60}秒`;

const EXPORT_COLUMNS: ExcelColumn<StatUser>[] = [
  { header: '账号', value: (u) => u.userName, text: true, width: 18 },
  { header: '姓名', value: (u) => u.realName },
  { header: '部门', value: (u) => u.deptCode_dictText, width: 20 },
  { header: '学习时长', value: (u) => fmtSec(u.learnSec) },
  { header: '已学课件', value: (u) => `${u.finishCount}/${u.fileCount}` },
  { header: '学习进度(%)', value: (u) => u.process },
  { header: '是否完成', value: (u) => (u.finished ? '已完成' : '未完成'), width: 10 },
  { header: '最近学习', value: (u) => new Date(u.updateTime), width: 20 },
];

/** `/stat/export`: the same learners (scope and filters) as a workbook. */
export async function exportCourseStat(
  app: AppContext,
  session: Session,
  body: StatBody,
): Promise<{ wb: ExcelJS.Workbook; fileName: string }> {
  const { course, needSec } = await courseShape(app, body.params.courseId);
  const scope = await scopeOf(app, session);
  const [rows] = await Promise.all([
    findStatUsersForExport(app.db, course.id, body.params, scope, STAT_EXPORT_MAX_ROWS),
    app.dict.ready(),
  ]);
  const users = rows.map((r) => presentStatUser(r, { fileCount: course.fileCount, needSec }, app.dict));
  const wb = buildWorkbook('学习统计', EXPORT_COLUMNS, users);
  const last = wb.getWorksheet('学习统计')?.getColumn(EXPORT_COLUMNS.length);
  if (last) last.numFmt = 'yyyy-mm-dd hh:mm:ss';
  const safeTitle = course.title.replace(/[\\/:*?"<>|\r\n]/g, '_').slice(0, 80);
  return { wb, fileName: `${safeTitle}-学习统计.xlsx` };
}

/** Dashboard: ongoing courses with learners studying and finished (within the caller's scope). */
export async function pageDashCourses(app: AppContext, session: Session, body: DashBody): Promise<Page<DashRow>> {
  const page = await findDashCoursePage(app.db, body, body.params.title, await scopeOf(app, session));
  return mapPage(page, (r) => ({
    id: r.id,
    title: r.title,
    procCount: Number(r.procCount),
    finishCount: Number(r.finishCount),
  }));
}
