import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysMenu, sysRoleMenu } from '../../db/schema/index.ts';

export type MenuRow = typeof sysMenu.$inferSelect;

/** The menus granted to any of the roles, ordered for tree building. */
export async function findMenusOfRoles(db: DbOrTx, roleIds: string[]): Promise<MenuRow[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ menu: sysMenu })
    .from(sysMenu)
    .innerJoin(sysRoleMenu, eq(sysRoleMenu.menuId, sysMenu.id))
    .where(inArray(sysRoleMenu.roleId, roleIds))
    .orderBy(asc(sysMenu.sort), asc(sysMenu.id));
  return rows.map((r) => r.menu);
}

export async function findAllMenus(db: DbOrTx): Promise<MenuRow[]> {
  return db.select().from(sysMenu).orderBy(asc(sysMenu.sort), asc(sysMenu.id));
}
