import type { SaveBattleBody } from '@xuekao/contracts';
import { eq, inArray } from 'drizzle-orm';
import { elBattleMatch, elBattlePlayer, elPointsLog, elQuAnswer } from '../src/db/schema/index.ts';
import type { TestApp } from './build-test-app.ts';
import { createRepo, sampleQuestions } from './qu-helpers.ts';

/** A bank with the three objective types (single, multiple, judge); answers its id and the question ids. */
export async function createBattleBank(t: TestApp, adminToken: string) {
  const repoId = await createRepo(t, adminToken, { title: `竞赛题库${Date.now()}${Math.random()}` });
  const all = sampleQuestions(repoId);
  const quIds: string[] = [];
  for (const name of ['single', 'multiple', 'judge'] as const) {
    const res = await t.post<{ id: string }>('/api/qu/qu/save', all[name], adminToken);
    if (res.code !== 0) throw new Error(`${name}: ${res.msg}`);
    quIds.push(res.data.id);
  }
  return { repoId, quIds };
}

/** A contest open now for an hour on the bank: 1v1 and solo, 3 questions of 2 seconds. */
export function battleBody(repoId: string, o: Partial<SaveBattleBody> = {}): SaveBattleBody {
  return {
    title: `竞赛${Date.now()}`,
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + 3600_000).toISOString(),
    repoIds: [repoId],
    quCount: 3,
    seconds: 2,
    modes: ['pk', 'solo'],
    dailyLimit: 0,
    pointsWin: 10,
    pointsDraw: 5,
    pointsLoss: 1,
    pointsSolo: 3,
    ...o,
  };
}

export async function createBattle(t: TestApp, token: string, body: SaveBattleBody): Promise<string> {
  const res = await t.post<{ id: string }>('/api/battle/battle/save', body, token);
  if (res.code !== 0) throw new Error(`save battle: ${res.msg}`);
  return res.data.id;
}

/** The right option ids of each question (the test reads the key the server keeps). */
export async function keysOf(t: TestApp, quIds: string[]): Promise<Map<string, string[]>> {
  const rows = await t.ctx.db.select().from(elQuAnswer).where(inArray(elQuAnswer.quId, quIds));
  const out = new Map<string, string[]>();
  for (const r of rows) if (r.isRight) out.set(r.quId, [...(out.get(r.quId) ?? []), r.id]);
  return out;
}

/** The points log rows of a reason (a match id or a contest id). */
export const pointsLogsOf = (t: TestApp, refId: string) =>
  t.ctx.db.select().from(elPointsLog).where(eq(elPointsLog.refId, refId));

/** Ends every arranged "playing" row of a contest (so its players may play again). */
export async function releasePlayers(t: TestApp, battleId: string): Promise<void> {
  await t.ctx.db.update(elBattlePlayer).set({ playing: false }).where(eq(elBattlePlayer.battleId, battleId));
}

/** A match in progress of the user (as if formed elsewhere a moment ago). */
export async function arrangePlaying(t: TestApp, battleId: string, userId: string): Promise<void> {
  const id = `arranged${Date.now()}${Math.random().toString(36).slice(2, 8)}`.slice(0, 32);
  await t.ctx.db.insert(elBattleMatch).values({ id, battleId, mode: 'pk', quIds: ['q'], seconds: 10 });
  await t.ctx.db.insert(elBattlePlayer).values({ matchId: id, userId, battleId, seat: 0, day: '2026-01-01' });
}

/** A match's state (0 playing, 1 ended, 2 voided), straight from the database. */
export async function matchStateOf(t: TestApp, matchId: string): Promise<number | undefined> {
  return (await t.ctx.db.select().from(elBattleMatch).where(eq(elBattleMatch.id, matchId)))[0]?.state;
}

/** The player rows of a user (every match). */
export const playerRowsOf = (t: TestApp, userId: string) =>
  t.ctx.db.select().from(elBattlePlayer).where(eq(elBattlePlayer.userId, userId));
