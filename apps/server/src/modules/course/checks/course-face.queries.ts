import type { DbOrTx } from '@server/db/client.ts';
import { elCourseFace } from '@server/db/schema/index.ts';

export async function insertCourseFace(db: DbOrTx, row: typeof elCourseFace.$inferInsert): Promise<void> {
  await db.insert(elCourseFace).values(row);
}
