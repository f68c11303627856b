import {
  CHOICE_QU_TYPES,
  MAX_OPTIONS,
  optionTag,
  type QuAnswerItemInput,
  type QuDetail,
  QuType,
  type SaveQuBody,
  SaveQuBodySchema,
} from '@xuekao/contracts';
import { m } from '../messages';

/**
 * The question editor's own model and its pure rules: option letters, conversions to and from the
 * contracts' `SaveQuBody` / `QuDetail`, and validation (the contracts' schema, so the messages are the
 * server's, plus the few checks the server makes on ids).
 */

export interface OptionValue {
  id?: string;
  /** A..Z by position; kept in step by `relabel`. */
  tag: string;
  content: string;
  image: string;
  isRight: boolean;
  analysis: string;
}

export interface BlankValue {
  id?: string;
  /** Accepted answers of the blank. */
  answers: string[];
}

export interface PairValue {
  id?: string;
  left: string;
  right: string;
}

/** One question without bank and chapter (a sub-question of a composite is one of these). */
export interface SubQuValue {
  id?: string;
  quType: number;
  level: number;
  content: string;
  analysis: string;
  image: string;
  options: OptionValue[];
  blanks: BlankValue[];
  pairs: PairValue[];
}

export interface QuFormValue extends SubQuValue {
  repoId: string;
  chapterId: string;
  subList: SubQuValue[];
}

/** The stored contents of a judge question's two options (question data, not UI text: not translated). */
export const JUDGE_TEXTS = ['正确', '错误'] as const;

/** Gives the options their letters A, B, C... in order. */
export function relabel(options: readonly OptionValue[]): OptionValue[] {
  return options.map((o, i) => (o.tag === optionTag(i) ? o : { ...o, tag: optionTag(i) }));
}

export const emptyOption = (i: number): OptionValue => ({
  tag: optionTag(i),
  content: '',
  image: '',
  isRight: false,
  analysis: '',
});

/** Adds an empty option at the end (none beyond Z). */
export function addOption(options: readonly OptionValue[]): OptionValue[] {
  if (options.length >= MAX_OPTIONS) return [...options];
  return [...options, emptyOption(options.length)];
}

/** Removes the option at `index` and re-letters the rest. */
export function removeOption(options: readonly OptionValue[], index: number): OptionValue[] {
  return relabel(options.filter((_, i) => i !== index));
}

/** Marks option `index` right: the only right one for single and judge, toggled for multiple. */
export function markRight(quType: number, options: readonly OptionValue[], index: number): OptionValue[] {
  if (quType === QuType.MULTIPLE) {
    return options.map((o, i) => (i === index ? { ...o, isRight: !o.isRight } : o));
  }
  return options.map((o, i) => ({ ...o, isRight: i === index }));
}

/** The two fixed options of a judge question. */
export const judgeOptions = (): OptionValue[] =>
  JUDGE_TEXTS.map((content, i) => ({ ...emptyOption(i), content, isRight: i === 0 }));

