import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { hashPassword } from '@server/lib/password.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type BatchDeptBodySchema,
  type BatchRoleBodySchema,
  DEFAULT_RESET_PASSWORD,
  type Page,
  Perm,
  type ResetPassBodySchema,
  type SaveUserBodySchema,
  type UserPaging,
  UserState,
  type UserView,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { linksByUser, presentUser, roleTypeOf } from './user.presenter.ts';
import {
  deleteUsersByIds,
  findRoleLinksOfUsers,
  findUserByMobile,
  findUserByName,
  findUserPage,
  getUserById,
  insertUser,
  replaceUserRoles,
  type UserRow,
  updateUserById,
  updateUsersByIds,
} from './user.queries.ts';
import { assertNotOwnRoles, callerOf, checkDept, checkRoles, loadTargets, loadVisible } from './user-guard.ts';

type SaveInput = z.output<typeof SaveUserBodySchema>;

/** Presents rows with their roles (one query for all of them). */
export async function presentUsers(app: AppContext, rows: UserRow[]): Promise<UserView[]> {
  const [links] = await Promise.all([
    findRoleLinksOfUsers(
      app.db,
      rows.map((r) => r.id),
    ),
    app.dict.ready(),
  ]);
  const byUser = linksByUser(links);
  return rows.map((r) => presentUser(r, byUser.get(r.id) ?? [], app.dict));
}

/** The user list of the caller's data scope (a dept-scoped staff member sees their department only). */
export async function userPage(app: AppContext, session: Session, req: UserPaging): Promise<Page<UserView>> {
  const { scope } = await callerOf(app, session);
  const page = await findUserPage(app.db, req, scope);
  return { ...page, records: await presentUsers(app, page.records) };
}

export async function userDetail(app: AppContext, session: Session, id: string): Promise<UserView> {
  const caller = await callerOf(app, session);
  const [target] = await loadVisible(app, caller, [id], '查看');
  return (await presentUsers(app, [target.row]))[0];
}

async function assertUniqueFields(app: AppContext, body: SaveInput): Promise<void> {
  const sameName = await findUserByName(app.db, body.userName);
  if (sameName && sameName.id !== body.id) throw AppError.fail('账号已存在！');
  if (body.mobile) {
    const sameMobile = await findUserByMobile(app.db, body.mobile);
    if (sameMobile && sameMobile.id !== body.id) throw AppError.fail('手机号已被其他账号使用！');
  }
}

/**
 * Creates (no `id`, needs sys:user:add, password required) or edits (needs sys:user:edit) a user. Checks:
 * unique account and mobile, the department exists and is in the caller's scope, at least one role, none
 * above the caller, each added role within the caller's power, and one's own roles unchanged (unless
 * super administrator). Any edit (a password or a mobile too, not only roles or state) needs the user to be
 * within the caller's reach (user-guard.ts loadTargets). An edit refreshes the user's sessions; a new password or disabling ends them.
 */
export async function saveUser(app: AppContext, session: Session, body: SaveInput): Promise<UserView> {
  const caller = await callerOf(app, session);
  await assertPermission(app, session, body.id ? Perm.user.edit : Perm.user.add);
  await checkDept(app, caller, body.deptCode);
  const target = body.id ? (await loadTargets(app, caller, [body.id], '修改'))[0] : undefined;
  if (target) assertNotOwnRoles(caller, [target], body.roleIds);
  const roles = await checkRoles(
    app,
    caller,
    body.roleIds,
    target?.roles.map((r) => r.roleId),
  );
  await assertUniqueFields(app, body);
  const roleIds = roles.map((r) => r.id);
  const fields = {
    userName: body.userName,
    realName: body.realName,
    deptCode: body.deptCode,
    mobile: body.mobile ?? '',
    email: body.email ?? '',
    idCard: body.idCard ?? '',
    workTypeName: body.workTypeName ?? '',
  };

  if (!target) {
    if (!body.password) throw AppError.fail('密码不能为空！');
    const id = newId();
    const password = await hashPassword(body.password);
    await app.db.transaction((tx) =>
      insertUser(tx, { id, ...fields, password, state: body.state ?? UserState.NORMAL }, roleIds),
    );
    return (await presentUsers(app, [await getUserById(app.db, id)]))[0];
  }

  const sameRoles = target.roles.length === roleIds.length && target.roles.every((r) => roleIds.includes(r.roleId));
  const stateChange = body.state !== undefined && body.state !== target.row.state;
  if (stateChange && body.state !== UserState.NORMAL && target.row.id === session.userId) {
    throw AppError.fail('不能禁用自己的账号！');
  }
  const password = body.password ? await hashPassword(body.password) : undefined;
  await app.db.transaction(async (tx) => {
    await updateUserById(tx, target.row.id, {
      ...fields,
      ...(password ? { password } : {}),
      ...(stateChange ? { state: body.state } : {}),
    });
    if (!sameRoles) await replaceUserRoles(tx, [target.row.id], roleIds);
  });
  if (password || (stateChange && body.state !== UserState.NORMAL)) await app.sessions.destroyUser(target.row.id);
  else {
    await app.sessions.updateUser(target.row.id, {
      realName: fields.realName,
      deptCode: fields.deptCode,
      roleIds,
      roleType: roleTypeOf(roles),
    });
  }
  return (await presentUsers(app, [await getUserById(app.db, target.row.id)]))[0];
}

