import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { type QuDetail, QuType } from '@xuekao/contracts';
import type { GradableQuestion } from './grading.ts';
import { presentQuDetail } from './qu.presenter.ts';
import {
  type AnswerDbRow,
  findAnswersByQuIds,
  findQuIdsBy,
  findQusByIds,
  findSubQus,
  type QuFilter,
  type QuListRow,
} from './qu.queries.ts';

/**
 * What other modules (training, exams, wrong-answer book) read of questions: the admin detail with its
 * key, the learner's view without it (qu.presenter `toQuForAnswer`), and the answer key for grading.
 */

interface Loaded {
  tops: QuListRow[];
  subsOf: (quId: string) => QuListRow[];
  answersOf: (quId: string) => AnswerDbRow[];
}

async function loadRows(db: DbOrTx, quIds: string[]): Promise<Loaded> {
  const ids = [...new Set(quIds)];
  const tops = await findQusByIds(db, ids);
  const composites = tops.filter((q) => q.quType === QuType.COMPOSITE).map((q) => q.id);
  const subs = await findSubQus(db, composites);
  const answers = await findAnswersByQuIds(db, [...tops.map((q) => q.id), ...subs.map((q) => q.id)]);
  const subMap = new Map<string, QuListRow[]>();
  for (const s of subs) subMap.set(s.parentId, [...(subMap.get(s.parentId) ?? []), s]);
  const ansMap = new Map<string, AnswerDbRow[]>();
  for (const a of answers) {
    const list = ansMap.get(a.quId) ?? [];
    list.push(a);
    ansMap.set(a.quId, list);
  }
  return { tops, subsOf: (id) => subMap.get(id) ?? [], answersOf: (id) => ansMap.get(id) ?? [] };
}

/** Admin details (with answer key and sub-questions) of the given questions, by id; missing ids are absent. */
export async function loadQuDetails(
  app: Pick<AppContext, 'db' | 'dict'>,
  quIds: string[],
): Promise<Map<string, QuDetail>> {
  const [loaded] = await Promise.all([loadRows(app.db, quIds), app.dict.ready()]);
  return new Map(loaded.tops.map((q) => [q.id, presentQuDetail(q, loaded.answersOf, loaded.subsOf, app.dict)]));
}

/** Splits `score` evenly over `n` parts in hundredths; the remainder goes to the first parts. */
function splitScore(score: number, n: number): number[] {
  const cents = Math.round(score * 100);
  const base = Math.floor(cents / n);
  return Array.from({ length: n }, (_, i) => (base + (i < cents - base * n ? 1 : 0)) / 100);
}

function gradableOf(q: QuListRow, score: number, l: Loaded): GradableQuestion & { id: string } {
  const answers = l.answersOf(q.id);
  switch (q.quType) {
    case QuType.SINGLE:
    case QuType.MULTIPLE:
    case QuType.JUDGE:
      return {
        id: q.id,
        quType: q.quType,
        score,
        options: answers.map((a) => ({ id: a.id, isRight: a.isRight })),
      };
    case QuType.FILL:
      return { id: q.id, quType: q.quType, score, blanks: answers.map((a) => ({ answers: a.answers })) };
    case QuType.MATCH:
      // The right-hand item offered for a pair carries the id of its answer row (see toQuForAnswer).
      return { id: q.id, quType: q.quType, score, pairs: answers.map((a) => ({ left: a.id, right: a.id })) };
    case QuType.COMPOSITE: {
      const subs = l.subsOf(q.id);
      const shares = splitScore(score, Math.max(subs.length, 1));
      return { id: q.id, quType: q.quType, score, children: subs.map((s, i) => gradableOf(s, shares[i], l)) };
    }
    default:
      return { id: q.id, quType: QuType.SHORT, score };
  }
}

/**
 * The answer keys of the given questions for `gradeQuestion`, by id. `scores` gives each question's
 * score (default 1); a composite's score is shared evenly by its sub-questions.
 */
export async function loadGradable(
  app: Pick<AppContext, 'db'>,
  quIds: string[],
  scores?: ReadonlyMap<string, number>,
): Promise<Map<string, GradableQuestion & { id: string }>> {
  const loaded = await loadRows(app.db, quIds);
  return new Map(loaded.tops.map((q) => [q.id, gradableOf(q, scores?.get(q.id) ?? 1, loaded)]));
}

/** Ids of top-level questions of a bank (optionally a chapter, type, level), in bank order. */
export function findQuIds(app: Pick<AppContext, 'db'>, f: QuFilter & { repoId: string }): Promise<string[]> {
  return findQuIdsBy(app.db, f);
}

/** Is the question subjective (short answer, or a composite holding one)? */
export function isSubjective(d: Pick<QuDetail, 'quType' | 'subList'>): boolean {
  if (d.quType === QuType.SHORT) return true;
  return d.quType === QuType.COMPOSITE && d.subList.some((s) => s.quType === QuType.SHORT);
}
