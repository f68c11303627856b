import type { SheetRow } from '@server/lib/excel.ts';
import { type ImportRowError, QuType, SaveQuBodySchema, type SaveQuParsed } from '@xuekao/contracts';

/**
 * The question sheet: one row per answer item, grouped by 题目序号. A group's first row carries the
 * question (type, level, content, analysis, image, bank, chapter); every row of a group is one item:
 * choice types an option (选项内容, 是否正确项), fill-blank a blank (选项内容 = accepted answers separated
 * by |), matching a pair (选项内容 left, 匹配答案 right). A short answer or a composite has one row with
 * the item columns empty. Sub-questions of a composite are groups whose 父题序号 is its 题目序号.
 */
export const H = {
  no: '题目序号',
  parentNo: '父题序号',
  type: '题目类型',
  level: '难易程度',
  content: '题目内容',
  analysis: '整体解析',
  image: '题目图片',
  repo: '所属题库',
  chapter: '所属章节',
  isRight: '是否正确项',
  itemContent: '选项内容',
  matchAnswer: '匹配答案',
  itemImage: '选项图片',
  itemAnalysis: '选项解析',
} as const;

const TYPE_NAMES: Record<string, number> = {
  单选题: 1,
  单选: 1,
  多选题: 2,
  多选: 2,
  判断题: 3,
  判断: 3,
  简答题: 4,
  简答: 4,
  主观题: 4,
  填空题: 5,
  填空: 5,
  组合匹配题: 6,
  匹配题: 6,
  匹配: 6,
  组合题: 99,
  组合: 99,
};

export function parseQuType(v: string): number | undefined {
  const s = v.trim();
  if (/^\d+$/.test(s)) return [1, 2, 3, 4, 5, 6, 99].includes(Number(s)) ? Number(s) : undefined;
  return TYPE_NAMES[s];
}

function parseLevel(v: string): number | undefined {
  const s = v.trim();
  if (s === '' || s === '1' || s === '普通' || s === '简单') return 1;
  if (s === '2' || s === '较难' || s === '困难') return 2;
  return undefined;
}

const YES = new Set(['是', '1', 'Y', 'y', 'yes', 'YES', 'true', 'TRUE', '正确', '对', '√', '✓']);
const NO = new Set(['', '否', '0', 'N', 'n', 'no', 'NO', 'false', 'FALSE', '错误', '错', '×', '✗']);

/** A parsed question group: the body to validate, where it came from, and its bank and chapter texts. */
export interface ParsedGroup {
  /** Row of the group's first line. */
  row: number;
  no: string;
  repo: string;
  chapter: string;
  body: SaveQuParsed;
  /** Rows of each answer item, and per sub-question its row and item rows (for error messages). */
  itemRows: number[];
  subRows: Array<{ row: number; itemRows: number[] }>;
}

interface RawGroup {
  no: string;
  parentNo: string;
  rows: SheetRow[];
}

const item = (quType: number | undefined) => (r: SheetRow) => ({
  content: quType === QuType.FILL ? '' : (r.values[H.itemContent] ?? ''),
  answer: (quType === QuType.FILL ? r.values[H.itemContent] : r.values[H.matchAnswer]) ?? '',
  image: r.values[H.itemImage] ?? '',
  analysis: r.values[H.itemAnalysis] ?? '',
  isRight: YES.has((r.values[H.isRight] ?? '').trim()),
});
const hasItem = (r: SheetRow) => Boolean(r.values[H.itemContent] || r.values[H.matchAnswer] || r.values[H.itemImage]);

/** Plain text typed in a cell keeps its line breaks; HTML (an export) is kept as it is. */
const cellHtml = (v: string | undefined) => (v && !/<[a-z][^>]*>/i.test(v) ? v.replace(/\r?\n/g, '<br>') : (v ?? ''));

