import type { DictCache } from '@server/context/dict-cache.ts';
import { withDictText } from '@server/lib/dict-text.ts';
import { RoleType, type UserView } from '@xuekao/contracts';
import type { UserRoleLink, UserRow } from './user.queries.ts';

/** roleType 2 if any role is staff, else 1. */
export function roleTypeOf(roles: Array<{ roleType: number }>): number {
  return roles.some((r) => r.roleType === RoleType.STAFF) ? RoleType.STAFF : RoleType.LEARNER;
}

/** Groups role links by user id. */
export function linksByUser(links: UserRoleLink[]): Map<string, UserRoleLink[]> {
  const map = new Map<string, UserRoleLink[]>();
  for (const l of links) {
    const list = map.get(l.userId) ?? [];
    map.set(l.userId, list);
    list.push(l);
  }
  return map;
}

/**
 * A user as the admin pages see it: department and state texts, role ids and names. The password hash
 * and face data never leave the server. Call `await app.dict.ready()` first.
 */
export function presentUser(row: UserRow, roles: UserRoleLink[], dict: DictCache): UserView {
  const base = withDictText(
    {
      id: row.id,
      userName: row.userName,
      realName: row.realName,
      deptCode: row.deptCode,
      state: row.state,
      mobile: row.mobile,
      email: row.email,
      idCard: row.idCard,
      workTypeName: row.workTypeName,
      avatar: row.avatar,
      points: row.points,
    },
    dict,
    { deptCode: 'depart', state: 'user_state' },
  );
  return {
    ...base,
    roleIds: roles.map((r) => r.roleId),
    roleNames: roles.map((r) => r.roleName),
    roleType: roleTypeOf(roles),
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
  };
}
