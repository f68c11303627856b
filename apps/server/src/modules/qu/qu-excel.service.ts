import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { buildWorkbook, type ExcelColumn, readSheet, requireHeaders } from '@server/lib/excel.ts';
import { newId } from '@server/lib/ids.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  ErrorCode,
  type ImportResult,
  type ImportRowError,
  QU_IMPORT_HEADERS,
  type QuDetail,
  QuType,
} from '@xuekao/contracts';
import type ExcelJS from 'exceljs';
import {
  findChaptersOfRepos,
  findReposByIdsOrTitles,
  insertReposAndChapters,
  type NewChapter,
  type NewRepo,
} from '../repo/repo.queries.ts';
import { importFailureMessage } from '../user/user-excel.service.ts';
import { findQusForExport, insertQus, type NewAnswer, type NewQu, type QuFilter } from './qu.queries.ts';
import { buildQu, newQuRows } from './qu-build.ts';
import { H, type ParsedGroup, parseQuestionRows } from './qu-excel-parse.ts';
import { loadQuDetails } from './qu-load.ts';

/** Most sheet rows one question import reads (one row per option: 10,000 questions are ~40,000 rows). */
export const QU_IMPORT_MAX_ROWS = 60_000;
/** Most questions one export writes. */
export const QU_EXPORT_MAX = 20_000;

type Line = Partial<Record<(typeof QU_IMPORT_HEADERS)[number], string>>;

const TEMPLATE_LINES: Line[] = [
  {
    题目序号: '1',
    题目类型: '单选题',
    题目内容: '中国的首都是哪座城市？',
    整体解析: '北京是中国的首都。',
    所属题库: '示例题库',
    所属章节: '第一章',
    是否正确项: '是',
    选项内容: '北京',
  },
  { 题目序号: '1', 是否正确项: '否', 选项内容: '上海' },
  { 题目序号: '1', 是否正确项: '否', 选项内容: '广州' },
  {
    题目序号: '2',
    题目类型: '多选题',
    难易程度: '较难',
    题目内容: '以下哪些是编程语言？',
    所属题库: '示例题库',
    是否正确项: '是',
    选项内容: 'TypeScript',
  },
  { 题目序号: '2', 是否正确项: '是', 选项内容: 'Python' },
  { 题目序号: '2', 是否正确项: '否', 选项内容: 'HTML' },
  {
    题目序号: '3',
    题目类型: '判断题',
    题目内容: '地球是圆的。',
    所属题库: '示例题库',
    是否正确项: '是',
    选项内容: '正确',
  },
  { 题目序号: '3', 是否正确项: '否', 选项内容: '错误' },
  {
    题目序号: '4',
    题目类型: '简答题',
    题目内容: '简述安全生产的重要性。',
    整体解析: '参考答案：……',
    所属题库: '示例题库',
  },
  {
    题目序号: '5',
    题目类型: '填空题',
    题目内容: '中国的首都是____，英文是____。',
    所属题库: '示例题库',
    选项内容: '北京',
  },
  { 题目序号: '5', 选项内容: 'Beijing|Peking' },
  {
    题目序号: '6',
    题目类型: '组合匹配题',
    题目内容: '将国家与首都匹配。',
    所属题库: '示例题库',
    选项内容: '中国',
    匹配答案: '北京',
  },
  { 题目序号: '6', 选项内容: '日本', 匹配答案: '东京' },
  { 题目序号: '7', 题目类型: '组合题', 题目内容: '阅读材料后回答下列问题：……', 所属题库: '示例题库' },
  { 题目序号: '8', 父题序号: '7', 题目类型: '单选题', 题目内容: '材料的主题是？', 是否正确项: '是', 选项内容: '环保' },
  { 题目序号: '8', 父题序号: '7', 是否正确项: '否', 选项内容: '体育' },
  { 题目序号: '9', 父题序号: '7', 题目类型: '简答题', 题目内容: '谈谈你的看法。' },
];

const columnsOf = (): ExcelColumn<Line>[] =>
  QU_IMPORT_HEADERS.map((header) => ({
    header,
    text: true,
    width: header === '题目内容' || header === '整体解析' ? 40 : header === '选项内容' ? 24 : 12,
    value: (l: Line) => l[header] ?? '',
  }));

