import { m } from './messages';

/** Seconds left as mm:ss (minutes may pass 59: 125:03); never negative. */
export function formatLeft(seconds: number | null | undefined): string {
  const s = Math.max(0, Math.floor(Number(seconds) || 0));
  const m = Math.floor(s / 60);
  return `${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Answered share in whole percent (0 when the paper has no questions). */
export function progressPercent(answered: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.round((answered / total) * 100));
}

/** Who a warning goes to: the ticked examinees, or everyone of the exam when none is ticked. */
export function warnTargetText(selected: number): string {
  return selected > 0 ? m('targetSome', { n: selected }) : m('targetAll');
}
