import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiblingApp, buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createUser } from '../../../test/factories.ts';
import {
  courseDeptSeconds,
  damageRollups,
  deptRollup,
  deptSecMismatches,
  deptSecSum,
  insertFinishedFile,
  insertHandedPaper,
  passPaper,
} from '../../../test/stat-helpers.ts';
import { addDays, dayIn } from '../../lib/site-day.ts';
import { recordCourseSeconds } from './analysis-rollup.ts';
import {
  flushStudyStats,
  rebuildRollups,
  recordActive,
  recordHand,
  recordMarkedPass,
  recordStudy,
} from './stat-rollup.ts';

/**
 * The roll-ups kept by events equal a recount from the raw rows (issue 13 item 4), and `rebuildRollups`
 * rebuilds them from those rows. Hand-built raw papers and finished files of learners of one department
 * (Z99, nobody else's), each with the event its real path records.
 */

let t: TestApp;
const DEPT = 'Z99';
let today: string;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  today = dayIn(t.ctx.config.SITE_TZ);
});
afterAll(() => t.close());

/** An instant `hours` after midnight UTC of `day` (Shanghai is 8 hours ahead). */
const utc = (day: string, hours: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hours * 3600_000);
const rolledUp = () => deptRollup(t, DEPT);
interface RawPaper {
  userId: string;
  examId: string;
  handTime: Date;
  passed: boolean | null;
}

describe('roll-ups and a recount from raw rows', () => {
  it('the event roll-ups equal a recount of the raw papers, and a rebuild from raw rows gives the same figures', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(t, { deptCode: DEPT })));
    const [u1, u2, u3, u4] = users;
    const d1 = addDays(today, -1);
    const d2 = addDays(today, -2);
    const papers: RawPaper[] = [
      { userId: u1.id, examId: 'ex-a', handTime: utc(d2, 2), passed: true },
      { userId: u1.id, examId: 'ex-a', handTime: utc(d2, 3), passed: false },
      { userId: u2.id, examId: 'ex-b', handTime: utc(d2, 5), passed: false },
      { userId: u2.id, examId: 'ex-a', handTime: utc(d2, 16.5), passed: true }, // 00:30 of d1 in Shanghai
      { userId: u3.id, examId: 'ex-b', handTime: utc(d1, 6), passed: null }, // awaiting marking, passed below
      { userId: u4.id, examId: 'ex-c', handTime: utc(d1, 7), passed: false },
    ];
    const paperIds: string[] = [];
    for (const p of papers) {
      paperIds.push(await insertHandedPaper(t, p));
      await recordHand(t.ctx, { id: p.userId }, { examId: p.examId, passed: p.passed }, p.handTime);
    }
    // Marking passes u3's paper: the raw row and the event.
    await passPaper(t, paperIds[4]);
    await recordMarkedPass(t.ctx, { id: u3.id }, papers[4].handTime);
    // Files finished (raw study rows) with the heartbeats that finished them; u4 only signs in on d2.
    const finishes = [
      { user: u1, at: utc(d1, 1), sec: 100 },
      { user: u3, at: utc(d2, 1), sec: 40 },
    ];
    for (const f of finishes) {
      await insertFinishedFile(t, f.user.id, f.at, f.sec);
      await recordStudy(t.ctx, f.user, { learnSec: f.sec, finishedFile: true }, f.at);
    }
    await recordActive(t.ctx, u4, utc(d2, 9));

    // The recount, by hand from the raw rows above (days in Shanghai).
    const shDay = (d: Date) => dayIn('Asia/Shanghai', d);
    const recount = (day: string) => {
      const ps = papers
        .map((p, i) => ({ ...p, passed: i === 4 ? true : p.passed }))
        .filter((p) => shDay(p.handTime) === day);
      const fs = finishes.filter((f) => shDay(f.at) === day);
      const active = new Set([...ps.map((p) => p.userId), ...fs.map((f) => f.user.id)]);
      if (day === d2) active.add(u4.id);
      return {
        day,
        active: active.size,
        learn: new Set(fs.map((f) => f.user.id)).size,
        finish: new Set(fs.map((f) => f.user.id)).size,
        sec: fs.reduce((s, f) => s + f.sec, 0),
        exam_user: new Set(ps.map((p) => p.userId)).size,
        pass_user: new Set(ps.filter((p) => p.passed).map((p) => p.userId)).size,
        exams: new Set(ps.map((p) => p.examId)).size,
      };
    };
    const expected = [recount(d2), recount(d1)];
    expect(expected[0]).toEqual({
      day: d2,
      active: 4,
      learn: 1,
      finish: 1,
      sec: 40,
      exam_user: 2,
      pass_user: 1,
      exams: 2,
    });
    expect(expected[1]).toMatchObject({ active: 4, exam_user: 3, pass_user: 2, exams: 3 });
    expect(await rolledUp()).toEqual(expected);
    expect(await deptSecMismatches(t)).toEqual([]);

    // Lose the department and exam days and damage a user's day: a rebuild from raw rows restores them.
    await damageRollups(t, DEPT, u2.id);
    await rebuildRollups(t.ctx, addDays(today, -6), today);
    expect(await rolledUp()).toEqual(expected);
    expect(await deptSecMismatches(t)).toEqual([]);
    // Rebuilding twice changes nothing.
    await rebuildRollups(t.ctx, d2, d1);
    expect(await rolledUp()).toEqual(expected);
  });
});