/** The import template: every type once, a composite with two sub-questions, and notes on a second sheet. */
export function quImportTemplate(): ExcelJS.Workbook {
  const wb = buildWorkbook('试题导入', columnsOf(), TEMPLATE_LINES);
  const notes = wb.addWorksheet('填写说明');
  notes.columns = [{ header: '说明', width: 100 }];
  notes.getRow(1).font = { bold: true };
  for (const tip of [
    '每行是一道题的一个选项（或填空、匹配项），同一道题的各行题目序号相同；题目信息写在该题的第一行。',
    '题目类型：单选题、多选题、判断题、简答题、填空题、组合匹配题、组合题（也可填 1、2、3、4、5、6、99）。',
    '难易程度：普通或较难，不填为普通。是否正确项：是/否。',
    '单选题、判断题有且只有一个正确项，判断题只有两个选项；多选题至少两个正确项；选项最多 26 个。',
    '填空题：每个填空一行，选项内容填写该空的答案，多个可接受答案用 | 分隔。',
    '组合匹配题：每组一行，选项内容为左侧内容，匹配答案为对应的右侧内容，至少两组。',
    '简答题与组合题只需一行，选项列留空；组合题的小题另起序号，并在父题序号填写组合题的题目序号。',
    '所属题库填写题库名称（不存在时自动创建）；所属章节填写章节名称（不存在时自动创建），可留空。',
    '任何一行有错误时不会导入任何数据，请按提示修改后重新上传。',
  ])
    notes.addRow([tip]);
  return wb;
}

/** Banks and chapters named by the groups: existing ones by id or title, missing ones created. */
async function resolvePlaces(app: AppContext, groups: ParsedGroup[], defaultRepoId: string | undefined) {
  const errors: ImportRowError[] = [];
  const repoKeys = [...new Set(groups.map((g) => g.repo).filter(Boolean))];
  const existing = await findReposByIdsOrTitles(app.db, [...repoKeys, ...(defaultRepoId ? [defaultRepoId] : [])]);
  const repoByKey = new Map<string, string>();
  for (const r of existing) {
    repoByKey.set(r.id, r.id);
    if (!repoByKey.has(r.title)) repoByKey.set(r.title, r.id);
  }
  if (defaultRepoId && !existing.some((r) => r.id === defaultRepoId)) throw AppError.badParams('题库不存在！');
  const newRepos: NewRepo[] = [];
  for (const key of repoKeys) {
    if (repoByKey.has(key)) continue;
    if (key.length > 256) continue;
    const id = newId();
    repoByKey.set(key, id);
    newRepos.push({ id, title: key });
  }
  const repoIds = [...new Set(repoByKey.values())];
  const chapters = await findChaptersOfRepos(app.db, repoIds);
  const chapterByKey = new Map<string, string>();
  const maxSort = new Map<string, number>();
  for (const c of chapters) {
    chapterByKey.set(`${c.repoId}\n${c.id}`, c.id);
    if (!chapterByKey.has(`${c.repoId}\n${c.title}`)) chapterByKey.set(`${c.repoId}\n${c.title}`, c.id);
    maxSort.set(c.repoId, Math.max(maxSort.get(c.repoId) ?? 0, c.sort));
  }
  const newChapters: NewChapter[] = [];
  const places = new Map<ParsedGroup, { repoId: string; chapterId: string }>();
  for (const g of groups) {
    const repoId = g.repo ? repoByKey.get(g.repo) : defaultRepoId;
    if (!repoId) {
      errors.push({ row: g.row, message: g.repo ? '题库名称最多256个字符' : '所属题库不能为空' });
      continue;
    }
    let chapterId = '';
    if (g.chapter) {
      const key = `${repoId}\n${g.chapter}`;
      chapterId = chapterByKey.get(key) ?? '';
      if (!chapterId) {
        if (g.chapter.length > 256) {
          errors.push({ row: g.row, message: '章节名称最多256个字符' });
          continue;
        }
        chapterId = newId();
        const sort = (maxSort.get(repoId) ?? 0) + 10;
        maxSort.set(repoId, sort);
        chapterByKey.set(key, chapterId);
        newChapters.push({ id: chapterId, repoId, title: g.chapter, sort });
      }
    }
    places.set(g, { repoId, chapterId });
  }
  return { places, newRepos, newChapters, errors };
}

