import { sql } from 'drizzle-orm';
import type { TestApp } from './build-test-app.ts';

/** Moves an exam's end time to now plus `interval` (a PostgreSQL interval, e.g. '-1 second'). */
export async function moveExamEnd(t: TestApp, examId: string, interval: string): Promise<void> {
  await t.ctx.db.execute(sql`update el_exam set end_time = now() + ${interval}::interval where id = ${examId}`);
}

/**
 * Moves a paper's start and its last counted inactivity break `seconds` into the past, as if that time had
 * passed (the action checker's `action-break` counts at most one break per the exam's interval).
 */
export async function agePaper(t: TestApp, paperId: string, seconds: number): Promise<void> {
  await t.ctx.db.execute(
    sql`update el_paper set create_time = create_time - (${seconds}::int * interval '1 second'),
        action_last = action_last - (${seconds}::int * interval '1 second') where id = ${paperId}`,
  );
}
