/**
 * The graceful stop of `npm run deploy:check`, measured through nginx: SIGTERM to the process holding the exam
 * socket while calls keep coming; the socket is closed with 1012 and opened again through nginx (now on the
 * other process), /api/ready through nginx stays 200, and the process exits within TimeoutStopSec. Then the
 * process comes back (a rolling restart) and nginx sends it calls again.
 */
import fs from 'node:fs';
import type WebSocket from 'ws';
import type { Site } from './deploy-checks.ts';
import { api, closed, expect, ms, openSocket, pingPong, type Report, request } from './deploy-probe.ts';
import { logTail, metricValue, type ProcessPlan, type SiteProcess, startProcess, waitReady } from './deploy-site.ts';

const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

export interface ExamSocket {
  url: string;
  headers: Record<string, string>;
  ws: WebSocket;
  learnerToken: string;
}

export interface StopFigures {
  sigtermToExitMs: number;
  closeAfterMs: number;
  reconnectMs: number;
}

/** Open exam sockets of one process (its own /metrics). */
export async function examSocketsOn(p: SiteProcess): Promise<number> {
  const res = await request(`http://127.0.0.1:${p.port}/metrics`);
  return metricValue(res.text, 'xk_sockets_open', 'kind="exam"') ?? 0;
}

/** SIGTERM `victim` (which holds the socket); the socket must move to `other`. Answers the new socket. */
export async function stopAndMove(
  r: Report,
  site: Site,
  victim: SiteProcess,
  other: SiteProcess,
  sock: ExamSocket,
  o: { timeoutStopSec: number; drainSeconds: number; figures: StopFigures[]; callers: number; pauseMs: number },
): Promise<WebSocket | null> {
  const t0 = performance.now();
  const closing = closed(sock.ws);
  victim.child.kill('SIGTERM');
  const kill = setTimeout(() => victim.child.kill('SIGKILL'), o.timeoutStopSec * 1000);

  // Calls through nginx all along: readiness, and a learner's API call.
  let polling = true;
  const ready: number[] = [];
  const failures: string[] = [];
  let calls = 0;
  // A few callers at once, each call on its own connection to nginx (nginx keeps its own to the processes).
  const caller = async () => {
    while (polling) {
      const [status, env] = await Promise.all([
        request(`${site.origin}/api/ready`).then(
          (res) => res.status,
          () => 0,
        ),
        api(site.origin, '/api/sys/user/info', {}, sock.learnerToken).catch((e: Error) => ({
          code: -1,
          msg: e.message,
        })),
      ]);
      ready.push(status);
      calls++;
      if (env.code !== 0)
        failures.push(`${Math.round(performance.now() - t0)} ms: ${env.code} ${env.msg.slice(0, 80)}`);
      await sleep(o.pauseMs);
    }
  };
  const poller = Promise.all(Array.from({ length: o.callers }, caller));
  const draining = sleep(Math.min(1000, (o.drainSeconds * 1000) / 2)).then(() =>
    request(`http://127.0.0.1:${victim.port}/api/ready`).then(
      (res) => res.status,
      (e: Error) => e.message,
    ),
  );

  const closeTimeout = sleep(o.timeoutStopSec * 1000).then(() => null);
  const close = await Promise.race([closing, closeTimeout]);
  let moved: WebSocket | null = null;
  let reconnectMs = Number.NaN;
  let reopenError = '';
  if (close) {
    try {
      moved = await openSocket(sock.url, sock.headers);
      reconnectMs = performance.now() - close.at;
    } catch (e) {
      reopenError = (e as Error).message;
    }
  }
  const exit = await Promise.race([victim.exited, sleep(o.timeoutStopSec * 1000 + 2000).then(() => null)]);
  clearTimeout(kill);
  await sleep(1000);
  polling = false;
  await poller;

  const port = victim.port;
  await r.check(`process ${port} says not ready while it drains`, async () => {
    const status = await draining;
    expect(status === 503, `its /api/ready during the drain: ${status}`);
    return `its own /api/ready: 503 (DRAIN_SECONDS=${o.drainSeconds})`;
  });
  await r.check(`exam socket closed by process ${port} with 1012`, () => {
    expect(close, `still open ${o.timeoutStopSec} s after SIGTERM`);
    expect(close.code === 1012, `close code ${close.code} ${close.reason}`);
    return `${ms(close.at - t0)} after SIGTERM`;
  });
  await r.check(`exam socket reopened through nginx on process ${other.port}`, async () => {
    expect(moved, reopenError || 'not reopened');
    const rtt = await pingPong(moved);
    const there = await examSocketsOn(other);
    expect(there >= 1, `process ${other.port} reports ${there} exam sockets`);
    return `reconnect ${ms(reconnectMs)} after the close, ping/pong ${ms(rtt)}`;
  });
  await r.check(`process ${port} exits after SIGTERM within TimeoutStopSec`, () => {
    expect(exit, `still running ${o.timeoutStopSec + 2} s after SIGTERM (killed):\n${logTail(victim)}`);
    expect(exit.code === 0, `exit code ${exit.code ?? exit.signal}:\n${logTail(victim)}`);
    const left = fs.readFileSync(victim.logFile, 'utf8').includes('shutdown failed');
    expect(!left, 'logged "shutdown failed"');
    return `exit 0 ${ms(exit.at - t0)} after SIGTERM (TimeoutStopSec ${o.timeoutStopSec} s)`;
  });
  await r.check('/api/ready through nginx stayed 200 during the stop', () => {
    const bad = ready.filter((s) => s !== 200);
    expect(bad.length === 0, `${bad.length} of ${ready.length} answers were not 200: ${[...new Set(bad)].join(', ')}`);
    return `${ready.length} probes, all 200`;
  });
  await r.check('API calls through nginx during the stop', () => {
    expect(failures.length === 0, `${failures.length} of ${calls} failed: ${failures.slice(0, 3).join('; ')}`);
    return `${calls} calls, none failed`;
  });
  if (exit && close && moved) {
    o.figures.push({ sigtermToExitMs: exit.at - t0, closeAfterMs: close.at - t0, reconnectMs });
  }
  return moved;
}

