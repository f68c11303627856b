import type { AppContext } from '@server/app-context.ts';
import { buildWorkbook, type ExcelColumn } from '@server/lib/excel.ts';
import { mapPage } from '@server/lib/paging.ts';
import { scopeOf } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import type { ExamAnalysis, ExamQuRateBodySchema, Page, QuRate } from '@xuekao/contracts';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import { getExamById } from '../exam/exam.queries.ts';
import {
  BUCKETS,
  type DeptBucketRow,
  findDeptBuckets,
  findExamQuRatePage,
  findQuHeads,
  findResultsForExport,
  type ResultRow,
} from './exam-analysis.queries.ts';

/**
 * The exam analysis (issue 13 item 3; docs/decisions/statistics.md "Analysis pages"): staff who may list
 * exams see the results of learners within their data scope only: a staff member limited to a department
 * sees that department's papers and nobody else's.
 */

/** Most papers one export writes. */
export const RESULT_EXPORT_MAX_ROWS = 50_000;

/** Percent with one decimal (0 of 0 is 0). */
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const round2 = (v: number) => Math.round(v * 100) / 100;

/** A question's text for a table: markup and entities out, spaces collapsed, at most 120 characters. */
export function plainText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** Points per histogram bar: a tenth of the paper's total (of 100 when the exam has no total). */
const barWidth = (totalScore: number) => (totalScore > 0 ? totalScore : 100) / BUCKETS;

/** Sums rows of `findDeptBuckets` (all of them, or one department's). */
function sumRows(rows: DeptBucketRow[]) {
  const users = rows.reduce((s, r) => s + r.users, 0);
  const passed = rows.reduce((s, r) => s + r.passed, 0);
  const sum = rows.reduce((s, r) => s + r.sum, 0);
  return {
    examUser: users,
    passUser: passed,
    passRate: percent(passed, users),
    avgScore: users ? round2(sum / users) : 0,
    maxScore: users ? Math.max(...rows.map((r) => r.max)) : 0,
    minScore: users ? Math.min(...rows.map((r) => r.min)) : 0,
  };
}

/** `/api/stat/exam/analysis`. */
export async function examAnalysis(app: AppContext, session: Session, examId: string): Promise<ExamAnalysis> {
  const [exam, scope] = await Promise.all([getExamById(app.db, examId), scopeOf(app, session)]);
  const totalScore = Number(exam.totalScore);
  const width = barWidth(totalScore);
  const [rows] = await Promise.all([findDeptBuckets(app.db, exam.id, scope, width), app.dict.ready()]);
  const total = (k: 'papers' | 'marking' | 'leavePapers' | 'leaveTimes' | 'facePapers' | 'faceFails') =>
    rows.reduce((s, r) => s + r[k], 0);
  const papers = {
    paperCount: total('papers'),
    markingCount: total('marking'),
    leavePapers: total('leavePapers'),
    leaveTimes: total('leaveTimes'),
    faceFailPapers: total('facePapers'),
    faceFails: total('faceFails'),
  };
  const byDept = new Map<string, DeptBucketRow[]>();
  for (const r of rows) byDept.set(r.deptCode, [...(byDept.get(r.deptCode) ?? []), r]);
  const buckets = Array.from({ length: BUCKETS }, (_v, i) => {
    const from = round2(i * width);
    const to = round2((i + 1) * width);
    const n = rows.filter((r) => r.bucket === i).reduce((s, r) => s + r.users, 0);
    return { label: `${from}-${to}`, from, to, count: n };
  });
  const depts = [...byDept]
    .map(([deptCode, list]) => {
      const f = sumRows(list);
      return {
        deptCode,
        deptName: app.dict.deptName(deptCode) || deptCode || '无部门',
        examUser: f.examUser,
        passUser: f.passUser,
        passRate: f.passRate,
        avgScore: f.avgScore,
        maxScore: f.maxScore,
      };
    })
    .sort((a, b) => b.passRate - a.passRate || b.avgScore - a.avgScore || a.deptCode.localeCompare(b.deptCode));
  return {
    examId: exam.id,
    title: exam.title,
    totalScore,
    qualifyScore: Number(exam.qualifyScore),
    ...papers,
    ...sumRows(rows),
    buckets,
    depts,
  };
}

/** `/api/stat/exam/qu-rates`: the exam's questions, lowest correct rate first. */
export async function pageExamQuRates(
  app: AppContext,
  session: Session,
  body: z.output<typeof ExamQuRateBodySchema>,
): Promise<Page<QuRate>> {
  const [exam, scope] = await Promise.all([getExamById(app.db, body.params.examId), scopeOf(app, session)]);
  const page = await findExamQuRatePage(app.db, body, exam.id, scope);
  const [heads] = await Promise.all([
    findQuHeads(
      app.db,
      page.records.map((r) => r.quId),
    ),
    app.dict.ready(),
  ]);
  return mapPage(page, (r) => {
    const head = heads.get(r.quId);
    const quType = head?.quType ?? 0;
    return {
      quId: r.quId,
      content: plainText(head?.content ?? '（试题已删除）'),
      quType,
      quType_dictText: app.dict.text('qu_type', quType),
      count: Number(r.count),
      rightCount: Number(r.rightCount),
      rightRate: Number(r.count) > 0 ? percent(Number(r.rightCount), Number(r.count)) : null,
    };
  });
}

interface ResultLine extends ResultRow {
  deptName: string;
}

const STATE_TEXT: Record<number, string> = { 1: '待阅卷', 2: '已完成' };

const EXPORT_COLUMNS: ExcelColumn<ResultLine>[] = [
  { header: '账号', value: (r) => r.userName, text: true, width: 18 },
  { header: '姓名', value: (r) => r.realName },
  { header: '部门', value: (r) => r.deptName, width: 20 },
  { header: '得分', value: (r) => Number(r.userScore) },
  { header: '是否通过', value: (r) => (r.state === 1 ? '待阅卷' : r.passed ? '通过' : '未通过'), width: 10 },
  { header: '试卷状态', value: (r) => STATE_TEXT[r.state] ?? '', width: 10 },
  { header: '离开次数', value: (r) => r.leaveTimes },
  { header: '人脸失败次数', value: (r) => r.faceFails, width: 14 },
  { header: '开考时间', value: (r) => r.createTime, width: 20 },
  { header: '交卷时间', value: (r) => r.handTime ?? '', width: 20 },
];

/** `/api/stat/exam/export`: the handed papers within the scope as a workbook. */
export async function exportExamResults(
  app: AppContext,
  session: Session,
  examId: string,
): Promise<{ wb: ExcelJS.Workbook; fileName: string }> {
  const [exam, scope] = await Promise.all([getExamById(app.db, examId), scopeOf(app, session)]);
  const [rows] = await Promise.all([
    findResultsForExport(app.db, exam.id, scope, RESULT_EXPORT_MAX_ROWS),
    app.dict.ready(),
  ]);
  const lines = rows.map((r) => ({ ...r, deptName: app.dict.deptName(r.deptCode) || r.deptCode }));
  const wb = buildWorkbook('考试成绩', EXPORT_COLUMNS, lines);
  const ws = wb.getWorksheet('考试成绩');
  for (const col of [EXPORT_COLUMNS.length - 1, EXPORT_COLUMNS.length]) {
    const c = ws?.getColumn(col);
    if (c) c.numFmt = 'yyyy-mm-dd hh:mm:ss';
  }
  const safeTitle = exam.title.replace(/[\\/:*?"<>|\r\n]/g, '_').slice(0, 80);
  return { wb, fileName: `${safeTitle}-考试成绩.xlsx` };
}