/** Merges the messages of one row and orders by row. */
function mergeErrors(errors: ImportRowError[]): ImportRowError[] {
  const byRow = new Map<number, string[]>();
  for (const e of errors) byRow.set(e.row, [...new Set([...(byRow.get(e.row) ?? []), e.message])]);
  return [...byRow.entries()].sort((a, b) => a[0] - b[0]).map(([row, m]) => ({ row, message: m.join('；') }));
}

/**
 * Imports questions from the template. Every row is validated (type rules as the editor's); any error
 * answers code 1 with the row list and writes nothing; otherwise banks, chapters, questions and items are
 * written in one transaction with batch inserts. `repoId` is the bank for rows whose 所属题库 is empty.
 */
export async function importQus(
  app: AppContext,
  session: Session,
  buffer: Buffer,
  repoId?: string,
): Promise<ImportResult> {
  const { headers, rows } = await readSheet(buffer, undefined, QU_IMPORT_MAX_ROWS);
  requireHeaders(headers, [H.no, H.type, H.content, H.itemContent]);
  if (rows.length === 0) throw AppError.fail('文件中没有可导入的数据！');
  const { groups, errors } = parseQuestionRows(rows);
  const { places, newRepos, newChapters, errors: placeErrors } = await resolvePlaces(app, groups, repoId || undefined);
  errors.push(...placeErrors);
  const qus: NewQu[] = [];
  const answers: NewAnswer[] = [];
  groups.forEach((g, i) => {
    const place = places.get(g);
    if (!place) return;
    try {
      const out = newQuRows(buildQu(g.body), { ...place, createBy: session.userId, sort: i + 1 });
      qus.push(...out.qus);
      answers.push(...out.answers);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      errors.push({ row: g.row, message: e.message.replace(/[！!。]+$/, '') });
    }
  });
  if (errors.length) {
    const merged = mergeErrors(errors);
    throw new AppError(ErrorCode.FAIL, importFailureMessage(merged), merged);
  }
  const count = qus.filter((q) => q.parentId === '0').length;
  await app.db.transaction(async (tx) => {
    const createBy = session.userId;
    await insertReposAndChapters(
      tx,
      newRepos.map((r) => ({ ...r, createBy })),
      newChapters,
    );
    await insertQus(tx, qus, answers);
  });
  return { count };
}

/** The sheet lines of one question (and its sub-questions), numbered from `next`. */
function linesOf(d: QuDetail, no: () => string, parentNo = ''): Line[] {
  const myNo = no();
  const head: Line = {
    题目序号: myNo,
    父题序号: parentNo,
    题目类型: d.quType_dictText || String(d.quType),
    难易程度: d.level_dictText || String(d.level),
    题目内容: d.content,
    整体解析: d.analysis,
    题目图片: d.image,
    所属题库: parentNo ? '' : d.repoId_dictText,
    所属章节: parentNo ? '' : d.chapterId_dictText,
  };
  const items = d.answerList.map(
    (a): Line => ({
      ...head,
      是否正确项: d.quType === QuType.FILL || d.quType === QuType.MATCH ? '' : a.isRight ? '是' : '否',
      选项内容: d.quType === QuType.FILL ? a.answer : a.content,
      匹配答案: d.quType === QuType.MATCH ? a.answer : '',
      选项图片: a.image,
      选项解析: a.analysis,
    }),
  );
  const own = items.length ? items : [head];
  return [...own, ...d.subList.flatMap((s) => linesOf(s, no, myNo))];
}

/** The filtered questions in the import format, so an export can be imported again. */
export async function exportQus(app: AppContext, f: QuFilter): Promise<ExcelJS.Workbook> {
  const rows = await findQusForExport(app.db, f, QU_EXPORT_MAX);
  const lines: Line[] = [];
  let n = 0;
  const no = () => String(++n);
  for (let i = 0; i < rows.length; i += 1000) {
    const ids = rows.slice(i, i + 1000).map((r) => r.id);
    const details = await loadQuDetails(app, ids);
    for (const id of ids) {
      const d = details.get(id);
      if (d) lines.push(...linesOf(d, no));
    }
  }
  return buildWorkbook('试题列表', columnsOf(), lines);
}
