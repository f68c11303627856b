import WebSocket from 'ws';
import type { Api } from '../exam-storm/client.ts';
import type { Learner } from '../exam-storm/data.ts';
import { Latencies } from '../exam-storm/stats.ts';

/**
 * Exam pages as the browser runs them (apps/web: shared/exam/use-exam-socket.ts and the answer journal of
 * pages/exam-start/offline/answer-journal.ts), without the browser: one exam socket that opens again after a
 * drop with the same growing, jittered wait, and a journal that numbers every answer, sends the waiting ones
 * in order one at a time and retries a failed send with the journal's backoff. The two wait formulas are the
 * web's (`socketRetryDelay`, `retryDelay`), repeated here because the web modules need a browser.
 */
const SOCKET_BASE_MS = 5_000;
const MAX_MS = 30_000;
const socketDelay = (attempt: number) => Math.min(MAX_MS, SOCKET_BASE_MS * 2 ** attempt) * (0.5 + Math.random() / 2);
const sendDelay = (failures: number) =>
  Math.min(MAX_MS, 1_000 * 2 ** Math.max(0, failures - 1)) * (0.5 + Math.random() / 2);
const PING_MS = 10_000;

/** What all pages saw, for the summary. */
export class PageStats {
  /** Socket closes the pages did not ask for, and how long each took to open again (ms). */
  drops = 0;
  readonly reconnect = new Latencies();
  /** fill-answer latency of acknowledged sends, with the moment each ended (ms since the epoch). */
  readonly acks: { at: number; ms: number }[] = [];
  answersGiven = 0;
  sendFailures = 0;
  refused = 0;
  /** Answers given between `outageFrom` and `outageTo` (the kill and 30 s after). */
  givenInWindow = 0;
  window: { from: number; to: number } | null = null;
}

/** One learner's exam page. */
export class Page {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private droppedAt = 0;
  private retry: NodeJS.Timeout | undefined;
  private ping: NodeJS.Timeout | undefined;
  private closing = false;
  private lastSeq = 0;
  private readonly waiting = new Map<string, { seq: number; answer: { optionIds: string[] } }>();
  /** The last answer given per question: what the database must hold once everything is delivered. */
  readonly lastGiven = new Map<string, string>();
  private sending = false;
  private failures = 0;
  private sendTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly learner: Learner,
    private readonly socketUrl: string,
    private readonly api: Api,
    private readonly stats: PageStats,
  ) {}

  get pending(): number {
    return this.waiting.size;
  }

  get open(): boolean {
    return this.ws?.readyState === WebSocket.OPEN;
  }

  /** Opens the socket; resolves once it is open or failed the first time. */
  connect(): Promise<void> {
    return new Promise((resolve) => {
      const ws = new WebSocket(this.socketUrl, { perMessageDeflate: false, handshakeTimeout: 30_000 });
      this.ws = ws;
      let settled = false;
      const settle = () => {
        if (!settled) {
          settled = true;
          resolve();
        }
      };
      ws.on('open', () => {
        if (this.droppedAt) this.stats.reconnect.add(Date.now() - this.droppedAt);
        this.droppedAt = 0;
        this.attempt = 0;
        clearInterval(this.ping);
        this.ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('ping'), PING_MS);
        settle();
      });
      ws.on('error', () => undefined);
      ws.on('unexpected-response', (_req, res) => {
        res.resume();
        ws.terminate();
      });
      ws.on('close', () => {
        clearInterval(this.ping);
        settle();
        if (this.closing) return;
        if (!this.droppedAt) {
          this.droppedAt = Date.now();
          this.stats.drops++;
        }
        this.retry = setTimeout(() => void this.connect(), socketDelay(this.attempt));
        this.attempt++;
      });
    });
  }

  /** The learner answers a question: into the journal first, then sent when it can be. */
  answer(): void {
    const quIds = this.learner.quIds;
    const quId = quIds[Math.floor(Math.random() * quIds.length)] as string;
    const now = Date.now();
    this.lastSeq = Math.max(this.lastSeq + 1, now);
    const value = `r${this.lastSeq}`;
    this.waiting.set(quId, { seq: this.lastSeq, answer: { optionIds: [value] } });
    this.lastGiven.set(quId, value);
    this.stats.answersGiven++;
    const w = this.stats.window;
    if (w && now >= w.from && now < w.to) this.stats.givenInWindow++;
    this.kick();
  }

  /** Sends at once (what the page does when the connection is back). */
  kick(): void {
    clearTimeout(this.sendTimer);
    if (!this.sending) void this.pump();
  }

  private async pump(): Promise<void> {
    this.sending = true;
    try {
      for (;;) {
        let quId = '';
        let first: { seq: number; answer: { optionIds: string[] } } | undefined;
        for (const [q, e] of this.waiting) {
          if (!first || e.seq < first.seq) {
            first = e;
            quId = q;
          }
        }
        if (!first) return;
        const t0 = performance.now();
        const r = await this.api
          .post<unknown>(
            0,
            '/api/paper/paper/fill-answer',
            { paperId: this.learner.paperId, quId, answer: first.answer, seq: first.seq, at: Date.now() },
            this.learner.token,
          )
          .catch(() => ({ code: -1 }));
        if (r.code === 0) {
          this.stats.acks.push({ at: Date.now(), ms: performance.now() - t0 });
          this.failures = 0;
          if (this.waiting.get(quId)?.seq === first.seq) this.waiting.delete(quId);
        } else if (r.code === -1 || r.code === 1 || r.code <= -500) {
          this.stats.sendFailures++;
          this.failures++;
          this.sendTimer = setTimeout(() => this.kick(), sendDelay(this.failures));
          return;
        } else {
          this.stats.refused++;
          if (this.waiting.get(quId)?.seq === first.seq) this.waiting.delete(quId);
        }
      }
    } finally {
      this.sending = false;
    }
  }

  close(): void {
    this.closing = true;
    clearTimeout(this.retry);
    clearTimeout(this.sendTimer);
    clearInterval(this.ping);
    this.ws?.terminate();
  }
}
