import type { Page } from '@xuekao/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BattleClient } from '../../../test/battle-client.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAdmin, loginStudent } from '../../../test/factories.ts';
import { removeBuiltinAccounts } from '../../../test/user-helpers.ts';
import { elExam } from '../schema/index.ts';
import { seedDatabase } from './index.ts';

/** The demos a fresh installation shows (issue 30 item 7): contest and certificate beside exam and course. */

let t: TestApp;
let admin: string;
let student: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = (await loginAdmin(t)).token;
  student = (await loginStudent(t)).token;
});
afterAll(() => t.close());

describe('the demo contest and certificate', () => {
  it('are seeded: the learner sees the contest, staff see the template attached to the demo exam and course', async () => {
    const contests = await t.post<Page<{ id: string; title: string }>>('/api/battle/battle/user-paging', {}, student);
    expect(contests.data.records.map((c) => c.id)).toContain('battle-demo');
    const certs = await t.post<Page<{ id: string; title: string }>>('/api/cert/cert/paging', {}, admin);
    expect(certs.data.records.map((c) => c.title)).toContain('示例证书');
    const exam = await t.post<{ certId: string }>('/api/exam/exam/detail', { id: 'exam-demo' }, admin);
    expect(exam.data.certId).toBe('cert-demo');
    const course = await t.post<{ certId: string }>('/api/course/course/detail', { id: 'course-demo' }, admin);
    expect(course.data.certId).toBe('cert-demo');
    // Its layout is valid and draws: the stored template, posted back to the preview, answers a PDF.
    const tpl = await t.post<Record<string, unknown>>('/api/cert/cert/detail', { id: 'cert-demo' }, admin);
    const { createTime: _c, updateTime: _u, createBy: _b, ...body } = tpl.data;
    const pdf = await t.raw({
      method: 'POST',
      url: '/api/cert/cert/preview',
      payload: body,
      headers: { token: admin },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('the demo learner plays a solo match of the demo contest', async () => {
    const addr = t.app.server.address();
    const base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    const c = await BattleClient.open(base, 'battle-demo', student);
    c.send({ type: 'match', mode: 'solo' });
    for (let i = 0; i < 5; i++) {
      const round = await c.next('round');
      c.send({ type: 'answer', matchId: round.matchId, index: round.index, optionIds: [round.question.options[0].id] });
    }
    const end = await c.next('end', 15_000);
    expect(end.results).toHaveLength(1);
    expect(end.results[0]).toMatchObject({ outcome: 'solo' });
    c.close();
  }, 60_000);

  it('seeding again changes nothing, and an unlinked demo exam stays unlinked', async () => {
    await t.ctx.db.update(elExam).set({ certId: '' }).where(eq(elExam.id, 'exam-demo'));
    await seedDatabase(t.ctx.db);
    const exam = await t.post<{ certId: string }>('/api/exam/exam/detail', { id: 'exam-demo' }, admin);
    expect(exam.data.certId).toBe('');
    const certs = await t.post<Page<{ id: string }>>('/api/cert/cert/paging', { size: 100 }, admin);
    expect(certs.data.records.filter((c) => c.id === 'cert-demo')).toHaveLength(1);
  });
});

describe('a production database', () => {
  it('gets a generated admin password (also when ADMIN_PASSWORD is empty) and no student account', async () => {
    await removeBuiltinAccounts(t);
    const said: string[] = [];
    await seedDatabase(t.ctx.db, { production: true, adminPassword: '', log: (m) => said.push(m) });
    const generated = said.join('\n').match(/shown once: (\S+)/)?.[1] ?? '';
    expect(generated.length).toBeGreaterThanOrEqual(12);
    for (const password of ['', 'admin123']) {
      expect((await t.post('/api/sys/user/login', { username: 'admin', password })).code).not.toBe(0);
    }
    expect((await t.post('/api/sys/user/login', { username: 'admin', password: generated })).code).toBe(0);
    expect((await t.post('/api/sys/user/login', { username: 'student', password: 'student123' })).code).not.toBe(0);
  });
});