/** Splits typed text "北京|Beijing" into accepted answers (trimmed, distinct, non-empty). */
export function parseAnswers(textValue: string): string[] {
  return [
    ...new Set(
      textValue
        .split(/[|｜]/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

/** The answer items a fresh question of this type starts with. */
export function emptySub(quType: number, level = 1): SubQuValue {
  const base: SubQuValue = {
    quType,
    level,
    content: '',
    analysis: '',
    image: '',
    options: [],
    blanks: [],
    pairs: [],
  };
  if (quType === QuType.JUDGE) base.options = judgeOptions();
  else if (CHOICE_QU_TYPES.includes(quType)) base.options = [0, 1, 2, 3].map(emptyOption);
  else if (quType === QuType.FILL) base.blanks = [{ answers: [] }];
  else if (quType === QuType.MATCH) base.pairs = [0, 1].map(() => ({ left: '', right: '' }));
  return base;
}

export function emptyQu(quType: number = QuType.SINGLE, repoId = '', chapterId = ''): QuFormValue {
  return { ...emptySub(quType), repoId, chapterId, subList: [] };
}

/** Switches the type, keeping the common fields and starting the answer items afresh when they differ. */
export function changeType<V extends SubQuValue>(value: V, quType: number): V {
  if (value.quType === quType) return value;
  const fresh = emptySub(quType, value.level);
  const bothChoice =
    CHOICE_QU_TYPES.includes(value.quType) &&
    CHOICE_QU_TYPES.includes(quType) &&
    value.quType !== QuType.JUDGE &&
    quType !== QuType.JUDGE;
  const options = bothChoice
    ? quType === QuType.SINGLE && value.options.filter((o) => o.isRight).length > 1
      ? value.options.map((o) => ({ ...o, isRight: false }))
      : value.options
    : fresh.options;
  return { ...value, quType, options, blanks: fresh.blanks, pairs: fresh.pairs };
}

function itemsOfSub(v: SubQuValue): QuAnswerItemInput[] {
  if (CHOICE_QU_TYPES.includes(v.quType)) {
    return v.options.map((o) => ({
      id: o.id,
      content: o.content,
      image: o.image,
      isRight: o.isRight,
      analysis: o.analysis,
    }));
  }
  if (v.quType === QuType.FILL) {
    return v.blanks.map((b) => ({ id: b.id, answers: b.answers.map((a) => a.trim()).filter(Boolean) }));
  }
  if (v.quType === QuType.MATCH) {
    return v.pairs.map((p) => ({ id: p.id, content: p.left, answer: p.right }));
  }
  return [];
}

function subBody(v: SubQuValue) {
  return {
    id: v.id,
    quType: v.quType,
    level: v.level,
    content: v.content,
    analysis: v.analysis,
    image: v.image,
    answerList: itemsOfSub(v),
  };
}

/** The form as `/api/qu/qu/save` takes it. */
export function toSaveQuBody(v: QuFormValue): SaveQuBody {
  const composite = v.quType === QuType.COMPOSITE;
  return {
    ...subBody(v),
    answerList: composite ? [] : itemsOfSub(v),
    repoId: v.repoId,
    chapterId: v.chapterId,
    subList: composite ? v.subList.map(subBody) : [],
  };
}

function subOfDetail(d: QuDetail): SubQuValue {
  const choice = CHOICE_QU_TYPES.includes(d.quType);
  return {
    id: d.id,
    quType: d.quType,
    level: d.level,
    content: d.content,
    analysis: d.analysis,
    image: d.image,
    options: choice
      ? relabel(
          d.answerList.map((a) => ({
            id: a.id,
            tag: a.tag,
            content: a.content,
            image: a.image,
            isRight: a.isRight,
            analysis: a.analysis,
          })),
        )
      : [],
    blanks: d.quType === QuType.FILL ? d.answerList.map((a) => ({ id: a.id, answers: [...a.answers] })) : [],
    pairs: d.quType === QuType.MATCH ? d.answerList.map((a) => ({ id: a.id, left: a.content, right: a.answer })) : [],
  };
}

/** A stored question (admin detail) as the editor edits it. */
export function fromQuDetail(d: QuDetail): QuFormValue {
  return { ...subOfDetail(d), repoId: d.repoId, chapterId: d.chapterId ?? '', subList: d.subList.map(subOfDetail) };
}

/** Is this rich-text HTML empty (no text and no media)? */
export function isBlankHtml(html: string): boolean {
  if (/<(img|video|audio|iframe)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/** Plain text of rich-text HTML, for the list. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every rule the question breaks: the bank and empty contents first (the catalogue's texts), then the
 * contracts' schema (the same messages the server answers). Sub-question problems carry its number.
 */
export function validateQu(v: QuFormValue): string[] {
  const out: string[] = [];
  if (!v.repoId) out.push(m('chooseRepo'));
  if (isBlankHtml(v.content)) out.push(m('contentRequired'));
  v.subList.forEach((s, i) => {
    if (v.quType === QuType.COMPOSITE && isBlankHtml(s.content))
      out.push(m('subProblem', { n: i + 1, message: m('contentRequired') }));
  });
  const parsed = SaveQuBodySchema.safeParse(toSaveQuBody(v));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index] = issue.path;
      const msg =
        first === 'subList' && typeof index === 'number'
          ? m('subProblem', { n: index + 1, message: issue.message })
          : issue.message;
      if (first === 'repoId' && !v.repoId) continue;
      out.push(msg);
    }
  }
  return [...new Set(out)];
}
