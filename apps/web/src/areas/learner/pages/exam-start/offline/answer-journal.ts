import { isConnectionFailure } from '@web/api/connection';
import { RequestError } from '@web/api/request';
import { localTable } from '@web/shared/offline/local-store';
import { ErrorCode, type FillAnswerResult, type LearnerAnswer } from '@xuekao/contracts';

/** One answer the page gave, kept on the device until the server has acknowledged it. */
export interface JournalEntry {
  paperId: string;
  quId: string;
  answer: LearnerAnswer;
  answered: boolean;
  /** Grows with every answer of the paper (the server keeps the highest). */
  seq: number;
  /** When it was given, by the server's clock as the page knows it (ms). */
  at: number;
}

export interface JournalState {
  /** Answers waiting for the server, by question. */
  waiting: ReadonlyMap<string, JournalEntry>;
  /** Answers the server refused (given after the deadline, or the paper was closed), by question: why. */
  refused: ReadonlyMap<string, string>;
  /** False while the browser is offline or the last send found no server. */
  online: boolean;
  /** The paper was handed in (elsewhere, by staff or the deadline) while answers waited. */
  closed: boolean;
}

export interface JournalDeps {
  send: (e: JournalEntry) => Promise<FillAnswerResult>;
  /** The server's time now, as the page knows it (ms). */
  serverNow: () => number;
  /** Told of every acknowledged answer. */
  onAck?: (e: JournalEntry, r: FillAnswerResult) => void;
}

/** Retry delays after a failed send: doubling from 1 s to 30 s, each cut by up to half at random. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
export const retryDelay = (failures: number, random = Math.random()) =>
  Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1)) * (0.5 + random / 2);

const table = localTable<JournalEntry>('answers');
const keyOf = (paperId: string, quId: string) => `${paperId}/${quId}`;

/**
 * The answer journal of one paper (docs/EXAMS.md#answer-journal). `record` keeps an answer on the device
 * before anything is sent; one sender delivers the waiting answers in order of their numbers, one at a
 * time, retrying with backoff while there is no server, and drops an answer only once the server
 * acknowledged it (or refused it for good). A reload finds the waiting answers again (`load`).
 */
export class AnswerJournal {
  private state: JournalState = { waiting: new Map(), refused: new Map(), online: true, closed: false };
  /** Why the server closed the paper (for answers given after it did). */
  private closedWhy = '';
  private readonly listeners = new Set<() => void>();
  private lastSeq = 0;
  private sending = false;
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  /** A flush came while a send was on its way: if that send fails, the next try goes at once. */
  private again = false;
  private idle: (() => void)[] = [];

  constructor(
    readonly paperId: string,
    private readonly deps: JournalDeps,
  ) {}

  /** Reads what a previous page left waiting for this paper, then sends it. */
  async load(): Promise<void> {
    const rows = await table.list(`${this.paperId}/`);
    const waiting = new Map(this.state.waiting);
    for (const e of rows) {
      this.lastSeq = Math.max(this.lastSeq, e.seq);
      const newer = waiting.get(e.quId);
      if (!newer || newer.seq < e.seq) waiting.set(e.quId, e);
    }
    this.set({ waiting });
    this.kick();
  }

  /** Keeps the answer on the device, then sends it (with whatever else waits). */
  async record(quId: string, answer: LearnerAnswer, answered: boolean): Promise<JournalEntry> {
    const now = Math.round(this.deps.serverNow());
    this.lastSeq = Math.max(this.lastSeq + 1, now);
    const entry: JournalEntry = { paperId: this.paperId, quId, answer, answered, seq: this.lastSeq, at: now };
    const refused = new Map(this.state.refused);
    if (this.state.closed) refused.set(quId, this.closedWhy);
    else refused.delete(quId);
    this.set({ waiting: new Map(this.state.waiting).set(quId, entry), refused });
    try {
      await table.put(keyOf(this.paperId, quId), entry);
    } catch {
      // A full or broken device store: the answer still goes out from memory.
    }
    this.kick();
    return entry;
  }

