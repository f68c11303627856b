import { Pool } from 'undici';
import WebSocket from 'ws';
import { ErrorCounts, Latencies } from './stats.ts';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** The HTTP side: one keep-alive undici pool per server process. */
export class Api {
  private readonly pools: Pool[];

  constructor(
    readonly origins: string[],
    connections: number,
  ) {
    this.pools = origins.map(
      (o) =>
        new Pool(o, {
          connections,
          pipelining: 1,
          keepAliveTimeout: 60_000,
          headersTimeout: 30_000,
          bodyTimeout: 30_000,
        }),
    );
  }

  /** POST with the JSON envelope; `server` picks the process (learners are pinned to one). */
  async post<T>(server: number, path: string, body: unknown, token?: string): Promise<Envelope<T>> {
    const pool = this.pools[server % this.pools.length]!;
    const res = await pool.request({
      method: 'POST',
      path,
      headers: token ? { 'content-type': 'application/json', token } : { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.body.text();
    try {
      return JSON.parse(text) as Envelope<T>;
    } catch {
      return { code: -res.statusCode, msg: `HTTP ${res.statusCode}: ${text.slice(0, 120)}`, data: null as T };
    }
  }

  /** Drops every connection at once (calls still queued fail): cleanup must not wait for a stuck server. */
  async close(): Promise<void> {
    await Promise.all(this.pools.map((p) => p.destroy()));
  }
}

/** Calls `fn` for every item with at most `concurrency` running at once. */
export async function forEachLimited<T>(
  items: T[],
  concurrency: number,
  fn: (item: T, i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  });
  await Promise.all(workers);
}

/* ---------- exam sockets ---------- */

export interface SocketTarget {
  url: string;
}

const PING_EVERY_MS = 10_000;

/**
 * Exam sockets as the exam page holds them: 'ping' every 10 s (first one at a random moment, so 10,000
 * sockets do not ping in step), 'pong' expected before the next ping.
 */
export class SocketFleet {
  readonly openLatency = new Latencies();
  readonly pongLatency = new Latencies();
  readonly openErrors = new ErrorCounts();
  opened = 0;
  pingsSent = 0;
  pongs = 0;
  missedPongs = 0;
  /** Closed by the server or the network while the run still needed them. */
  unexpectedCloses = 0;
  otherMessages = 0;
  private readonly sockets: WebSocket[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private closing = false;

  private openOne(t: SocketTarget): Promise<void> {
    return new Promise((resolve) => {
      const t0 = performance.now();
      const ws = new WebSocket(t.url, { perMessageDeflate: false, handshakeTimeout: 30_000 });
      let settled = false;
      let pingAt = 0;
      const done = (err?: string) => {
        if (settled) return;
        settled = true;
        if (err) this.openErrors.add(err);
        resolve();
      };
      ws.on('open', () => {
        this.opened++;
        this.openLatency.add(performance.now() - t0);
        this.sockets.push(ws);
        const ping = () => {
          if (ws.readyState !== WebSocket.OPEN) return;
          if (pingAt) this.missedPongs++;
          pingAt = performance.now();
          this.pingsSent++;
          ws.send('ping');
        };
        const first = setTimeout(() => {
          ping();
          const every = setInterval(ping, PING_EVERY_MS);
          this.timers.push(every);
        }, Math.random() * PING_EVERY_MS);
        this.timers.push(first);
        done();
      });
      ws.on('message', (data, isBinary) => {
        const text = isBinary ? '' : data.toString();
        if (text === 'pong' && pingAt) {
          this.pongs++;
          this.pongLatency.add(performance.now() - pingAt);
          pingAt = 0;
        } else {
          this.otherMessages++;
        }
      });
      ws.on('unexpected-response', (_req, res) => {
        done(`HTTP ${res.statusCode}`);
        ws.terminate();
      });
      ws.on('error', (e) => done(e.message));
      ws.on('close', (code) => {
        if (!settled) done(`closed ${code}`);
        else if (!this.closing) this.unexpectedCloses++;
      });
    });
  }

  /** Opens every socket, at most `concurrency` handshakes at a time. */
  async open(targets: SocketTarget[], concurrency: number): Promise<void> {
    await forEachLimited(targets, concurrency, (t) => this.openOne(t));
  }

  /** Pings still unanswered now count as missed (call when the measurement ends). */
  settle(): void {
    // Pending pongs are checked on the next ping; at the end give in-flight pings a moment, then stop.
    for (const t of this.timers) clearTimeout(t);
    this.timers.length = 0;
  }

  async closeAll(): Promise<void> {
    this.closing = true;
    this.settle();
    const open = this.sockets.filter((s) => s.readyState === WebSocket.OPEN);
    await Promise.all(
      open.map(
        (s) =>
          new Promise<void>((resolve) => {
            const t = setTimeout(() => {
              s.terminate();
              resolve();
            }, 5000);
            s.once('close', () => {
              clearTimeout(t);
              resolve();
            });
            s.close(1000, 'bench done');
          }),
      ),
    );
    this.sockets.length = 0;
  }

  get openNow(): number {
    return this.sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  }
}
