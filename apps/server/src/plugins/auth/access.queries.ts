import type { DbOrTx } from '@server/db/client.ts';
import { sysMenu, sysRole, sysRoleMenu } from '@server/db/schema/index.ts';
import { and, eq, inArray, ne } from 'drizzle-orm';

/**
 * The role-menu links as access control reads them (permission cache, grant guard, new menus granted to
 * roles). Kept out of modules/role so the auth plugins depend on no module (scripts/check-boundaries.ts).
 */

/** Every (role, permission key) pair granted through menus. */
export async function findRolePermissions(db: DbOrTx): Promise<Array<{ roleId: string; permission: string }>> {
  return db
    .select({ roleId: sysRoleMenu.roleId, permission: sysMenu.permission })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, and(eq(sysMenu.id, sysRoleMenu.menuId), ne(sysMenu.permission, '')));
}

/** The rank fields of every role (type, data scope, level), for the role cache. */
export async function findRoleRanks(db: DbOrTx) {
  return db
    .select({ id: sysRole.id, roleType: sysRole.roleType, dataScope: sysRole.dataScope, roleLevel: sysRole.roleLevel })
    .from(sysRole);
}

/** The menu ids granted to any of the roles. */
export async function findMenuIdsOfRoles(db: DbOrTx, roleIds: string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: sysRoleMenu.menuId })
    .from(sysRoleMenu)
    .where(inArray(sysRoleMenu.roleId, roleIds));
  return rows.map((r) => r.id);
}

/** Grants one menu to roles (a new menu goes to the administrator role at once). */
export async function grantMenuToRoles(db: DbOrTx, menuId: string, roleIds: string[]): Promise<void> {
  if (roleIds.length === 0) return;
  await db
    .insert(sysRoleMenu)
    .values(roleIds.map((roleId) => ({ roleId, menuId })))
    .onConflictDoNothing();
}
