import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sysRole, sysUser, sysUserRole } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export type UserRow = typeof sysUser.$inferSelect;
export type NewUser = typeof sysUser.$inferInsert;

export async function findUserByName(db: DbOrTx, userName: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(sysUser).where(eq(sysUser.userName, userName)).limit(1);
  return row;
}

export async function findUserByMobile(db: DbOrTx, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(sysUser).where(eq(sysUser.mobile, mobile)).limit(1);
  return row;
}

export async function getUserById(db: DbOrTx, id: string): Promise<UserRow> {
  const [row] = await db.select().from(sysUser).where(eq(sysUser.id, id)).limit(1);
  if (!row) throw AppError.notFound('用户不存在！');
  return row;
}

export async function insertUser(db: DbOrTx, user: NewUser, roleIds: string[]): Promise<void> {
  await db.insert(sysUser).values(user);
  if (roleIds.length) await db.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: user.id, roleId })));
}

export async function updateUserById(db: DbOrTx, id: string, patch: Partial<NewUser>): Promise<void> {
  await db
    .update(sysUser)
    .set({ ...patch, updateTime: new Date() })
    .where(eq(sysUser.id, id));
}

/** The roles of a user with their types, for the session and roleType. */
export async function findUserRoles(db: DbOrTx, userId: string): Promise<Array<{ id: string; roleType: number }>> {
  return db
    .select({ id: sysRole.id, roleType: sysRole.roleType })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId));
}

export async function findUsersByIds(db: DbOrTx, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sysUser).where(inArray(sysUser.id, ids));
}