function rawBody(g: RawGroup, errors: ImportRowError[]) {
  const first = g.rows[0].values;
  const quType = parseQuType(first[H.type] ?? '');
  const level = parseLevel(first[H.level] ?? '');
  if (quType === undefined)
    errors.push({ row: g.rows[0].row, message: `题目类型不正确：${first[H.type] || '（空）'}` });
  if (level === undefined) errors.push({ row: g.rows[0].row, message: `难易程度不正确：${first[H.level]}` });
  const itemRows = quType === QuType.SHORT || quType === QuType.COMPOSITE ? [] : g.rows.filter(hasItem);
  for (const r of itemRows) {
    const v = (r.values[H.isRight] ?? '').trim();
    if (!YES.has(v) && !NO.has(v)) errors.push({ row: r.row, message: `是否正确项只能填写“是”或“否”：${v}` });
  }
  return {
    body: {
      quType: quType ?? 0,
      level: level ?? 1,
      content: cellHtml(first[H.content]),
      analysis: cellHtml(first[H.analysis]),
      image: first[H.image] ?? '',
      answerList: itemRows.map(item(quType)),
    },
    itemRows: itemRows.map((r) => r.row),
  };
}

/** Groups the rows into questions, validates every one with the save contract; answers groups and row errors. */
export function parseQuestionRows(rows: SheetRow[]): { groups: ParsedGroup[]; errors: ImportRowError[] } {
  const errors: ImportRowError[] = [];
  const byNo = new Map<string, RawGroup>();
  for (const r of rows) {
    const no = (r.values[H.no] ?? '').trim();
    if (!no) {
      errors.push({ row: r.row, message: '题目序号不能为空' });
      continue;
    }
    const g = byNo.get(no) ?? { no, parentNo: (r.values[H.parentNo] ?? '').trim(), rows: [] };
    g.rows.push(r);
    byNo.set(no, g);
  }
  const tops: RawGroup[] = [];
  const subsOf = new Map<string, RawGroup[]>();
  for (const g of byNo.values()) {
    if (!g.parentNo) tops.push(g);
    else if (g.parentNo === g.no) errors.push({ row: g.rows[0].row, message: '父题序号不能是本题序号' });
    else subsOf.set(g.parentNo, [...(subsOf.get(g.parentNo) ?? []), g]);
  }
  for (const [parentNo, subs] of subsOf) {
    const parent = byNo.get(parentNo);
    if (!parent || parent.parentNo || parseQuType(parent.rows[0].values[H.type] ?? '') !== QuType.COMPOSITE) {
      for (const s of subs) errors.push({ row: s.rows[0].row, message: `父题序号${parentNo}不存在或不是组合题` });
    }
  }

  const groups: ParsedGroup[] = [];
  for (const g of tops) {
    const first = g.rows[0];
    const top = rawBody(g, errors);
    const subs = (subsOf.get(g.no) ?? []).map((s) => ({ raw: s, ...rawBody(s, errors) }));
    const input = {
      ...top.body,
      repoId: 'x',
      chapterId: '',
      subList: top.body.quType === QuType.COMPOSITE ? subs.map((s) => s.body) : [],
    };
    const parsed = SaveQuBodySchema.safeParse(input);
    const subRows = subs.map((s) => ({ row: s.raw.rows[0].row, itemRows: s.itemRows }));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const p = issue.path;
        let row = first.row;
        if (p[0] === 'answerList' && typeof p[1] === 'number') row = top.itemRows[p[1]] ?? row;
        if (p[0] === 'subList' && typeof p[1] === 'number') {
          const sub = subRows[p[1]];
          row = sub?.row ?? row;
          if (p[2] === 'answerList' && typeof p[3] === 'number') row = sub?.itemRows[p[3]] ?? row;
        }
        errors.push({ row, message: issue.message.replace(/[！!。]+$/, '') });
      }
      continue;
    }
    groups.push({
      row: first.row,
      no: g.no,
      repo: (first.values[H.repo] ?? '').trim(),
      chapter: (first.values[H.chapter] ?? '').trim(),
      body: parsed.data,
      itemRows: top.itemRows,
      subRows,
    });
  }
  return { groups, errors };
}