/** Enables (0) or disables (1) users; disabling ends their sessions. Not oneself, not the built-in admin. */
export async function changeUserState(app: AppContext, session: Session, ids: string[], state: number): Promise<void> {
  if (state !== UserState.NORMAL && state !== UserState.DISABLED) throw AppError.badParams('状态不正确！');
  const caller = await callerOf(app, session);
  const targets = await loadTargets(app, caller, ids, '修改');
  if (state === UserState.DISABLED) {
    if (targets.some((t) => t.row.id === session.userId)) throw AppError.fail('不能禁用自己的账号！');
  }
  await updateUsersByIds(app.db, ids, { state });
  if (state === UserState.DISABLED) for (const t of targets) await app.sessions.destroyUser(t.row.id);
}

/**
 * Deletes users with their role links and ends their sessions. Refused: oneself, the built-in admin
 * (90010004), anyone whose best role outranks the caller's, anyone outside the caller's data scope.
 */
export async function deleteUsers(app: AppContext, session: Session, ids: string[]): Promise<void> {
  if (ids.includes(session.userId)) throw AppError.fail('不能删除自己的账号！');
  const caller = await callerOf(app, session);
  const targets = await loadTargets(app, caller, ids, '删除');
  await app.db.transaction((tx) => deleteUsersByIds(tx, ids));
  for (const t of targets) await app.sessions.destroyUser(t.row.id);
}

/** Sets new passwords (the given one, or DEFAULT_RESET_PASSWORD) and ends those users' sessions. */
export async function resetPasswords(
  app: AppContext,
  session: Session,
  body: z.output<typeof ResetPassBodySchema>,
): Promise<void> {
  const ids = [...new Set([...(body.ids ?? []), ...(body.id ? [body.id] : [])])];
  const caller = await callerOf(app, session);
  const targets = await loadTargets(app, caller, ids, '重置');
  const plain = body.password || DEFAULT_RESET_PASSWORD;
  const password = await hashPassword(plain);
  await updateUsersByIds(
    app.db,
    targets.map((t) => t.row.id),
    { password },
  );
  for (const t of targets) await app.sessions.destroyUser(t.row.id);
}

/** Moves users to a department (in the caller's scope) and refreshes their sessions. */
export async function batchDept(
  app: AppContext,
  session: Session,
  body: z.output<typeof BatchDeptBodySchema>,
): Promise<void> {
  const caller = await callerOf(app, session);
  await checkDept(app, caller, body.deptCode);
  const targets = await loadTargets(app, caller, body.ids, '修改');
  await updateUsersByIds(app.db, body.ids, { deptCode: body.deptCode });
  for (const t of targets) await app.sessions.updateUser(t.row.id, { deptCode: body.deptCode });
}

/**
 * Replaces users' roles (at least one, none above the caller, none beyond the caller's power, not one's
 * own) and refreshes their sessions' roles.
 */
export async function batchRole(
  app: AppContext,
  session: Session,
  body: z.output<typeof BatchRoleBodySchema>,
): Promise<void> {
  const caller = await callerOf(app, session);
  const targets = await loadTargets(app, caller, body.ids, '修改');
  assertNotOwnRoles(caller, targets, body.roleIds);
  const held = targets.map((t) => new Set(t.roles.map((r) => r.roleId)));
  // A role every target already has is kept; any other is handed out and must be within reach.
  const roles = await checkRoles(
    app,
    caller,
    body.roleIds,
    body.roleIds.filter((id) => held.every((h) => h.has(id))),
  );
  const roleIds = roles.map((r) => r.id);
  await app.db.transaction((tx) => replaceUserRoles(tx, body.ids, roleIds));
  const roleType = roleTypeOf(roles);
  for (const t of targets) await app.sessions.updateUser(t.row.id, { roleIds, roleType });
}
