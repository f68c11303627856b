import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteData, SwitchConfig } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { BattleClient } from '../../../test/battle-client.ts';
import { battleBody, createBattle, createBattleBank } from '../../../test/battle-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertCourse, insertCourseFile } from '../../../test/course-helpers.ts';
import {
  createExam,
  createExamBank,
  examBody,
  fill,
  hand,
  newLearner,
  paperDetail,
  startPaper,
} from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { combineMaintenance, MAINTENANCE_DEFAULT_MSG, readMaintenanceFile } from '../../context/maintenance.ts';

/**
 * Maintenance mode (issue 26 item 4): the admin switch or the command line's file; learners are told, no new
 * exam, study session or contest match starts, and a paper in progress is answered and handed in as usual.
 */
let t: TestApp;
let admin: string;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const siteData = async () => (await t.post<SiteData>('/api/sys/config/detail', { id: '1' })).data;
async function setMaintenance(on: boolean, maintenanceMsg = '') {
  const res = await t.post('/api/sys/config/switch/save', { maintenance: on, maintenanceMsg }, admin);
  expect(res.code, res.msg).toBe(0);
}

/** The first message of a study socket, and its close code. */
function studyOpen(userId: string, courseId: string, fileId: string, token: string) {
  return new Promise<{ first: Record<string, unknown>; code: number }>((resolve, reject) => {
    const ws = new WebSocket(`${base}/api/socket/read/${userId}/${courseId}/${fileId}?token=${token}`);
    let first: Record<string, unknown> = {};
    ws.on('message', (d) => {
      if (!Object.keys(first).length) first = JSON.parse(d.toString());
    });
    ws.on('close', (code) => resolve({ first, code }));
    ws.on('error', reject);
  });
}

describe('maintenance mode by the admin switch', () => {
  it('tells learners, refuses new exam starts, and lets a paper in progress be answered and handed in', async () => {
    const { repoId } = await createExamBank(t, admin);
    const examId = await createExam(t, admin, examBody(repoId));
    const busy = await newLearner(t);
    const late = await newLearner(t);
    const paperId = await startPaper(t, busy.token, examId);
    expect((await siteData()).maintenance).toEqual({ on: false, msg: '' });

    await setMaintenance(true, '今晚22:00升级');
    expect((await siteData()).maintenance).toEqual({ on: true, msg: '今晚22:00升级' });
    const sw = await t.post<SwitchConfig>('/api/sys/config/switch/detail', {}, admin);
    expect(sw.data).toMatchObject({ maintenance: true, maintenanceMsg: '今晚22:00升级' });

    const refused = await t.post('/api/paper/paper/create-paper', { examId }, late.token);
    expect(refused).toMatchObject({ success: false, msg: '今晚22:00升级' });
    // The paper in progress: resumed, answered, handed in.
    expect(await startPaper(t, busy.token, examId)).toBe(paperId);
    const quId = (await paperDetail(t, busy.token, paperId)).groups[0]?.quList[0]?.quId ?? '';
    expect((await fill(t, busy.token, paperId, quId, { optionIds: [] })).code).toBe(0);
    expect((await hand(t, busy.token, paperId)).data.state).toBeGreaterThan(0);

    await setMaintenance(false);
    expect((await siteData()).maintenance.on).toBe(false);
    expect((await t.post('/api/paper/paper/create-paper', { examId }, late.token)).code).toBe(0);
  });

  it('refuses new study sessions and contest matches while on; the default notice when staff gave none', async () => {
    const learner = await newLearner(t);
    const fileId = await insertCourseFile(t, { needLearn: 100 });
    const courseId = await insertCourse(t, [fileId]);
    const battleId = await createBattle(t, admin, battleBody((await createBattleBank(t, admin)).repoId));
    await setMaintenance(true);
    try {
      expect((await siteData()).maintenance).toEqual({ on: true, msg: MAINTENANCE_DEFAULT_MSG });
      const study = await studyOpen(learner.id, courseId, fileId, learner.token);
      expect(study.first).toMatchObject({ stopped: true, stopMsg: MAINTENANCE_DEFAULT_MSG });
      const c = await BattleClient.open(base, battleId, learner.token);
      c.send({ type: 'match', mode: 'pk' });
      expect(await c.next('error')).toMatchObject({ code: 'maintenance', msg: MAINTENANCE_DEFAULT_MSG });
      c.close();
    } finally {
      await setMaintenance(false);
    }
  });

  it('keeps the notice within 200 characters', async () => {
    const res = await t.post(
      '/api/sys/config/switch/save',
      { maintenance: true, maintenanceMsg: '长'.repeat(201) },
      admin,
    );
    expect(res).toMatchObject({ success: false, msg: '维护提示最多200个字符！' });
    expect((await siteData()).maintenance.on).toBe(false);
  });
});

describe('maintenance mode by the command line file', () => {
  it('switches a process on from DATA_DIR/maintenance.json with its text', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-maint-'));
    fs.writeFileSync(path.join(dataDir, 'maintenance.json'), JSON.stringify({ on: true, msg: '升级中' }));
    const other = await buildTestApp({ DATA_DIR: dataDir });
    try {
      const data = await other.post<SiteData>('/api/sys/config/detail', { id: '1' });
      expect(data.data.maintenance).toEqual({ on: true, msg: '升级中' });
    } finally {
      await other.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads no file, a broken file or an off file as off; the switch and the file combine', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-maint-'));
    expect(await readMaintenanceFile(dataDir)).toEqual({ on: false });
    fs.writeFileSync(path.join(dataDir, 'maintenance.json'), '{not json');
    expect(await readMaintenanceFile(dataDir)).toEqual({ on: false });
    fs.writeFileSync(path.join(dataDir, 'maintenance.json'), JSON.stringify({ on: false, msg: 'x' }));
    expect((await readMaintenanceFile(dataDir)).on).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const off = { maintenance: false, maintenanceMsg: '' };
    expect(combineMaintenance(off, { on: false })).toEqual({ on: false, msg: '' });
    expect(combineMaintenance({ maintenance: true, maintenanceMsg: '甲' }, { on: true, msg: '乙' })).toEqual({
      on: true,
      msg: '乙',
    });
    expect(combineMaintenance({ maintenance: true, maintenanceMsg: '甲' }, { on: false })).toEqual({
      on: true,
      msg: '甲',
    });
  });
});
