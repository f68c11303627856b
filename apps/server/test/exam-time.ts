import { sql } from 'drizzle-orm';
import type { TestApp } from './build-test-app.ts';

/** Moves an exam's end time to now plus `interval` (a PostgreSQL interval, e.g. '-1 second'). */
export async function moveExamEnd(t: TestApp, examId: string, interval: string): Promise<void> {
  await t.ctx.db.execute(sql`update el_exam set end_time = now() + ${interval}::interval where id = ${examId}`);
}
