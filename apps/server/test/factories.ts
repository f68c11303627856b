import type { SessionInfo } from '@xuekao/contracts';
import { sysRole, sysRoleMenu, sysUser, sysUserRole } from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import { hashPassword } from '../src/lib/password.ts';
import type { TestApp } from './build-test-app.ts';

let n = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${(n++).toString(36)}`;

/** Known password of every factory user. */
export const PASSWORD = 'pass1234';
let hashed: Promise<string> | undefined;

export interface UserFactoryOptions {
  userName?: string;
  realName?: string;
  roleIds?: string[];
  state?: number;
  deptCode?: string;
  mobile?: string;
}

/** Inserts a user (default: a learner) and answers its row fields. */
export async function createUser(t: TestApp, o: UserFactoryOptions = {}) {
  hashed ??= hashPassword(PASSWORD);
  const user = {
    id: newId(),
    userName: o.userName ?? uniq('u'),
    realName: o.realName ?? '测试用户',
    password: await hashed,
    state: o.state ?? 0,
    deptCode: o.deptCode ?? 'A01A01',
    mobile: o.mobile ?? '',
  };
  await t.ctx.db.insert(sysUser).values(user);
  const roleIds = o.roleIds ?? ['student'];
  if (roleIds.length) await t.ctx.db.insert(sysUserRole).values(roleIds.map((roleId) => ({ userId: user.id, roleId })));
  return user;
}

/** Inserts a staff role granted exactly the given menu ids (e.g. 'm-sys-user', 'm-fn-sys-user-add'). */
export async function createStaffRole(t: TestApp, menuIds: string[]) {
  const id = newId();
  await t.ctx.db.insert(sysRole).values({ id, roleName: uniq('角色'), roleType: 2, dataScope: 4, roleLevel: 5 });
  if (menuIds.length) await t.ctx.db.insert(sysRoleMenu).values(menuIds.map((menuId) => ({ roleId: id, menuId })));
  await t.ctx.permissions.invalidate();
  return id;
}

/** Logs in through the real endpoint and answers the session. */
export async function login(t: TestApp, userName: string, password = PASSWORD): Promise<SessionInfo> {
  const res = await t.post<SessionInfo>('/api/sys/user/login', { username: userName, password });
  if (res.code !== 0) throw new Error(`login ${userName} failed: ${res.code} ${res.msg}`);
  return res.data;
}

export const loginAdmin = (t: TestApp) => login(t, 'admin', 'admin123');
export const loginStudent = (t: TestApp) => login(t, 'student', 'student123');

/** Sets a captcha answer directly, as if the user had read the image. */
export async function presetCaptcha(t: TestApp, key: string, value = 'abcd') {
  await t.ctx.kv.set(`captcha:${key}`, value, 300);
  return { captchaKey: key, captchaValue: value };
}
