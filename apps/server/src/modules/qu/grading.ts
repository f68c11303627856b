import { QuType } from '@xuekao/contracts';

/**
 * The server's grading of every question type (docs/REQUIREMENTS.md#grading). Pure
 * functions: training and exams pass the answer key and the learner's answer, and store the result.
 * Scores are kept to two decimals and computed in hundredths so no float error creeps into totals.
 */

export interface ChoiceKey {
  /** Option ids; `isRight` marks the correct ones. */
  options: ReadonlyArray<{ id: string; isRight: boolean }>;
}

export interface FillKey {
  /** One entry per blank, each with one or more accepted answers. */
  blanks: ReadonlyArray<{ answers: readonly string[] }>;
}

export interface MatchKey {
  /** Each left item id with the id of its correct right item. */
  pairs: ReadonlyArray<{ left: string; right: string }>;
}

export type GradableQuestion =
  | ({ quType: typeof QuType.SINGLE | typeof QuType.JUDGE | typeof QuType.MULTIPLE; score: number } & ChoiceKey)
  | ({ quType: typeof QuType.FILL; score: number } & FillKey)
  | ({ quType: typeof QuType.MATCH; score: number } & MatchKey)
  | { quType: typeof QuType.SHORT; score: number }
  | { quType: typeof QuType.COMPOSITE; score: number; children: ReadonlyArray<GradableQuestion & { id: string }> };

/** The learner's answer, by type. */
export interface LearnerAnswer {
  /** Chosen option ids (single, judge, multiple). */
  optionIds?: readonly string[];
  /** Text per blank, in blank order (fill-blank). */
  blanks?: readonly string[];
  /** Chosen right item per left item (matching). */
  pairs?: Readonly<Record<string, string>>;
  /** Free text (short answer), kept for marking. */
  text?: string;
  /** Answers of a composite's children, by child id. */
  children?: Readonly<Record<string, LearnerAnswer>>;
}

export interface GradingOptions {
  /**
   * Multiple choice: percentage of the score given for a non-empty correct subset with no wrong pick
   * (0 = all or nothing, the default).
   */
  multiplePartialPercent?: number;
}

export interface GradeResult {
  score: number;
  /** Full marks (objective questions); false for subjective ones until marked. */
  isRight: boolean;
  /** Needs marking by hand (short answer, or a composite holding one). */
  subjective: boolean;
  /** Child results of a composite, by child id. */
  children?: Record<string, GradeResult>;
}

const cents = (n: number) => Math.round(n * 100);
const fromCents = (c: number) => c / 100;

/** A score share of `full` for `got` of `of` parts, in hundredths, rounded down so shares never exceed it. */
function proRata(full: number, got: number, of: number): number {
  if (of <= 0) return 0;
  return fromCents(Math.floor((cents(full) * got) / of));
}

/**
 * Normalises a fill-blank answer for comparison: full-width forms to half-width (NFKC also folds the
 * ideographic space), trimmed, inner whitespace collapsed, case ignored.
 */
export function normaliseBlank(s: string): string {
  return s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

function gradeChoice(
  q: ChoiceKey & { quType: number; score: number },
  a: LearnerAnswer,
  o: GradingOptions,
): GradeResult {
  const right = new Set(q.options.filter((x) => x.isRight).map((x) => x.id));
  const picked = new Set(a.optionIds ?? []);
  const exact = picked.size === right.size && [...picked].every((id) => right.has(id));
  if (exact && right.size > 0) return { score: q.score, isRight: true, subjective: false };
  const percent = o.multiplePartialPercent ?? 0;
  if (q.quType === QuType.MULTIPLE && percent > 0 && picked.size > 0 && [...picked].every((id) => right.has(id))) {
    return { score: fromCents(Math.floor((cents(q.score) * percent) / 100)), isRight: false, subjective: false };
  }
  return { score: 0, isRight: false, subjective: false };
}

function gradeFill(q: FillKey & { score: number }, a: LearnerAnswer): GradeResult {
  const given = a.blanks ?? [];
  let correct = 0;
  q.blanks.forEach((blank, i) => {
    const g = given[i];
    if (g === undefined || normaliseBlank(g) === '') return;
    if (blank.answers.some((acc) => normaliseBlank(acc) === normaliseBlank(g))) correct++;
  });
  const all = q.blanks.length > 0 && correct === q.blanks.length;
  return { score: all ? q.score : proRata(q.score, correct, q.blanks.length), isRight: all, subjective: false };
}

function gradeMatch(q: MatchKey & { score: number }, a: LearnerAnswer): GradeResult {
  const given = a.pairs ?? {};
  const correct = q.pairs.filter((p) => given[p.left] === p.right).length;
  const all = q.pairs.length > 0 && correct === q.pairs.length;
  return { score: all ? q.score : proRata(q.score, correct, q.pairs.length), isRight: all, subjective: false };
}

/** Grades one question of any type. Short answers score 0 and are flagged for marking. */
export function gradeQuestion(q: GradableQuestion, a: LearnerAnswer | undefined, o: GradingOptions = {}): GradeResult {
  const answer = a ?? {};
  switch (q.quType) {
    case QuType.SINGLE:
    case QuType.JUDGE:
    case QuType.MULTIPLE:
      return gradeChoice(q, answer, o);
    case QuType.FILL:
      return gradeFill(q, answer);
    case QuType.MATCH:
      return gradeMatch(q, answer);
    case QuType.SHORT:
      return { score: 0, isRight: false, subjective: true };
    case QuType.COMPOSITE: {
      const children: Record<string, GradeResult> = {};
      let total = 0;
      let subjective = false;
      let allRight = q.children.length > 0;
      for (const child of q.children) {
        const r = gradeQuestion(child, answer.children?.[child.id], o);
        children[child.id] = r;
        total += cents(r.score);
        subjective ||= r.subjective;
        allRight &&= r.isRight;
      }
      return { score: fromCents(total), isRight: allRight && !subjective, subjective, children };
    }
  }
}

/** A hand-given score for a subjective answer, checked against its maximum (0..max, two decimals). */
export function checkMarkedScore(score: number, max: number): number {
  if (!Number.isFinite(score) || score < 0 || score > max) {
    throw new RangeError(`得分必须在 0 到 ${max} 之间`);
  }
  return fromCents(cents(score));
}

/** Sum of scores without float drift. */
export function sumScores(scores: Iterable<number>): number {
  let c = 0;
  for (const s of scores) c += cents(s);
  return fromCents(c);
}
