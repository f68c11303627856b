import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { answerAllRight, hand, newLearner, startPaper } from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { kvEnv } from '../../../test/kv-env.ts';
import { SOCKET_RESTART_CODE } from '../../plugins/drain.ts';

/** Health, readiness, metrics and the graceful stop (issue 26 item 2). */

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(kvEnv());
});
afterAll(() => t.close());

const get = (url: string, o: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url, ...o });

describe('health and readiness', () => {
  it('/api/health answers without a token and without database work', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'ok', version: expect.any(String) } });
  });

  it('/api/ready checks the database and Redis, and answers 503 while the process drains', async () => {
    const ready = await get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({
      ready: true,
      draining: false,
      database: 'ok',
      redis: process.env.REDIS_URL ? 'ok' : 'none',
    });
    t.ctx.lifecycle.draining = true;
    try {
      const draining = await get('/api/ready');
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ success: false, data: { ready: false, draining: true } });
      expect((await get('/api/health')).statusCode).toBe(200);
    } finally {
      t.ctx.lifecycle.draining = false;
    }
  });
});

describe('/metrics', () => {
  it('counts calls by route, answers written per statement and hand-ins', async () => {
    const admin = (await loginAdmin(t)).token;
    const learner = await newLearner(t);
    const paperId = await startPaper(t, learner.token, 'exam-demo');
    await answerAllRight(t, admin, learner.token, paperId).catch(() => undefined);
    expect((await hand(t, learner.token, paperId)).code).toBe(0);
    const res = await get('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /xk_http_request_seconds_count\{method="POST",route="\/api\/paper\/paper\/fill-answer",status="2xx"\} \d+/,
    );
    expect(text).toMatch(/xk_fill_answer_batch_size_count [1-9]/);
    expect(text).toMatch(/xk_papers_handed_total\{reason="\d+"\} 1/);
    for (const name of [
      'xk_db_pool_connections',
      'xk_cert_render_queue',
      'xk_face_readings_waiting',
      'xk_nodejs_eventloop_lag_seconds',
      'xk_process_resident_memory_bytes',
    ])
      expect(text).toContain(name);
  });

  it('answers only to this machine without METRICS_TOKEN, and only with the token when one is set', async () => {
    expect((await get('/metrics', { remoteAddress: '10.1.2.3' })).statusCode).toBe(403);
    const withToken = await buildTestApp({ METRICS_TOKEN: 'a-long-metrics-token-1234' });
    try {
      const ask = (headers: Record<string, string>) =>
        withToken.app.inject({ method: 'GET', url: '/metrics', headers });
      expect((await ask({})).statusCode).toBe(403);
      expect((await ask({ authorization: 'Bearer wrong-token-wrong-token' })).statusCode).toBe(403);
      expect((await ask({ authorization: 'Bearer a-long-metrics-token-1234' })).statusCode).toBe(200);
    } finally {
      await withToken.close();
    }
  });
});

describe('a graceful stop', () => {
  it('refuses new sockets while draining and tells open ones to reconnect elsewhere (1012)', async () => {
    const app = await buildTestApp();
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.app.server.address();
    const base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    const learner = await newLearner(app);
    const url = `${base}/api/socket/battle/battle-demo?token=${learner.token}`;
    const open = new WebSocket(url);
    await new Promise((r) => open.once('message', r));
    const closed = new Promise<number>((r) => open.once('close', (code) => r(code)));
    app.ctx.lifecycle.draining = true;
    const refused = new WebSocket(url);
    const status = await new Promise<number>((r) =>
      refused.once('unexpected-response', (_q, res) => r(res.statusCode ?? 0)),
    );
    expect(status).toBe(503);
    await app.close();
    expect(await closed).toBe(SOCKET_RESTART_CODE);
  });
});
