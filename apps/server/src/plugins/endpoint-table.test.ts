import { type Endpoint, endpoint, endpoints, mayRead, NoInput, Perm, PICKER_AUTH } from '@xuekao/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAdmin } from '../../test/factories.ts';
import { registerRoutes, route } from './route-table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const table = (): Endpoint[] => Object.values(endpoints).flatMap((domain) => Object.values(domain) as Endpoint[]);

describe('the endpoint table (packages/contracts/src/endpoints)', () => {
  it('has each path once, and every entry is served by exactly one route', () => {
    const paths = table().map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const e of table()) {
      const served = t.ctx.routeCatalog.filter((d) => d.url === e.path);
      expect(served.length, e.path).toBe(1);
      expect(served[0].auth, e.path).toEqual(e.auth);
      expect(served[0].answer ?? null, e.path).toBe(e.raw ? null : e.answer);
    }
  });

  it('guards the lists behind the web\u2019s shared selects with PICKER_AUTH, which the selects check too', () => {
    expect(endpoints.course.options.auth).toBe(PICKER_AUTH.course);
    expect(endpoints.course.catTree.auth).toBe(PICKER_AUTH.courseFile);
    expect(endpoints.course.filePaging.auth).toBe(PICKER_AUTH.courseFile);
    expect(endpoints.cert.paging.auth).toBe(PICKER_AUTH.cert);
    expect(endpoints.user.paging.auth).toBe(PICKER_AUTH.user);
    expect(endpoints.exam.pagingSelExam.auth).toBe(PICKER_AUTH.exam);
    expect(endpoints.role.list.auth).toBe(PICKER_AUTH.role);
    expect(endpoints.menu.tree.auth).toBe(PICKER_AUTH.menu);
    // mayRead is the server's rule: any key of the list; a single key; any signed-in user; anyone.
    expect(mayRead([Perm.exam.list], PICKER_AUTH.course)).toBe(true);
    expect(mayRead([Perm.user.list], PICKER_AUTH.course)).toBe(false);
    expect(mayRead([Perm.exam.list], PICKER_AUTH.exam)).toBe(true);
    expect(mayRead([], PICKER_AUTH.exam)).toBe(false);
    expect(mayRead([], 'user')).toBe(true);
    expect(mayRead(null, 'user')).toBe(false);
    expect(mayRead(null, 'public')).toBe(true);
  });

  it('serves no route outside the table', () => {
    const paths = new Set(table().map((e) => e.path));
    for (const d of t.ctx.routeCatalog) expect(paths.has(d.url), d.url).toBe(true);
  });

  it('documents answer schemas at /api/docs', async () => {
    const doc = (await t.raw({ method: 'GET', url: '/api/docs' })).json();
    const ok = doc.paths['/api/sys/notice/detail'].post.responses['200'].content['application/json'].schema;
    expect(ok.properties.data.properties).toHaveProperty('content');
    expect(ok.properties.data.additionalProperties).toBe(false);
  });
});

describe('answers are checked against their schema in tests', () => {
  const probe = endpoint({
    path: '/api/probe/answer',
    auth: 'public',
    request: NoInput,
    answer: z.strictObject({ id: z.string() }),
    summary: 'probe',
  });

  async function serve(answer: unknown) {
    const fastify = Fastify();
    const ctx = { ...t.ctx, routeCatalog: [], answerMismatches: [] as string[] };
    // The handler's type would refuse a wrong shape at compile time; the cast stands for a drifted service.
    registerRoutes(fastify, ctx, [route(probe, () => answer as { id: string })], 'probe');
    const res = await fastify.inject({ method: 'POST', url: probe.path, payload: {} });
    await fastify.close();
    return { res, mismatches: ctx.answerMismatches };
  }

  it('passes a matching answer', async () => {
    const { res, mismatches } = await serve({ id: '1' });
    expect(res.json()).toMatchObject({ code: 0, data: { id: '1' } });
    expect(mismatches).toEqual([]);
  });

  it('fails a missing field, a wrong type and an extra (leaked) field', async () => {
    for (const wrong of [{}, { id: 1 }, { id: '1', password: 'hash' }]) {
      const { res, mismatches } = await serve(wrong);
      expect(res.statusCode).toBe(500);
      expect(mismatches).toHaveLength(1);
      expect(mismatches[0]).toContain('/api/probe/answer');
    }
  });

  it('is on in every route test: a real call answers through the check', async () => {
    const { token } = await loginAdmin(t);
    expect(t.ctx.config.CHECK_ANSWERS).toBe(true);
    const res = await t.post('/api/sys/notice/paging', { current: 1, size: 10, params: {} }, token);
    expect(res.code).toBe(0);
  });
});
