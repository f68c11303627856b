import type { DbOrTx } from '@server/db/client.ts';
import { escapeLike } from '@server/db/like.ts';
import { orderByOf, runPage } from '@server/db/paging.ts';
import { sysFaceDescriptor, sysFaceRemoval, sysRole, sysUser, sysUserRole } from '@server/db/schema/index.ts';
import { AppError } from '@server/lib/app-error.ts';
import { scopeCondition } from '@server/plugins/auth/data-scope.queries.ts';
import type { Scope } from '@server/plugins/auth/data-scope.ts';
import { type Page, USER_STATE_ALL, type UserPaging } from '@xuekao/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  like,
  ne,
  notInArray,
  notLike,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';

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

/** Up to `limit` users bound to a mobile (more than one only from data written around the uniqueness check). */
export async function findUsersByMobile(db: DbOrTx, mobile: string, limit = 2): Promise<UserRow[]> {
  return db.select().from(sysUser).where(eq(sysUser.mobile, mobile)).limit(limit);
}

/** The row, or undefined when there is none. */
export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(sysUser).where(eq(sysUser.id, id)).limit(1);
  return row;
}

export async function getUserById(db: DbOrTx, id: string): Promise<UserRow> {
  const row = await findUserById(db, id);
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

/** Users whose face photo address is set and lies outside the private folder marker (a legacy public photo). */
export async function findUsersWithFaceOutside(
  db: DbOrTx,
  marker: string,
): Promise<Array<{ id: string; face: string }>> {
  return db
    .select({ id: sysUser.id, face: sysUser.face })
    .from(sysUser)
    .where(and(ne(sysUser.face, ''), notLike(sysUser.face, `%${escapeLike(marker)}%`)));
}

/** Every user with a face photo on file (1:N face search of face login). */
export async function findUsersWithFace(db: DbOrTx): Promise<Array<{ id: string; face: string }>> {
  return db.select({ id: sysUser.id, face: sysUser.face }).from(sysUser).where(ne(sysUser.face, ''));
}

/** Sets a user's face photo only if it is still `from` (two processes may run the same start-up step). */
export async function replaceUserFace(db: DbOrTx, id: string, from: string, to: string): Promise<boolean> {
  const rows = await db
    .update(sysUser)
    .set({ face: to, updateTime: new Date() })
    .where(and(eq(sysUser.id, id), eq(sysUser.face, from)))
    .returning({ id: sysUser.id });
  return rows.length > 0;
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

// ---- admin user management (modules/user) ----

export type UserRoleLink = {
  userId: string;
  roleId: string;
  roleName: string;
  roleType: number;
  roleLevel: number;
  dataScope: number;
};

const SORTABLE = {
  userName: sysUser.userName,
  realName: sysUser.realName,
  deptCode: sysUser.deptCode,
  state: sysUser.state,
  mobile: sysUser.mobile,
  email: sysUser.email,
  points: sysUser.points,
  createTime: sysUser.createTime,
  updateTime: sysUser.updateTime,
};
const FALLBACK_ORDER = [desc(sysUser.createTime), desc(sysUser.id)];

/** WHERE of the user list: the caller's data scope and the search params (see UserPagingSchema). */
function userWhere(db: DbOrTx, p: UserPaging['params'], scope: Scope): SQL | undefined {
  const fuzzy = (v: string) => `%${escapeLike(v)}%`;
  return and(
    scopeCondition(scope, { deptCode: sysUser.deptCode, userId: sysUser.id }),
    p.name ? or(ilike(sysUser.userName, fuzzy(p.name)), ilike(sysUser.realName, fuzzy(p.name))) : undefined,
    p.userName ? ilike(sysUser.userName, fuzzy(p.userName)) : undefined,
    p.realName ? ilike(sysUser.realName, fuzzy(p.realName)) : undefined,
    p.mobile ? ilike(sysUser.mobile, fuzzy(p.mobile)) : undefined,
    p.deptCode ? like(sysUser.deptCode, `${escapeLike(p.deptCode)}%`) : undefined,
    p.state !== USER_STATE_ALL ? eq(sysUser.state, p.state) : undefined,
    p.roleId
      ? inArray(
          sysUser.id,
          db.select({ id: sysUserRole.userId }).from(sysUserRole).where(eq(sysUserRole.roleId, p.roleId)),
        )
      : undefined,
    p.excludes?.length ? notInArray(sysUser.id, p.excludes) : undefined,
  );
}

/** A page of users within the caller's data scope. */
export async function findUserPage(db: DbOrTx, req: UserPaging, scope: Scope): Promise<Page<UserRow>> {
  const where = userWhere(db, req.params, scope);
  return runPage(
    req,
    SORTABLE,
    FALLBACK_ORDER,
    ({ limit, offset, orderBy }) =>
      db
        .select()
        .from(sysUser)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(sysUser).where(where))[0].n,
  );
}

/** Every user the list would show (export), in the list's order, at most `limit`. */
export async function findUsersForExport(
  db: DbOrTx,
  req: Pick<UserPaging, 'params' | 'orders'>,
  scope: Scope,
  limit: number,
): Promise<UserRow[]> {
  return db
    .select()
    .from(sysUser)
    .where(userWhere(db, req.params, scope))
    .orderBy(...orderByOf(req.orders, SORTABLE, FALLBACK_ORDER))
    .limit(limit);
}

/** The roles of many users, with the fields the presenter and the rank checks need. */
export async function findRoleLinksOfUsers(db: DbOrTx, userIds: string[]): Promise<UserRoleLink[]> {
  if (userIds.length === 0) return [];
  const out: UserRoleLink[] = [];
  // chunks keep the IN list of a 5000-row export reasonable
  for (let i = 0; i < userIds.length; i += 1000) {
    const rows = await db
      .select({
        userId: sysUserRole.userId,
        roleId: sysRole.id,
        roleName: sysRole.roleName,
        roleType: sysRole.roleType,
        roleLevel: sysRole.roleLevel,
        dataScope: sysRole.dataScope,
      })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(inArray(sysUserRole.userId, userIds.slice(i, i + 1000)))
      .orderBy(asc(sysRole.roleLevel), asc(sysRole.id));
    out.push(...rows);
  }
  return out;
}

export async function findUsersByNames(db: DbOrTx, names: string[]): Promise<UserRow[]> {
  if (names.length === 0) return [];
  return db.select().from(sysUser).where(inArray(sysUser.userName, names));
}

export async function findUsersByMobiles(db: DbOrTx, mobiles: string[]): Promise<UserRow[]> {
  if (mobiles.length === 0) return [];
  return db.select().from(sysUser).where(inArray(sysUser.mobile, mobiles));
}

/** Inserts many users and their role links (an import, inside its transaction). */
export async function insertUsers(db: DbOrTx, users: NewUser[], links: Array<{ userId: string; roleId: string }>) {
  for (let i = 0; i < users.length; i += 500) await db.insert(sysUser).values(users.slice(i, i + 500));
  for (let i = 0; i < links.length; i += 1000) await db.insert(sysUserRole).values(links.slice(i, i + 1000));
}

export async function updateUsersByIds(db: DbOrTx, ids: string[], patch: Partial<NewUser>): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(sysUser)
    .set({ ...patch, updateTime: new Date() })
    .where(inArray(sysUser.id, ids));
}

/** Replaces the roles of the users with `roleIds`. */
export async function replaceUserRoles(db: DbOrTx, userIds: string[], roleIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.delete(sysUserRole).where(inArray(sysUserRole.userId, userIds));
  const links = userIds.flatMap((userId) => roleIds.map((roleId) => ({ userId, roleId })));
  for (let i = 0; i < links.length; i += 1000) await db.insert(sysUserRole).values(links.slice(i, i + 1000));
}

/**
 * Deletes users with their role links and their face descriptors (biometric data goes with the account); those
 * with a face photo are queued for removal from the cloud face group (sys_face_removal, face-group.ts).
 */
export async function deleteUsersByIds(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .insert(sysFaceRemoval)
    .select(
      db
        .select({ userId: sysUser.id, createTime: sql<Date>`now()`.as('create_time') })
        .from(sysUser)
        .where(and(inArray(sysUser.id, ids), ne(sysUser.face, ''))),
    )
    .onConflictDoNothing();
  await db.delete(sysUserRole).where(inArray(sysUserRole.userId, ids));
  await db.delete(sysFaceDescriptor).where(inArray(sysFaceDescriptor.userId, ids));
  await db.delete(sysUser).where(inArray(sysUser.id, ids));
}
