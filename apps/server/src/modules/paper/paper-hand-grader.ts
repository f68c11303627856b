import type { AppContext } from '@server/app-context.ts';
import { perApp } from '@server/lib/per-app.ts';
import type { QuDetail } from '@xuekao/contracts';
import type { GradableQuestion } from '../qu/grading.ts';
import { loadGradable } from '../qu/qu-load.ts';
import { paperQuDetails } from './qu-cache.ts';

/**
 * What grading a paper's question needs (its answer key at the paper's score, and its detail to unmask the
 * answer), cached for a short time for the hand-in lane: 10,000 papers of an exam share its questions, so
 * a storm loads them once instead of three queries per paper. Loaded outside the lane's transaction
 * (`warm`; PGlite has one connection); an edit of a question reaches hand-ins within `TTL_MS` (the
 * question details of papers in progress are cached 30 s already, qu-cache.ts).
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  at: number;
  /** undefined: the question is gone (graded 0, as the one-paper path does). */
  key: GradableQuestion | undefined;
  detail: QuDetail | undefined;
}

type QuScore = { quId: string; score: number | string };

const keyOf = (q: QuScore) => `${q.quId}|${Number(q.score)}`;

export class GraderCache {
  private readonly entries = new Map<string, Entry>();

  /** Is the question at this score loaded (and fresh)? */
  has(q: QuScore): boolean {
    const e = this.entries.get(keyOf(q));
    return !!e && Date.now() - e.at < TTL_MS;
  }

  get(q: QuScore): Entry | undefined {
    return this.entries.get(keyOf(q));
  }

  /** Loads the questions not loaded (or stale), through `app.db`: never inside a transaction. */
  async warm(app: AppContext, qus: readonly QuScore[]): Promise<void> {
    const missing = new Map<string, Set<number>>();
    for (const q of qus) {
      if (this.has(q)) continue;
      missing.set(q.quId, (missing.get(q.quId) ?? new Set()).add(Number(q.score)));
    }
    if (!missing.size) return;
    const now = Date.now();
    const details = await paperQuDetails(app, [...missing.keys()]);
    // A question at several scores (rare) loads once per score: one key load per round.
    const rounds: Array<Map<string, number>> = [];
    for (const [quId, scores] of missing) {
      let i = 0;
      for (const s of scores) {
        if (!rounds[i]) rounds[i] = new Map();
        rounds[i]?.set(quId, s);
        i++;
      }
    }
    if (this.entries.size > MAX_ENTRIES) this.entries.clear();
    for (const scores of rounds) {
      const keys = await loadGradable(app, [...scores.keys()], scores);
      for (const [quId, score] of scores) {
        this.entries.set(keyOf({ quId, score }), { at: now, key: keys.get(quId), detail: details.get(quId) });
      }
    }
  }
}

/** The cache of an app (tests build several apps on databases with the same seed ids). */
export const graderCache = perApp((_: AppContext) => new GraderCache());