describe('study seconds of heartbeats', () => {
  it('heartbeats are written at the flush; a learner counts once however many heartbeats and flushes', async () => {
    const dept = 'Z98';
    const u = await createUser(t, { deptCode: dept });
    const user = { id: u.id, deptCode: dept };
    const todayRow = async () => (await deptRollup(t, dept)).find((r) => r.day === today);
    await recordStudy(t.ctx, user, { learnSec: 10, finishedFile: false });
    expect(await todayRow()).toBeUndefined();
    await recordStudy(t.ctx, user, { learnSec: 10, finishedFile: false });
    await flushStudyStats(t.ctx);
    expect(await todayRow()).toMatchObject({ learn: 1, sec: 20 });
    await recordStudy(t.ctx, user, { learnSec: 7, finishedFile: false });
    expect(await todayRow()).toMatchObject({ learn: 1, sec: 20 });
    await flushStudyStats(t.ctx);
    expect(await todayRow()).toMatchObject({ learn: 1, sec: 27 });
    await flushStudyStats(t.ctx); // nothing left: nothing added twice
    expect(await todayRow()).toMatchObject({ learn: 1, sec: 27 });
    expect(await deptSecSum(t, dept, today)).toBe(27);
    expect(await deptSecMismatches(t)).toEqual([]);
  });

  it('one flush writes many learners of a department; a learner who signed in or finished a file first is not counted active twice', async () => {
    const dept = 'Z97';
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createUser(t, { deptCode: dept })));
    if (!a || !b || !c) throw new Error('users');
    await recordActive(t.ctx, { id: a.id, deptCode: dept });
    await recordStudy(t.ctx, { id: b.id, deptCode: dept }, { learnSec: 5, finishedFile: true });
    for (const u of [a, b, c]) await recordStudy(t.ctx, { id: u.id }, { learnSec: 10, finishedFile: false });
    // Two flushes at once (a read and the timer): the seconds are written once, after the day rows.
    await Promise.all([flushStudyStats(t.ctx), flushStudyStats(t.ctx)]);
    expect((await deptRollup(t, dept)).find((r) => r.day === today)).toMatchObject({
      active: 3,
      learn: 3,
      sec: 35,
    });
    // The department rows hold the same seconds as their learners' rows, in every slot.
    expect(await deptSecSum(t, dept, today)).toBe(35);
    expect(await deptSecMismatches(t)).toEqual([]);
    // More heartbeats of all three (seconds of learners already counted) reach the department rows too.
    for (const u of [a, b, c]) await recordStudy(t.ctx, { id: u.id }, { learnSec: 4, finishedFile: false });
    await flushStudyStats(t.ctx);
    expect(await deptSecSum(t, dept, today)).toBe(47);
    expect(await deptSecMismatches(t)).toEqual([]);
  });

  it('a server that shuts down writes the seconds it still buffers (study days and course departments)', async () => {
    const dept = 'Z96';
    const u = await createUser(t, { deptCode: dept });
    const other = await buildSiblingApp(t);
    await recordStudy(other.ctx, { id: u.id, deptCode: dept }, { learnSec: 12, finishedFile: false });
    recordCourseSeconds(other.ctx, { courseId: 'shutdown-course', deptCode: dept }, 9);
    await other.close();
    expect((await deptRollup(t, dept)).find((r) => r.day === today)).toMatchObject({ learn: 1, sec: 12 });
    expect(await courseDeptSeconds(t, 'shutdown-course', dept)).toBe(9);
  });
});
