import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysMenu, sysRole, sysRoleMenu } from '../../db/schema/index.ts';

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
