import type { StudySocketMessage } from '@xuekao/contracts';
import WebSocket from 'ws';
import { forEachLimited } from '../exam-storm/client.ts';
import { ErrorCounts, Latencies } from '../exam-storm/stats.ts';

/** One learner's study socket and what the client saw on it. */
export interface StudySocket {
  userId: string;
  ws: WebSocket;
  /** Wall clock (ms) of the handshake's end and of the close (0 while open). */
  openAt: number;
  closedAt: number;
  /** Send times of pings without a reply yet, oldest first: performance.now() and wall clock. */
  pending: Array<{ perf: number; wall: number }>;
  /** The last heartbeat reply: its learnSec and when its ping was sent (wall clock); null before any. */
  lastAck: { learnSec: number; sentAt: number } | null;
  replies: number;
}

export interface SocketTarget {
  userId: string;
  url: string;
}

/**
 * Study sockets as the course page holds them (docs/COURSES.md "The study socket protocol"): after the
 * status message on connect, `ping` every interval (the first at a random moment of the first interval);
 * the server answers every heartbeat with a JSON StudySocketMessage, in order, so replies pair with pings
 * first in, first out.
 */
export class StudyFleet {
  readonly openLatency = new Latencies();
  readonly beatLatency = new Latencies();
  /** Latency per second of the phase (by send time), for the worst second. */
  readonly perSecond: Latencies[] = [];
  readonly openErrors = new ErrorCounts();
  /** Things that went wrong on open sockets: stop messages, unexpected closes, odd messages. */
  readonly problems = new ErrorCounts();
  readonly sockets: StudySocket[] = [];
  pingsSent = 0;
  replies = 0;
  stoppedMsgs = 0;
  unexpectedCloses = 0;
  /** A reply's learnSec went down, or rose by more than a heartbeat may credit. */
  creditJumps = 0;
  private timers: NodeJS.Timeout[] = [];
  private windowStart = 0;
  /** Closes from now on are ours (end of phase) or expected (the server was killed). */
  closing = false;

  constructor(private readonly maxCreditSec: number) {}

  private openOne(t: SocketTarget): Promise<void> {
    return new Promise((resolve) => {
      const t0 = performance.now();
      const ws = new WebSocket(t.url, { perMessageDeflate: false, handshakeTimeout: 30_000 });
      const s: StudySocket = { userId: t.userId, ws, openAt: 0, closedAt: 0, pending: [], lastAck: null, replies: 0 };
      let ready = false;
      let settled = false;
      const done = (err?: string) => {
        if (settled) return;
        settled = true;
        if (err) {
          this.openErrors.add(err);
          ws.terminate();
        }
        resolve();
      };
      ws.on('open', () => {
        s.openAt = Date.now();
      });
      ws.on('message', (data, isBinary) => {
        let m: StudySocketMessage;
        try {
          m = JSON.parse(isBinary ? '' : data.toString()) as StudySocketMessage;
        } catch {
          this.problems.add(`not JSON: ${data.toString().slice(0, 60)}`);
          return;
        }
        if (!ready) {
          // The status message sent on connect.
          if (m.stopped) return done(`stopped on connect: ${m.stopMsg}`);
          ready = true;
          this.openLatency.add(performance.now() - t0);
          this.sockets.push(s);
          return done();
        }
        if (m.stopped) {
          this.stoppedMsgs++;
          this.problems.add(`stopped: ${m.stopMsg}`);
          return;
        }
        const ping = s.pending.shift();
        if (!ping) {
          this.problems.add('reply without a ping');
          return;
        }
        const ms = performance.now() - ping.perf;
        this.replies++;
        s.replies++;
        this.beatLatency.add(ms);
        const sec = Math.floor((ping.perf - this.windowStart) / 1000);
        this.perSecond[sec] ??= new Latencies();
        this.perSecond[sec].add(ms);
        const prev = s.lastAck?.learnSec ?? 0;
        if (m.learnSec < prev || m.learnSec > prev + this.maxCreditSec) this.creditJumps++;
        if (m.due) this.problems.add(`due ${m.due}`);
        s.lastAck = { learnSec: m.learnSec, sentAt: ping.wall };
      });
      ws.on('unexpected-response', (_req, res) => done(`HTTP ${res.statusCode}`));
      ws.on('error', (e) => done(e.message));
      ws.on('close', (code) => {
        s.closedAt = Date.now();
        if (!ready) return done(`closed ${code} before the status message`);
        if (!this.closing) {
          this.unexpectedCloses++;
          this.problems.add(`closed ${code}`);
        }
      });
    });
  }

  /** Opens every socket (at most `concurrency` handshakes at a time); done when each has its status. */
  async open(targets: SocketTarget[], concurrency: number): Promise<void> {
    await forEachLimited(targets, concurrency, (t) => this.openOne(t));
  }

  /** Starts the heartbeats: every socket pings every `intervalMs`, the first at a random moment. */
  startPinging(intervalMs: number): void {
    this.windowStart = performance.now();
    for (const s of this.sockets) {
      const ping = () => {
        if (s.ws.readyState !== WebSocket.OPEN) return;
        s.pending.push({ perf: performance.now(), wall: Date.now() });
        this.pingsSent++;
        s.ws.send('ping');
      };
      const first = setTimeout(() => {
        ping();
        this.timers.push(setInterval(ping, intervalMs));
      }, Math.random() * intervalMs);
      this.timers.push(first);
    }
  }

  stopPinging(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers = [];
  }

  /** Pings without a reply (call after `drain`: these are missing). */
  get outstanding(): number {
    return this.sockets.reduce((a, s) => a + s.pending.length, 0);
  }

  /** Waits until every ping has its reply, at most `timeoutMs`. */
  async drain(timeoutMs: number): Promise<number> {
    const t0 = Date.now();
    while (this.outstanding > 0 && Date.now() - t0 < timeoutMs) await new Promise((r) => setTimeout(r, 100));
    return Date.now() - t0;
  }

  get openNow(): number {
    return this.sockets.filter((s) => s.ws.readyState === WebSocket.OPEN).length;
  }

  async closeAll(): Promise<void> {
    this.closing = true;
    this.stopPinging();
    await Promise.all(
      this.sockets
        .filter((s) => s.ws.readyState === WebSocket.OPEN)
        .map(
          (s) =>
            new Promise<void>((resolve) => {
              const t = setTimeout(() => {
                s.ws.terminate();
                resolve();
              }, 5000);
              s.ws.once('close', () => {
                clearTimeout(t);
                resolve();
              });
              s.ws.close(1000, 'bench done');
            }),
        ),
    );
  }
}
