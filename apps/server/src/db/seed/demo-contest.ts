import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { elBattle, elRepo } from '../schema/index.ts';
import { DEMO_REPO_ID } from './demo-repo.ts';

/**
 * A demo contest ("示例知识竞赛": open to everyone for a year, 1v1 and solo, 5 questions of 20 s from the demo
 * bank, which is open to practice) so a fresh installation shows 知识竞赛 working. Seeded only while no contest
 * exists and the demo bank is there; outside production only (like the other demos).
 */
export async function seedDemoContest(tx: DbOrTx): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(elBattle);
  if (n > 0) return;
  const [{ n: banks }] = await tx.select({ n: count() }).from(elRepo).where(eq(elRepo.id, DEMO_REPO_ID));
  if (banks === 0) return;
  const now = Date.now();
  await tx
    .insert(elBattle)
    .values({
      id: 'battle-demo',
      title: '示例知识竞赛',
      content:
        '<p>这是一场示例知识竞赛：每场 5 道题，每题 20 秒，答对越快得分越高。可以与其他学员 1v1 对战，也可以单人挑战。</p>',
      startTime: new Date(now - 60_000),
      endTime: new Date(now + 365 * 24 * 3600_000),
      openType: 1,
      repoIds: [DEMO_REPO_ID],
      quCount: 5,
      seconds: 20,
      modes: ['pk', 'solo'],
      dailyLimit: 20,
      pointsWin: 5,
      pointsDraw: 3,
      pointsLoss: 1,
      pointsSolo: 2,
      createBy: '10001',
    })
    .onConflictDoNothing();
}
