import type { SessionInfo } from '@xuekao/contracts';
import type { UserRow } from '../user/user.queries.ts';

/** The session as login and `/info` answer it. Never carries the password hash. */
export function presentSession(
  token: string,
  user: UserRow,
  extra: { roleIds: string[]; roleType: number; permissions: Set<string>; deptName: string; unreadMsg: number },
): SessionInfo {
  return {
    token,
    id: user.id,
    userId: user.id,
    userName: user.userName,
    realName: user.realName,
    roles: extra.roleIds,
    roleType: extra.roleType,
    permissions: [...extra.permissions].sort(),
    avatar: user.avatar,
    mobile: user.mobile,
    email: user.email,
    face: user.face,
    idCard: user.idCard,
    workTypeName: user.workTypeName,
    deptCode: user.deptCode,
    deptCode_dictText: extra.deptName,
    points: user.points,
    unreadMsg: extra.unreadMsg,
  };
}