/** Starts the stopped process again on its port (what systemd's restart does) and waits until nginx uses it. */
export async function restartAndRejoin(r: Report, site: Site, plan: ProcessPlan, old: SiteProcess) {
  let proc: SiteProcess | null = null;
  await r.check(`process ${old.port} started again, taking calls through nginx`, async () => {
    const count = () => (fs.readFileSync(old.logFile, 'utf8').match(/"url":"\/api\/health"/g) ?? []).length;
    const before = count();
    proc = startProcess(plan, old.port);
    const readyMs = await waitReady(proc, 60_000);
    const t0 = performance.now();
    while (count() === before) {
      expect(performance.now() - t0 < 30_000, 'nginx sent it nothing for 30 s');
      await Promise.all([1, 2, 3, 4].map(() => request(`${site.origin}/api/health`)));
      await sleep(200);
    }
    return `ready ${ms(readyMs)} after start; nginx used it again ${ms(performance.now() - t0)} later`;
  });
  return proc as SiteProcess | null;
}

/**
 * kill -9 of `victim` (which holds the socket) while the learner answers: the socket drops without a close
 * frame and is opened again through nginx on `other`; then the process is started again (what systemd's
 * Restart=always does) and takes calls. Answers the new socket and the restarted process.
 */
export async function killAndRestart(
  r: Report,
  site: Site,
  plan: ProcessPlan,
  victim: SiteProcess,
  other: SiteProcess,
  sock: ExamSocket,
): Promise<{ ws: WebSocket | null; proc: SiteProcess | null }> {
  const t0 = performance.now();
  const closing = closed(sock.ws);
  victim.child.kill('SIGKILL');
  let ws: WebSocket | null = null;
  await r.check(
    `kill -9 of process ${victim.port}: the exam socket reopens through nginx on ${other.port}`,
    async () => {
      const close = await Promise.race([closing, sleep(10_000).then(() => null)]);
      expect(close, 'the socket stayed open 10 s after kill -9');
      let lastError = '';
      while (!ws && performance.now() - close.at < 15_000) {
        ws = await openSocket(sock.url, sock.headers).catch((e: Error) => {
          lastError = e.message;
          return null;
        });
        if (!ws) await sleep(250);
      }
      expect(ws, `not reopened within 15 s: ${lastError}`);
      const rtt = await pingPong(ws);
      const there = await examSocketsOn(other);
      expect(there >= 1, `process ${other.port} reports ${there} exam sockets`);
      return `dropped (close ${close.code}) ${ms(close.at - t0)} after the kill, reopened ${ms(performance.now() - close.at)} later, ping/pong ${ms(rtt)}`;
    },
  );
  await victim.exited;
  const proc = await restartAndRejoin(r, site, plan, victim);
  return { ws, proc };
}
