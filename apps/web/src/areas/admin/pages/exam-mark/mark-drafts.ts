import type { MarkQu } from '@xuekao/contracts';

/** The score and remark typed for one subjective answer. */
export interface MarkDraft {
  score: number | null;
  remark: string;
}

/** Key of a subjective answer: a composite's child has its own `subId`. */
export const markKey = (q: Pick<MarkQu, 'quId' | 'subId'>) => `${q.quId}|${q.subId}`;

/** The drafts a paper opens with: what was marked before. */
export function draftsOf(qus: MarkQu[]): Record<string, MarkDraft> {
  const out: Record<string, MarkDraft> = {};
  for (const q of qus) out[markKey(q)] = { score: q.markedScore, remark: q.remark ?? '' };
  return out;
}

/** Answers whose typed score or remark differs from what the server holds (to save before finishing). */
export function changedQus(qus: MarkQu[], drafts: Record<string, MarkDraft>): MarkQu[] {
  return qus.filter((q) => {
    const d = drafts[markKey(q)];
    if (!d || d.score === null) return false;
    return d.score !== q.markedScore || (d.remark ?? '') !== (q.remark ?? '');
  });
}

/** Answers still without a score (neither saved nor typed). */
export function unmarkedCount(qus: MarkQu[], drafts: Record<string, MarkDraft>): number {
  return qus.filter((q) => (drafts[markKey(q)]?.score ?? q.markedScore) === null).length;
}

/** The subjective score so far: typed scores, else saved ones. */
export function subjectiveTotal(qus: MarkQu[], drafts: Record<string, MarkDraft>): number {
  const cents = qus.reduce((s, q) => s + Math.round((drafts[markKey(q)]?.score ?? q.markedScore ?? 0) * 100), 0);
  return cents / 100;
}
