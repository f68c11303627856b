import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysMenu, sysRoleMenu } from '../../db/schema/index.ts';

/** Every (role, permission key) pair granted through function menus. */
export async function findRolePermissions(db: DbOrTx): Promise<Array<{ roleId: string; permission: string }>> {
  return db
    .select({ roleId: sysRoleMenu.roleId, permission: sysMenu.permission })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, and(eq(sysMenu.id, sysRoleMenu.menuId), ne(sysMenu.permission, '')));
}
