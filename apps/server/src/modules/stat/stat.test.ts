import type { MarkPaperDetail, StatExamDay, StatLearnDay, StatTotals, StatUserDay } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertCourse, insertCourseFile } from '../../../test/course-helpers.ts';
import {
  answerAllRight,
  createExam,
  createExamBank,
  examBody,
  hand,
  newLearner,
  startPaper,
} from '../../../test/exam-helpers.ts';
import { createUser, login, loginAdmin } from '../../../test/factories.ts';
import { countTable } from '../../../test/stat-helpers.ts';
import { createUserAdmin } from '../../../test/user-helpers.ts';
import { addDays, dayIn } from '../../lib/site-day.ts';
import { recordActive, recordHand, recordStudy } from './stat-rollup.ts';

/**
 * The dashboard statistics against hand-built data: each definition of docs/decisions/statistics.md
 * "Statistics definitions", the week's shape (7 days, zeros), the site's time zone, data scope, permissions
 * and module switches. Figures are compared before and after an action, so the seeded users do not matter.
 */

let t: TestApp;
let admin: string;
let bank: Awaited<ReturnType<typeof createExamBank>>;
let today: string;
const STAT_MENUS = ['m-dashboard', 'm-fn-stat-view'];

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  bank = await createExamBank(t, admin);
  today = dayIn(t.ctx.config.SITE_TZ);
});
afterAll(() => t.close());

const week = async <T>(what: 'user' | 'exam' | 'learn', token: string) => {
  const res = await t.post<T[]>(`/api/stat/total/${what}/week`, undefined, token);
  if (res.code !== 0) throw new Error(`${what}/week: ${res.code} ${res.msg}`);
  return res.data;
};
const dayOf = <T extends { dateStr: string }>(rows: T[], day = today) => rows.find((r) => r.dateStr === day);
/** A staff member with the statistics permission (plus `menus`), the data scope and department given. */
const staffOf = async (dataScope: number, deptCode: string, menus: string[] = []) =>
  (await createUserAdmin(t, { dataScope, roleLevel: 5, deptCode, menus: [...STAT_MENUS, ...menus] })).session.token;
/** An instant `hours` (may be fractional) after midnight UTC of `day`. */
const utc = (day: string, hours: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hours * 3600_000);

