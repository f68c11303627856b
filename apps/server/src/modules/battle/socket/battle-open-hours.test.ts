import type { BattleDetail } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BattleClient } from '../../../../test/battle-client.ts';
import { battleBody, createBattle, createBattleBank } from '../../../../test/battle-helpers.ts';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { clockIn } from '../../../lib/site-day.ts';

/** Issue 30 item 2: a contest's daily open hours (the time-range picker), kept by the server. */
let t: TestApp;
let base: string;
let admin: string;
let repoId: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  admin = (await loginAdmin(t)).token;
  repoId = (await createBattleBank(t, admin)).repoId;
});
afterAll(() => t.close());

/** HH:mm of the site's clock `hours` from now (wrapping over midnight). */
function clockFromNow(hours: number): string {
  const [h = 0, m = 0] = clockIn(t.ctx.config.SITE_TZ).split(':').map(Number);
  const total = ((((h + hours) * 60 + m) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

describe('daily open hours', () => {
  it('are saved as the picker gives them, both ends required', async () => {
    const id = await createBattle(t, admin, battleBody(repoId, { openHours: '08:00\n20:30' }));
    const detail = await t.post<BattleDetail>('/api/battle/battle/detail', { id }, admin);
    expect(detail.data.openHours).toBe('08:00\n20:30');
    for (const bad of ['', '08:00', '08:00\n', '\n20:00', '24:00\n20:00', '8:00\n20:00', '08:00-20:00']) {
      const res = await t.post('/api/battle/battle/save', battleBody(repoId, { openHours: bad }), admin);
      expect(res.code).not.toBe(0);
      expect(res.msg).toBe('时间段不能为空！');
    }
    // without the field: all day
    const { openHours: _o, ...noHours } = battleBody(repoId);
    const plain = await t.post<{ id: string }>('/api/battle/battle/save', noHours, admin);
    const saved = await t.post<BattleDetail>('/api/battle/battle/detail', { id: plain.data.id }, admin);
    expect(saved.data.openHours).toBe('00:00\n23:59');
  });

  it('outside them a learner can neither queue nor play solo; inside them (also across midnight) they can', async () => {
    const closed = await createBattle(
      t,
      admin,
      battleBody(repoId, { openHours: `${clockFromNow(2)}\n${clockFromNow(3)}` }),
    );
    const a = await newLearner(t);
    const c = await BattleClient.open(base, closed, a.token);
    c.send({ type: 'match', mode: 'pk' });
    const refused = await c.next('error');
    expect(refused).toMatchObject({ code: 'closed-hours', msg: '现在不在竞赛的每日开放时段内，请在开放时段再来！' });
    c.send({ type: 'match', mode: 'solo' });
    expect((await c.next('error')).code).toBe('closed-hours');
    c.close();

    // from an hour ago to an hour ahead, written as the picker does when it crosses midnight or not
    const open = await createBattle(
      t,
      admin,
      battleBody(repoId, { openHours: `${clockFromNow(-1)}\n${clockFromNow(1)}` }),
    );
    const b = await BattleClient.open(base, open, a.token);
    b.send({ type: 'match', mode: 'pk' });
    expect((await b.next('queued')).mode).toBe('pk');
    b.send({ type: 'cancel' });
    b.close();
  });
});
