import type { DbOrTx } from '@server/db/client.ts';
import { type AnswerWrite, answerKey, fillPaperAnswers } from './paper.queries.ts';

/** Lanes per database handle: papers are spread over them, each lane runs one statement at a time. */
const LANES = 4;
/** Answers per statement at most (5 array parameters, whatever the count). */
const MAX_BATCH = 1000;

interface Pending {
  write: AnswerWrite;
  waiters: { resolve: (written: boolean) => void; reject: (err: unknown) => void }[];
}

interface Lane {
  pending: Map<string, Pending>;
  running: boolean;
  /** The batch being written and its end (never rejects), for `flush`. */
  current: Pending[] | null;
  currentDone: Promise<void>;
}

/**
 * Group commit of answers (the exam's hot path). Answers arriving while a lane's statement runs wait
 * for the next one, which writes them all in one prepared UPDATE; a learner's answers always go through
 * the same lane (by paper), so they are written in the order they came. Two answers of a learner to the
 * same question waiting together: the later one is written, both are acknowledged (the later replaces the
 * earlier, as it would one statement later). Another user's write to that question is a slot of its own,
 * refused by the statement's owner check. A failed statement is retried answer by answer, so one bad row
 * cannot fail the others. Hand-in calls `flush` first, so the answers of the paper this process has taken
 * are written (or refused) before it locks the paper and grades.
 */
export class AnswerWriter {
  private readonly lanes: Lane[] = Array.from({ length: LANES }, () => ({
    pending: new Map(),
    running: false,
    current: null,
    currentDone: Promise.resolve(),
  }));

  /** Told the size of every statement written (the /metrics histogram of plugins/metrics.ts). */
  onBatch?: (answers: number) => void;

  constructor(private readonly db: DbOrTx) {}

  /** Saves one answer; resolves true when written, false when the paper was not open to it. */
  write(write: AnswerWrite): Promise<boolean> {
    const lane = this.lanes[laneOf(write.paperId)];
    return new Promise((resolve, reject) => {
      const key = answerKey(write);
      const waiting = lane.pending.get(key);
      if (waiting) {
        // the journal's newer answer wins whatever order the two arrived in
        if (!write.seq || write.seq >= waiting.write.seq) waiting.write = write;
        waiting.waiters.push({ resolve, reject });
      } else {
        lane.pending.set(key, { write, waiters: [{ resolve, reject }] });
      }
      if (!lane.running) {
        lane.running = true;
        // The rest of this turn's requests join the first statement.
        setImmediate(() => void this.drain(lane));
      }
    });
  }

  /**
   * Resolves once every answer to the paper that this process has taken (waiting in its lane or being
   * written) is settled, written or refused; a failed write does not fail the flush.
   */
  async flush(paperId: string): Promise<void> {
    const lane = this.lanes[laneOf(paperId)];
    const waits: Promise<unknown>[] = [];
    if (lane.current?.some((p) => p.write.paperId === paperId)) waits.push(lane.currentDone);
    for (const p of lane.pending.values()) {
      if (p.write.paperId !== paperId) continue;
      waits.push(new Promise((resolve) => p.waiters.push({ resolve, reject: resolve })));
    }
    await Promise.all(waits);
  }

  private async drain(lane: Lane): Promise<void> {
    while (lane.pending.size) {
      const batch = take(lane.pending, MAX_BATCH);
      this.onBatch?.(batch.length);
      lane.current = batch;
      lane.currentDone = this.writeBatch(batch);
      await lane.currentDone;
      lane.current = null;
    }
    lane.running = false;
  }

  private async writeBatch(batch: Pending[]): Promise<void> {
    try {
      const written = await fillPaperAnswers(
        this.db,
        batch.map((p) => p.write),
      );
      for (const p of batch) settle(p, written.has(answerKey(p.write)));
    } catch (err) {
      if (batch.length === 1) return fail(batch[0], err);
      for (const p of batch) {
        try {
          settle(p, (await fillPaperAnswers(this.db, [p.write])).size > 0);
        } catch (e) {
          fail(p, e);
        }
      }
    }
  }
}

function take(pending: Map<string, Pending>, max: number): Pending[] {
  const out: Pending[] = [];
  for (const [key, p] of pending) {
    if (out.length >= max) break;
    out.push(p);
    pending.delete(key);
  }
  return out;
}

const settle = (p: Pending, written: boolean) => {
  for (const w of p.waiters) w.resolve(written);
};
const fail = (p: Pending, err: unknown) => {
  for (const w of p.waiters) w.reject(err);
};

function laneOf(paperId: string): number {
  let h = 0;
  for (let i = 0; i < paperId.length; i++) h = (h * 31 + paperId.charCodeAt(i)) | 0;
  return Math.abs(h) % LANES;
}

const writers = new WeakMap<object, AnswerWriter>();

/** The writer of a database handle (one per handle, so its lanes are shared by all requests). */
export function answerWriter(db: DbOrTx): AnswerWriter {
  let w = writers.get(db);
  if (!w) {
    w = new AnswerWriter(db);
    writers.set(db, w);
  }
  return w;
}
