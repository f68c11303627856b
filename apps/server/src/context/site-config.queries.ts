import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sysConfig } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';

export type ConfigRow = typeof sysConfig.$inferSelect;
export const SITE_CONFIG_ID = '1';

export async function getSiteConfig(db: DbOrTx): Promise<ConfigRow> {
  const [row] = await db.select().from(sysConfig).where(eq(sysConfig.id, SITE_CONFIG_ID)).limit(1);
  if (!row) throw AppError.notFound('站点配置不存在，请先初始化数据库！');
  return row;
}

export async function updateSiteConfig(db: DbOrTx, patch: Partial<typeof sysConfig.$inferInsert>): Promise<void> {
  await db
    .update(sysConfig)
    .set({ ...patch, updateTime: new Date() })
    .where(eq(sysConfig.id, SITE_CONFIG_ID));
}
