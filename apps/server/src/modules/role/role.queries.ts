import type { DbOrTx } from '@server/db/client.ts';
import { runPage } from '@server/db/paging.ts';
import { sysRole, sysRoleMenu, sysUserRole } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { Page, RolePaging } from '@xuekao/contracts';
import { asc, count, eq, ilike, inArray } from 'drizzle-orm';

export type RoleRow = typeof sysRole.$inferSelect;
export type NewRole = typeof sysRole.$inferInsert;

/** Every role, highest rank first. */
export async function findAllRoles(db: DbOrTx): Promise<RoleRow[]> {
  return db.select().from(sysRole).orderBy(asc(sysRole.roleLevel), asc(sysRole.createTime), asc(sysRole.id));
}

const SORTABLE = {
  roleName: sysRole.roleName,
  roleType: sysRole.roleType,
  dataScope: sysRole.dataScope,
  roleLevel: sysRole.roleLevel,
  createTime: sysRole.createTime,
};

/** A page of roles for the role page, highest rank first unless another order is asked for. */
export async function findRolePage(db: DbOrTx, req: RolePaging): Promise<Page<RoleRow>> {
  const name = req.params.roleName;
  const where = name ? ilike(sysRole.roleName, `%${name.replace(/[%_\\]/g, '\\$&')}%`) : undefined;
  return runPage(
    req,
    SORTABLE,
    [asc(sysRole.roleLevel), asc(sysRole.createTime), asc(sysRole.id)],
    ({ limit, offset, orderBy }) =>
      db
        .select()
        .from(sysRole)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(sysRole).where(where))[0].n,
  );
}

export async function getRoleById(db: DbOrTx, id: string): Promise<RoleRow> {
  const [row] = await db.select().from(sysRole).where(eq(sysRole.id, id)).limit(1);
  if (!row) throw AppError.notFound('角色不存在！');
  return row;
}

export async function findRolesByIds(db: DbOrTx, ids: string[]): Promise<RoleRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sysRole).where(inArray(sysRole.id, ids));
}

export async function findRoleByName(db: DbOrTx, roleName: string): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(sysRole).where(eq(sysRole.roleName, roleName)).limit(1);
  return row;
}

export async function insertRole(db: DbOrTx, row: NewRole): Promise<void> {
  await db.insert(sysRole).values(row);
}

export async function updateRoleById(db: DbOrTx, id: string, patch: Partial<NewRole>): Promise<void> {
  await db
    .update(sysRole)
    .set({ ...patch, updateTime: new Date() })
    .where(eq(sysRole.id, id));
}

/** Deletes roles with their menu grants. */
export async function deleteRolesByIds(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(sysRoleMenu).where(inArray(sysRoleMenu.roleId, ids));
  await db.delete(sysRole).where(inArray(sysRole.id, ids));
}

/** How many users hold any of the roles. */
export async function countUsersOfRoles(db: DbOrTx, roleIds: string[]): Promise<number> {
  if (roleIds.length === 0) return 0;
  const [r] = await db.select({ n: count() }).from(sysUserRole).where(inArray(sysUserRole.roleId, roleIds));
  return r.n;
}

/** The menu ids granted to a role. */
export async function findRoleMenuIds(db: DbOrTx, roleId: string): Promise<string[]> {
  const rows = await db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  return rows.map((r) => r.id);
}

/** Replaces a role's grant with `menuIds`. */
export async function replaceRoleMenus(db: DbOrTx, roleId: string, menuIds: string[]): Promise<void> {
  await db.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  if (menuIds.length) await db.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId, menuId })));
}
