import type { DbOrTx } from '@server/db/client.ts';
import { sysMenu, sysRoleMenu } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import { asc, eq, inArray } from 'drizzle-orm';

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

export type NewMenu = typeof sysMenu.$inferInsert;

export async function getMenuById(db: DbOrTx, id: string): Promise<MenuRow> {
  const [row] = await db.select().from(sysMenu).where(eq(sysMenu.id, id)).limit(1);
  if (!row) throw AppError.notFound('菜单不存在！');
  return row;
}

/** The children of a menu ('0' for the roots), in display order. */
export async function findMenuChildren(db: DbOrTx, parentId: string): Promise<MenuRow[]> {
  return db.select().from(sysMenu).where(eq(sysMenu.parentId, parentId)).orderBy(asc(sysMenu.sort), asc(sysMenu.id));
}

export async function insertMenu(db: DbOrTx, row: NewMenu): Promise<void> {
  await db.insert(sysMenu).values(row);
}

export async function updateMenuById(db: DbOrTx, id: string, patch: Partial<NewMenu>): Promise<void> {
  await db
    .update(sysMenu)
    .set({ ...patch, updateTime: new Date() })
    .where(eq(sysMenu.id, id));
}

/** Deletes menus with every role's grant of them. */
export async function deleteMenusByIds(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(sysRoleMenu).where(inArray(sysRoleMenu.menuId, ids));
  await db.delete(sysMenu).where(inArray(sysMenu.id, ids));
}