  /** Sends now (the connection is back, or hand-in); resolves with how many answers still wait (0: all delivered). */
  flush(): Promise<number> {
    const { waiting, closed } = this.state;
    if (!waiting.size || closed || this.stopped) return Promise.resolve(closed ? 0 : waiting.size);
    this.failures = 0;
    // the send on its way may have left before the reason for the flush (sent with the expired session)
    this.again = this.sending;
    // a closed paper takes nothing more: nothing is left to deliver
    const settled = new Promise<number>((resolve) =>
      this.idle.push(() => resolve(this.state.closed ? 0 : this.state.waiting.size)),
    );
    this.kick();
    return settled;
  }

  /** The browser says it is offline: show it, without waiting for a send to fail. */
  setOffline(): void {
    this.set({ online: false });
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.wakeIdle();
  }

  /** Forgets everything the device keeps of this paper (it was handed in and nothing waits). */
  async forget(): Promise<void> {
    await table.clear(`${this.paperId}/`).catch(() => undefined);
  }

  getState = (): JournalState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<JournalState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  private wakeIdle(): void {
    for (const wake of this.idle.splice(0)) wake();
  }

  private kick(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.sending && !this.stopped) void this.pump();
  }

  private next(): JournalEntry | undefined {
    let first: JournalEntry | undefined;
    for (const e of this.state.waiting.values()) if (!first || e.seq < first.seq) first = e;
    return first;
  }

  private async pump(): Promise<void> {
    this.sending = true;
    try {
      for (let e = this.next(); e && !this.stopped && !this.state.closed; e = this.next()) {
        const outcome = await this.deliver(e);
        if (outcome === 'retry') {
          this.failures += 1;
          if (this.again) {
            this.again = false;
            continue;
          }
          this.timer = setTimeout(() => this.kick(), retryDelay(this.failures));
          return;
        }
        this.failures = 0;
      }
    } finally {
      this.again = false;
      this.sending = false;
      this.wakeIdle();
    }
  }

  /** Sends one answer; answers whether it is settled (acknowledged or refused for good) or must be retried. */
  private async deliver(e: JournalEntry): Promise<'settled' | 'retry'> {
    try {
      const r = await this.deps.send(e);
      if (!this.state.online) this.set({ online: true });
      this.deps.onAck?.(e, r);
      await this.settle(e);
      return 'settled';
    } catch (err) {
      if (isConnectionFailure(err)) {
        this.set({ online: false });
        return 'retry';
      }
      if (!(err instanceof RequestError)) return 'retry';
      if (!this.state.online) this.set({ online: true });
      if (err.code === ErrorCode.PAPER_CLOSED) {
        this.closedWhy = err.message;
        this.set({ closed: true, refused: this.refuseAll(err.message) });
        return 'settled';
      }
      // The server answered but could not save it (busy, a failed statement): later. The session expired:
      // the answer waits (never refused) while the page signs in again, which flushes the journal.
      if (err.code === ErrorCode.FAIL || err.code === ErrorCode.TOO_MANY || err.code === ErrorCode.SESSION_EXPIRED) {
        return 'retry';
      }
      // Refused for good (given after the deadline, not a question of this paper, unreadable).
      this.set({ refused: new Map(this.state.refused).set(e.quId, err.message) });
      await this.settle(e);
      return 'settled';
    }
  }

  private refuseAll(message: string): Map<string, string> {
    const refused = new Map(this.state.refused);
    for (const q of this.state.waiting.keys()) refused.set(q, message);
    return refused;
  }

  /** Drops the answer from the journal unless a newer answer to its question came meanwhile. */
  private async settle(e: JournalEntry): Promise<void> {
    if (this.state.waiting.get(e.quId)?.seq !== e.seq) return;
    const waiting = new Map(this.state.waiting);
    waiting.delete(e.quId);
    this.set({ waiting });
    await table.delete(keyOf(this.paperId, e.quId)).catch(() => undefined);
  }
}