describe('the week series', () => {
  it('answer the last 7 days including today, oldest first, with zeros for days without data', async () => {
    const staff = await staffOf(2, 'A01A03A09');
    for (const what of ['user', 'exam', 'learn'] as const) {
      const rows = await week<Record<string, unknown> & { dateStr: string }>(what, staff);
      expect(rows.map((r) => r.dateStr)).toEqual([6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today, -n)));
      // Nobody of this (empty) department did anything, but the staff member signed in today.
      for (const r of rows.slice(0, 6)) {
        expect(Object.entries(r).filter(([k, v]) => k !== 'dateStr' && k !== 'allUser' && v !== 0)).toEqual([]);
      }
    }
  });

  it('user/week: new users that day, active = signed in once or more, all = existing at the end of the day', async () => {
    const staff = await staffOf(2, 'A01A03');
    const before = dayOf(await week<StatUserDay>('user', staff));
    const u = await createUser(t, { deptCode: 'A01A03' });
    await login(t, u.userName);
    await login(t, u.userName);
    await createUser(t, { deptCode: 'A01A01' }); // outside the staff member's department
    const after = dayOf(await week<StatUserDay>('user', staff));
    expect(after).toEqual({
      dateStr: today,
      newUser: (before?.newUser ?? 0) + 1,
      activeUser: (before?.activeUser ?? 0) + 1,
      allUser: (before?.allUser ?? 0) + 1,
    });
    const rows = await week<StatUserDay>('user', staff);
    // allUser never falls and grows by the day's new users.
    for (let i = 1; i < rows.length; i++) expect(rows[i].allUser).toBe(rows[i - 1].allUser + rows[i].newUser);
  });

  it('exam/week: exams with a hand-in, learners who handed in, and of those who passed (a pass at marking too)', async () => {
    const staff = await staffOf(2, 'A01A02');
    const before = dayOf(await week<StatExamDay>('exam', staff));
    const rule = (quType: number) => ({ repoId: bank.repoId, quType, level: 0, count: 1, score: 5 });
    const objective = await createExam(
      t,
      admin,
      examBody(bank.repoId, { rules: [rule(1), rule(3)], qualifyScore: 10 }),
    );
    const passer = await newLearner(t, { deptCode: 'A01A02' });
    const failer = await newLearner(t, { deptCode: 'A01A02' });
    const outsider = await newLearner(t, { deptCode: 'A01A01' });
    const p1 = await startPaper(t, passer.token, objective);
    await answerAllRight(t, admin, passer.token, p1);
    expect((await hand(t, passer.token, p1)).data.passed).toBe(true);
    expect((await hand(t, failer.token, await startPaper(t, failer.token, objective))).data.passed).toBe(false);
    await hand(t, outsider.token, await startPaper(t, outsider.token, objective));
    const mid = dayOf(await week<StatExamDay>('exam', staff));
    expect(mid).toEqual({
      dateStr: today,
      examCount: (before?.examCount ?? 0) + 1,
      examUser: (before?.examUser ?? 0) + 2,
      passUser: (before?.passUser ?? 0) + 1,
    });

    // A subjective exam: handed in awaiting marking, passed when marked (counted on the hand-in day).
    const subjective = await createExam(t, admin, examBody(bank.repoId, { qualifyScore: 15 }));
    const paperId = await startPaper(t, failer.token, subjective);
    await answerAllRight(t, admin, failer.token, paperId);
    expect((await hand(t, failer.token, paperId)).data.passed).toBeNull();
    const handed = dayOf(await week<StatExamDay>('exam', staff));
    expect(handed).toMatchObject({
      examCount: (mid?.examCount ?? 0) + 1,
      examUser: mid?.examUser,
      passUser: mid?.passUser,
    });
    const detail = (await t.post<MarkPaperDetail>('/api/paper/mark/paper-detail', { id: paperId }, admin)).data;
    for (const q of detail.qus) {
      await t.post('/api/paper/mark/fill', { paperId, quId: q.quId, subId: q.subId, score: q.maxScore }, admin);
    }
    expect((await t.post('/api/paper/mark/finish', { id: paperId }, admin)).code).toBe(0);
    expect(dayOf(await week<StatExamDay>('exam', staff))?.passUser).toBe((mid?.passUser ?? 0) + 1);
  });

  it('learn/week: learners with study time, learners finishing a file, average seconds per learning learner', async () => {
    const staff = await staffOf(2, 'A01A03A01');
    const day = addDays(today, -2);
    const at = utc(day, 4); // noon in Shanghai
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createUser(t, { deptCode: 'A01A03A01' })));
    await recordStudy(t.ctx, a, { learnSec: 30, finishedFile: false }, at);
    await recordStudy(t.ctx, a, { learnSec: 20, finishedFile: false }, at);
    await recordStudy(t.ctx, b, { learnSec: 90, finishedFile: true }, at);
    await recordStudy(t.ctx, b, { learnSec: 10, finishedFile: true }, at);
    await recordActive(t.ctx, c, at); // signed in, did not study
    expect(dayOf(await week<StatLearnDay>('learn', staff), day)).toEqual({
      dateStr: day,
      learnUser: 2,
      finishUser: 1,
      avgTime: 75,
    });
    expect(dayOf(await week<StatUserDay>('user', staff), day)?.activeUser).toBe(3);
  });

  it('days are those of the site time zone: 00:30 in Shanghai is 16:30 UTC of the day before', async () => {
    const staff = await staffOf(2, 'A01A03A02');
    const u = await createUser(t, { deptCode: 'A01A03A02' });
    const d3 = addDays(today, -3);
    const d4 = addDays(today, -4);
    await recordHand(t.ctx, u, { examId: 'tz-exam-1', passed: true }, utc(d4, 16.5)); // 00:30 on d3 in Shanghai
    await recordHand(t.ctx, u, { examId: 'tz-exam-2', passed: false }, utc(d4, 15.99)); // 23:59 on d4
    const rows = await week<StatExamDay>('exam', staff);
    expect(dayOf(rows, d3)).toEqual({ dateStr: d3, examCount: 1, examUser: 1, passUser: 1 });
    expect(dayOf(rows, d4)).toEqual({ dateStr: d4, examCount: 1, examUser: 1, passUser: 0 });
  });
});

