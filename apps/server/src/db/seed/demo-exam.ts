import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { elExam, elRepo } from '../schema/index.ts';
import { DEMO_EXAM_REPO_ID } from './demo-exam-bank.ts';

const rule = (quType: number, n: number, score: number) => ({
  repoId: DEMO_EXAM_REPO_ID,
  quType,
  level: 0,
  chapterId: '',
  count: n,
  score,
});
const RULES = [
  rule(1, 2, 5),
  rule(2, 2, 5),
  rule(3, 2, 5),
  rule(5, 2, 5),
  rule(6, 2, 5),
  rule(4, 1, 10),
  rule(99, 1, 10),
];

/**
 * A demo exam ("示例考试": open to everyone for a year, 60 minutes, leave monitoring on) so a fresh
 * installation shows an exam at once. It draws from the demo exam bank, which is closed to practice, so
 * no training shows its keys (issue 10). Seeded only while no exam exists and that bank is there;
 * outside production only (like the demo banks).
 */
export async function seedDemoExam(tx: DbOrTx): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(elExam);
  if (n > 0) return;
  const [{ n: banks }] = await tx.select({ n: count() }).from(elRepo).where(eq(elRepo.id, DEMO_EXAM_REPO_ID));
  if (banks === 0) return;
  const now = Date.now();
  await tx
    .insert(elExam)
    .values({
      id: 'exam-demo',
      title: '示例考试',
      content: '<p>这是一场示例考试，包含各种题型。考试期间请勿切换页面，离开页面超过3次将自动交卷。</p>',
      openType: 1,
      startTime: new Date(now - 60_000),
      endTime: new Date(now + 365 * 24 * 3600_000),
      totalTime: 60,
      qualifyScore: 42,
      chance: 0,
      leaveOn: true,
      leaveCheck: 5,
      leaveCount: 3,
      composeType: 1,
      rules: RULES,
      quCount: RULES.reduce((s, r) => s + r.count, 0),
      totalScore: RULES.reduce((s, r) => s + r.count * r.score, 0),
      createBy: '10001',
    })
    .onConflictDoNothing();
}
