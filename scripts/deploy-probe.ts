/**
 * The client side of `npm run deploy:check`: raw HTTP (node:http, so answers arrive as sent: compressed
 * bodies stay compressed, a source address can be chosen), WebSockets (`ws`) and the ok/FAIL report.
 */
import http, { type IncomingHttpHeaders } from 'node:http';
import WebSocket from 'ws';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string | number>;
  body?: string | Buffer;
  /** Source address of the connection (another loopback address stands for another client). */
  localAddress?: string;
  timeoutMs?: number;
}

/** One request on its own connection; any status resolves, a network error or timeout rejects. */
export function request(url: string, o: RequestOptions = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = typeof o.body === 'string' ? Buffer.from(o.body) : o.body;
    const req = http.request(
      url,
      {
        method: o.method ?? 'GET',
        agent: false,
        localAddress: o.localAddress,
        headers: { ...(body ? { 'content-length': body.length } : {}), ...o.headers },
        timeout: o.timeoutMs ?? 10_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const buf = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: buf, text: buf.toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${o.timeoutMs ?? 10_000} ms: ${url}`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** The headers only of a request that announces `length` bytes and sends none (nginx answers 413 before). */
export function announceBody(url: string, length: number, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': length, ...headers },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('no answer to the announced body within 10 s')));
    req.flushHeaders();
  });
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** POST a JSON body to the API (with the `token` header when given); the envelope, HTTP 200 or not. */
export async function api<T>(origin: string, path: string, body: unknown, token?: string): Promise<Envelope<T>> {
  const res = await request(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  try {
    return JSON.parse(res.text) as Envelope<T>;
  } catch {
    return { code: -res.status, msg: `HTTP ${res.status}: ${res.text.slice(0, 160)}`, data: null as T };
  }
}

/** The envelope's data, or an error naming the call. */
export async function call<T>(origin: string, path: string, body: unknown, token?: string): Promise<T> {
  const r = await api<T>(origin, path, body, token);
  if (r.code !== 0) throw new Error(`${path}: ${r.code} ${r.msg}`);
  return r.data;
}

/** Opens a socket; rejects with the HTTP status when the handshake is refused. */
export function openSocket(url: string, headers: Record<string, string>, timeoutMs = 10_000): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers, perMessageDeflate: false, handshakeTimeout: timeoutMs });
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) => {
      reject(Object.assign(new Error(`handshake answered HTTP ${res.statusCode}`), { status: res.statusCode }));
      ws.terminate();
    });
    ws.once('error', reject);
  });
}

/** Sends 'ping' and waits for 'pong' (the exam socket's keep-alive); the round trip in ms. */
export function pingPong(ws: WebSocket, timeoutMs = 5000): Promise<number> {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const timer = setTimeout(() => {
      ws.off('message', onMessage);
      reject(new Error(`no pong within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (data: WebSocket.RawData) => {
      if (data.toString() !== 'pong') return;
      clearTimeout(timer);
      ws.off('message', onMessage);
      resolve(performance.now() - t0);
    };
    ws.on('message', onMessage);
    ws.send('ping');
  });
}

/** When and how a socket closes. */
export function closed(ws: WebSocket): Promise<{ at: number; code: number; reason: string }> {
  return new Promise((resolve) =>
    ws.once('close', (code, reason) => resolve({ at: performance.now(), code, reason: reason.toString() })),
  );
}

/** Throws `message` unless `cond`. */
export function expect(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(message);
}

export const ms = (v: number) => `${Math.round(v)} ms`;

/** The ok/FAIL lines and the verdict. */
export class Report {
  failed = 0;
  passed = 0;
  /** Set on Ctrl-C: what fails while the cleanup takes the site down is not reported. */
  interrupted = false;

  /** Runs one check; its string is the detail printed after ok. A failure is printed, never thrown. */
  async check(name: string, fn: () => Promise<string | undefined> | string | undefined): Promise<boolean> {
    const t0 = performance.now();
    try {
      const detail = await fn();
      this.passed++;
      console.log(`  ok    ${name}${detail ? `: ${detail}` : ''} (${ms(performance.now() - t0)})`);
      return true;
    } catch (e) {
      if (this.interrupted) return false;
      this.failed++;
      console.log(`  FAIL  ${name}: ${(e as Error).message}`);
      return false;
    }
  }

  /** A step the rest depends on: its failure ends the run (after cleanup). */
  async step<T>(name: string, fn: () => Promise<T>, detail?: (v: T) => string): Promise<T> {
    const t0 = performance.now();
    try {
      const v = await fn();
      console.log(`  ok    ${name}${detail ? `: ${detail(v)}` : ''} (${ms(performance.now() - t0)})`);
      return v;
    } catch (e) {
      if (e instanceof Skip || this.interrupted) throw e;
      this.failed++;
      console.log(`  FAIL  ${name}: ${(e as Error).message}`);
      throw new StepFailed(name);
    }
  }
}

/** A step failed (already reported): the run stops there. */
export class StepFailed extends Error {}

/** The check cannot run on this machine (not a failure): the run stops there and exits 0. */
export class Skip extends Error {}