describe('events', () => {
  it('study heartbeats add the credited seconds and the finished file of the day', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    const port = typeof addr === 'object' && addr ? addr.port : 0;
    const staff = await staffOf(2, 'A01A03A04');
    const l = await newLearner(t, { deptCode: 'A01A03A04' });
    const fileId = await insertCourseFile(t, { needLearn: 20 });
    const courseId = await insertCourse(t, [fileId]);
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/socket/read/${l.id}/${courseId}/${fileId}?token=${l.token}`);
    const got: unknown[] = [];
    ws.on('message', (d) => got.push(JSON.parse(d.toString())));
    const until = async (n: number) => {
      for (let i = 0; i < 100 && got.length < n; i++) await new Promise((r) => setTimeout(r, 20));
    };
    await until(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const n of [2, 3]) {
        vi.setSystemTime(new Date(Date.now() + 12_000));
        ws.send('ping');
        await until(n);
      }
    } finally {
      vi.useRealTimers();
      ws.close();
    }
    expect(got.at(-1)).toMatchObject({ learnSec: 20, current: true });
    expect(dayOf(await week<StatLearnDay>('learn', staff))).toEqual({
      dateStr: today,
      learnUser: 1,
      finishUser: 1,
      avgTime: 20,
    });
  });
});

describe('data scope', () => {
  it('a staff member limited to a department sees only it; "and below" adds the sub-departments; all sees all', async () => {
    const day = addDays(today, -5);
    const at = utc(day, 4);
    const inside = await createUser(t, { deptCode: 'A01A01A01' });
    const parent = await createUser(t, { deptCode: 'A01A01' });
    await recordStudy(t.ctx, inside, { learnSec: 60, finishedFile: false }, at);
    await recordStudy(t.ctx, parent, { learnSec: 60, finishedFile: false }, at);
    const learners = async (token: string) => dayOf(await week<StatLearnDay>('learn', token), day)?.learnUser;
    const allBefore = await learners(admin);
    expect(await learners(await staffOf(2, 'A01A01A01'))).toBe(1);
    expect(await learners(await staffOf(3, 'A01A01'))).toBe(2);
    expect(await learners(await staffOf(2, 'A01A02'))).toBe(0);
    expect(allBefore).toBeGreaterThanOrEqual(2);
  });

  it('a staff member whose scope is themselves sees only their own activity', async () => {
    const self = await createUserAdmin(t, { dataScope: 1, roleLevel: 5, deptCode: 'A01A02', menus: STAT_MENUS });
    const day = addDays(today, -6);
    const neighbour = await createUser(t, { deptCode: 'A01A02' });
    await recordStudy(t.ctx, neighbour, { learnSec: 40, finishedFile: true }, utc(day, 4));
    await recordStudy(t.ctx, self.user, { learnSec: 10, finishedFile: false }, utc(day, 4));
    await recordHand(t.ctx, self.user, { examId: 'self-exam', passed: true }, utc(day, 4));
    const token = self.session.token;
    expect(dayOf(await week<StatLearnDay>('learn', token), day)).toEqual({
      dateStr: day,
      learnUser: 1,
      finishUser: 0,
      avgTime: 10,
    });
    expect(dayOf(await week<StatUserDay>('user', token))).toMatchObject({ activeUser: 1, allUser: 1 });
    // No paper of theirs exists: the exam count of a single person comes from their papers.
    expect(dayOf(await week<StatExamDay>('exam', token), day)).toMatchObject({ examUser: 1, passUser: 1 });
  });
});

describe('totals', () => {
  const count = (table: string, where?: string) => countTable(t, table, where);

  it('count each module for a caller holding its list permission, and users within the data scope', async () => {
    const all = (await t.post<StatTotals>('/api/stat/total/num/all', undefined, admin)).data;
    expect(all).toEqual({
      examCount: await count('el_exam'),
      tmplCount: await count('el_exam_tmpl'),
      battleCount: await count('el_battle'),
      courseCount: await count('el_course'),
      fileCount: await count('el_course_file'),
      repoCount: await count('el_repo'),
      quCount: await count('el_qu', `parent_id = '0'`),
      userCount: await count('sys_user'),
      grantCount: await count('el_cert_grant', 'not revoked'),
    });
    expect(all.examCount).toBeGreaterThan(0);

    const statOnly = await staffOf(4, 'A01');
    expect((await t.post<StatTotals>('/api/stat/total/num/all', undefined, statOnly)).data).toEqual({
      examCount: 0,
      tmplCount: 0,
      battleCount: 0,
      courseCount: 0,
      fileCount: 0,
      repoCount: 0,
      quCount: 0,
      userCount: 0,
      grantCount: 0,
    });

    const userStaff = await staffOf(2, 'A01A03A03', ['m-sys', 'm-sys-user', 'm-exam', 'm-exam-list']);
    await createUser(t, { deptCode: 'A01A03A03' });
    const mine = (await t.post<StatTotals>('/api/stat/total/num/all', undefined, userStaff)).data;
    expect(mine).toMatchObject({ userCount: 2, examCount: all.examCount, courseCount: 0 });
  });

  it('count nothing of a switched-off module, and its week series are zeros', async () => {
    const row = await t.ctx.settings.row();
    await t.ctx.settings.saveBase({ props: { ...row.props, moduleExam: false, moduleCourse: false } });
    try {
      const off = (await t.post<StatTotals>('/api/stat/total/num/all', undefined, admin)).data;
      expect(off).toMatchObject({ examCount: 0, tmplCount: 0, repoCount: 0, quCount: 0, courseCount: 0, fileCount: 0 });
      expect(off.userCount).toBeGreaterThan(0);
      for (const what of ['exam', 'learn'] as const) {
        const rows = await week<Record<string, number | string>>(what, admin);
        expect(rows.flatMap((r) => Object.values(r).filter((v) => typeof v === 'number' && v !== 0))).toEqual([]);
      }
    } finally {
      await t.ctx.settings.saveBase({ props: row.props });
    }
  });

  it('are refused without the statistics permission', async () => {
    const learner = await newLearner(t);
    for (const url of ['/api/stat/total/num/all', '/api/stat/total/user/week', '/api/stat/total/learn/week']) {
      expect((await t.post(url, undefined, learner.token)).success).toBe(false);
    }
  });
});
