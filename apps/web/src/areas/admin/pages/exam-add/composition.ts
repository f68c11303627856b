import { dictTitles } from '@web/i18n/dictionaries';
import { randomKey } from '@web/shared/random-key';
import { ComposeType, type ExamDetail, type ExamPreviewBody, MAX_PAPER_QUS } from '@xuekao/contracts';
import { m } from './messages';

/** One editable rule row: draw `count` questions of `quType` (and `level`, `chapterId`) from `repoId`. */
export interface RuleRow {
  /** Local row key (not sent). */
  key: string;
  repoId?: string;
  /** Bank title of a loaded row, so the select shows it before its options arrive. */
  repoTitle?: string;
  quType?: number;
  /** 0 any, 1 普通, 2 较难. */
  level: number;
  chapterId?: string;
  count?: number;
  score?: number;
}

/** One fixed question with its score; the text and type are kept for the table. */
export interface FixedRow {
  quId: string;
  score: number;
  content: string;
  quType: number;
  quType_dictText: string;
}

/** The composition as the editor holds it (exam form and template dialog). */
export interface CompositionValue {
  composeType: number;
  rules: RuleRow[];
  fixedQus: FixedRow[];
}

/** The difficulty select of a rule: any, or the built-in titles of dictionary qu_level (in the UI language). */
export const levelOptions = () => [
  { value: 0, label: m('anyLevel') },
  { value: 1, label: dictTitles('qu_level.1') },
  { value: 2, label: dictTitles('qu_level.2') },
];

export function newRule(): RuleRow {
  return { key: randomKey(), level: 0, count: 1, score: 1 };
}

export function emptyComposition(): CompositionValue {
  return { composeType: ComposeType.RULES, rules: [newRule()], fixedQus: [] };
}

const cents = (n: number | undefined) => Math.round((Number(n) || 0) * 100);

/**
 * 题目数 and 总分 of a composition, as the server derives them: the rule rows' counts and count x score, or
 * the fixed questions' scores. Scores are added in cents so 0.1 + 0.2 stays 0.3.
 */
export function compositionTotals(v: CompositionValue | undefined): { quCount: number; totalScore: number } {
  if (!v) return { quCount: 0, totalScore: 0 };
  if (v.composeType === ComposeType.FIXED) {
    return {
      quCount: v.fixedQus.length,
      totalScore: v.fixedQus.reduce((s, q) => s + cents(q.score), 0) / 100,
    };
  }
  return {
    quCount: v.rules.reduce((s, r) => s + (Number(r.count) || 0), 0),
    totalScore: v.rules.reduce((s, r) => s + cents(r.score) * (Number(r.count) || 0), 0) / 100,
  };
}

/** What the save, template and preview calls take: only the chosen kind, without the local fields. */
export function compositionBody(v: CompositionValue): Required<ExamPreviewBody> {
  if (v.composeType === ComposeType.FIXED) {
    return {
      composeType: ComposeType.FIXED,
      rules: [],
      fixedQus: v.fixedQus.map((q) => ({ quId: q.quId, score: q.score })),
    };
  }
  return {
    composeType: ComposeType.RULES,
    rules: v.rules.map((r) => ({
      repoId: r.repoId ?? '',
      quType: r.quType as number,
      level: r.level ?? 0,
      chapterId: r.chapterId ?? '',
      count: r.count as number,
      score: r.score as number,
    })),
    fixedQus: [],
  };
}

/** A stored composition (exam or template detail) as the editor holds it. */
export function compositionOf(d: Pick<ExamDetail, 'composeType' | 'rules' | 'fixedQus'>): CompositionValue {
  return {
    composeType: d.composeType === ComposeType.FIXED ? ComposeType.FIXED : ComposeType.RULES,
    rules: (d.rules ?? []).map((r) => ({
      key: randomKey(),
      repoId: r.repoId,
      repoTitle: r.repoId_dictText,
      quType: r.quType,
      level: r.level ?? 0,
      chapterId: r.chapterId || undefined,
      count: r.count,
      score: r.score,
    })),
    fixedQus: (d.fixedQus ?? []).map((q) => ({
      quId: q.quId,
      score: q.score,
      content: q.content,
      quType: q.quType,
      quType_dictText: q.quType_dictText,
    })),
  };
}

/**
 * What is missing before the composition can be sent (the form shows it under the editor), or null.
 * The server checks the same and more; this only saves a round trip for an obviously unfinished form.
 */
export function compositionProblem(v: CompositionValue | undefined): string | null {
  if (!v) return m('noComposition');
  if (v.composeType === ComposeType.FIXED) {
    if (v.fixedQus.length === 0) return m('fixedEmpty');
    if (v.fixedQus.some((q) => !(q.score > 0))) return m('scorePositive');
    return null;
  }
  if (v.rules.length === 0) return m('rulesEmpty');
  for (const [i, r] of v.rules.entries()) {
    const n = i + 1;
    if (!r.repoId) return m('ruleNoRepo', { n });
    if (!r.quType) return m('ruleNoType', { n });
    if (!r.count || r.count < 1) return m('ruleNoCount', { n });
    if (!r.score || r.score <= 0) return m('ruleNoScore', { n });
  }
  if (compositionTotals(v).quCount > MAX_PAPER_QUS) return m('tooManyQus', { max: MAX_PAPER_QUS });
  return null;
}

/** Adds picked questions to the fixed list (a question already there keeps its place and score). */
export function addFixed(list: FixedRow[], picked: FixedRow[]): FixedRow[] {
  const have = new Set(list.map((q) => q.quId));
  return [...list, ...picked.filter((q) => !have.has(q.quId))];
}
