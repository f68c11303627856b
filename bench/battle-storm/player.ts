import type { BattleServerMessage } from '@xuekao/contracts';
import WebSocket from 'ws';
import { ErrorCounts, Latencies } from '../exam-storm/stats.ts';

/**
 * Simulated battle players: one socket each; a player queues for a 1v1 match, answers each round after a
 * random think time (right with probability `rightRate`), and records the latency from the answer that
 * closed a round (the opponent had answered already) to that round's result, and of every answer to its
 * `accepted`.
 */

export interface PlayerStats {
  closeLatency: Latencies;
  acceptLatency: Latencies;
  errors: ErrorCounts;
  ends: Map<string, number>;
  found: Set<string>;
}

export function newStats(): PlayerStats {
  return {
    closeLatency: new Latencies(),
    acceptLatency: new Latencies(),
    errors: new ErrorCounts(),
    ends: new Map(),
    found: new Set(),
  };
}

const RIGHT_TAG = 'B';

export class Player {
  ws!: WebSocket;
  endCount = 0;
  private matchId = '';
  private mySeat = -1;
  private otherAnswered = new Set<number>();
  private sentAt = new Map<number, { at: number; closing: boolean }>();
  private timers: NodeJS.Timeout[] = [];

  constructor(
    readonly userId: string,
    private readonly url: string,
    private readonly stats: PlayerStats,
    private readonly think: () => number,
    private readonly rightRate: number,
  ) {}

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.ws = new WebSocket(this.url);
      this.ws.on('message', (d) => this.on(JSON.parse(d.toString()) as BattleServerMessage, resolve));
      this.ws.on('error', (e) => reject(e));
      this.ws.on('close', (code) => {
        if (code !== 1000 && code !== 1005) this.stats.errors.add(`close ${code}`);
      });
    });
  }

  private onQueued: (() => void) | undefined;

  /** Joins matchmaking; resolves when the server answered (queued, or found at once). */
  queue(): Promise<void> {
    const p = new Promise<void>((r) => {
      this.onQueued = r;
    });
    this.ws.send(JSON.stringify({ type: 'match', mode: 'pk' }));
    return p;
  }

  private on(m: BattleServerMessage, opened: () => void): void {
    const now = performance.now();
    switch (m.type) {
      case 'hello':
        opened();
        return;
      case 'queued':
        this.onQueued?.();
        return;
      case 'found':
        this.onQueued?.();
        this.matchId = m.matchId;
        this.mySeat = m.mySeat;
        this.stats.found.add(m.matchId);
        return;
      case 'round': {
        const opts = m.question.options;
        const right = opts.find((o) => o.tag === RIGHT_TAG) ?? opts[0];
        const wrong = opts.find((o) => o.id !== right.id) ?? right;
        const pick = Math.random() < this.rightRate ? right : wrong;
        this.timers.push(
          setTimeout(() => {
            const closing = this.otherAnswered.has(m.index);
            this.sentAt.set(m.index, { at: performance.now(), closing });
            this.ws.send(JSON.stringify({ type: 'answer', matchId: m.matchId, index: m.index, optionIds: [pick.id] }));
          }, this.think()),
        );
        return;
      }
      case 'answered':
        if (m.seat !== this.mySeat) this.otherAnswered.add(m.index);
        return;
      case 'accepted': {
        const s = this.sentAt.get(m.index);
        if (s) this.stats.acceptLatency.add(now - s.at);
        return;
      }
      case 'round-result': {
        const s = this.sentAt.get(m.index);
        if (s?.closing) this.stats.closeLatency.add(now - s.at);
        return;
      }
      case 'end':
        this.endCount++;
        this.stats.ends.set(m.matchId, (this.stats.ends.get(m.matchId) ?? 0) + 1);
        return;
      case 'error':
        this.stats.errors.add(`error ${m.code}`);
        return;
      default:
        return;
    }
  }

  get inMatch(): string {
    return this.matchId;
  }

  close(): void {
    for (const t of this.timers) clearTimeout(t);
    this.ws.close(1000);
  }
}
