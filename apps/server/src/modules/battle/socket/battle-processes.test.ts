import type { BattleServerMessage } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { battleBody, createBattle, createBattleBank, keysOf, pointsLogsOf } from '../../../../test/battle-helpers.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { twoProcessesOnRedis } from '../../../../test/two-processes.ts';

const REDIS_URL = process.env.REDIS_URL;

type Msg = BattleServerMessage;

/** A socket that collects messages; `next` waits for the next one of a type. */
async function connect(origin: string, battleId: string, token: string) {
  const msgs: Msg[] = [];
  let cursor = 0;
  const ws = new WebSocket(`${origin}/api/socket/battle/${battleId}?token=${token}`);
  ws.on('message', (d) => msgs.push(JSON.parse(d.toString())));
  const next = async <K extends Msg['type']>(type: K, ms = 8000): Promise<Extract<Msg, { type: K }>> => {
    const until = Date.now() + ms;
    for (;;) {
      const i = msgs.findIndex((m, j) => j >= cursor && m.type === type);
      if (i >= 0) {
        cursor = i + 1;
        return msgs[i] as Extract<Msg, { type: K }>;
      }
      if (Date.now() > until) throw new Error(`no ${type}; got ${msgs.map((m) => m.type).join(',')}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  await next('hello');
  return { ws, msgs, next, send: (m: unknown) => ws.send(JSON.stringify(m)) };
}

/**
 * Two server processes on Redis: matchmaking is shared and a match's players sit on different processes;
 * the match runs on one, the other relays. Runs when REDIS_URL is set (as plugins/auth/redis.test.ts).
 */
describe.runIf(REDIS_URL)('with REDIS_URL: battles across two processes', () => {
  const two = twoProcessesOnRedis(REDIS_URL, 'battle');

  it('pairs players on different processes, relays rounds, resumes on the other process, ends once', async () => {
    const { a, oa, ob } = two;
    const admin = (await loginAdmin(a)).token;
    const bank = await createBattleBank(a, admin);
    const keys = await keysOf(a, bank.quIds);
    const id = await createBattle(a, admin, battleBody(bank.repoId, { quCount: 2, seconds: 4 }));
    const p1 = await newLearner(a);
    const p2 = await newLearner(a);
    const c1 = await connect(oa, id, p1.token);
    const c2 = await connect(ob, id, p2.token);
    c1.send({ type: 'match', mode: 'pk' });
    await c1.next('queued');
    c2.send({ type: 'match', mode: 'pk' });
    const [f1, f2] = await Promise.all([c1.next('found'), c2.next('found')]);
    expect(f1.matchId).toBe(f2.matchId);
    const r1 = await c1.next('round');
    await c2.next('round');
    const right = keys.get(r1.question.id) ?? [];
    c1.send({ type: 'answer', matchId: f1.matchId, index: 0, optionIds: right });
    expect((await c2.next('answered')).seat).toBe(f1.mySeat);
    // p2 drops and comes back on the other process within the round
    c2.ws.close();
    await new Promise((r) => setTimeout(r, 150));
    const back = await connect(oa, id, p2.token);
    expect(back.msgs[0]).toMatchObject({ type: 'hello', matchId: f1.matchId });
    const round = await back.next('round');
    expect(round).toMatchObject({ index: 0, answeredSeats: [f1.mySeat], myAnswer: null });
    back.send({ type: 'answer', matchId: f1.matchId, index: 0, optionIds: right });
    await back.next('round-result');
    const r2 = await c1.next('round');
    c1.send({ type: 'answer', matchId: f1.matchId, index: 1, optionIds: keys.get(r2.question.id) ?? [] });
    back.send({ type: 'answer', matchId: f1.matchId, index: 1, optionIds: [] });
    const [e1, e2] = await Promise.all([c1.next('end'), back.next('end')]);
    expect(e1.results).toEqual(e2.results);
    expect(e1.results.find((r) => r.seat === f1.mySeat)?.outcome).toBe('win');
    await new Promise((r) => setTimeout(r, 200));
    expect(c1.msgs.filter((m) => m.type === 'end')).toHaveLength(1);
    expect((await pointsLogsOf(a, f1.matchId)).length).toBe(2);
    c1.ws.close();
    back.ws.close();
  });
});
