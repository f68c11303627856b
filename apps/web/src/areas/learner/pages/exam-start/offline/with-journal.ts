import type { PaperDetail, PaperQuDetail } from '@xuekao/contracts';
import type { JournalEntry } from './answer-journal';

/**
 * The answer card with the journal's waiting answers laid over it: a question answered (or cleared) on
 * the device counts as the learner left it, whatever the server's copy of the card still says.
 */
export function withJournal<T extends PaperDetail>(
  detail: T | undefined,
  waiting: ReadonlyMap<string, JournalEntry>,
): T | undefined {
  if (!detail || !waiting.size) return detail;
  const groups = detail.groups.map((g) => ({
    ...g,
    quList: g.quList.map((q) => {
      const e = waiting.get(q.quId);
      return e && e.answered !== q.answered ? { ...q, answered: e.answered } : q;
    }),
  }));
  const answeredCount = groups.reduce((n, g) => n + g.quList.filter((q) => q.answered).length, 0);
  return { ...detail, groups, answeredCount };
}

/** The question with the journal's waiting answer (if any) in place of the server's. */
export function withAnswer(qu: PaperQuDetail, waiting: JournalEntry | undefined): PaperQuDetail {
  return waiting ? { ...qu, answer: waiting.answer, answered: waiting.answered } : qu;
}
