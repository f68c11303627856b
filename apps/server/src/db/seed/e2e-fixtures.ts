import { RoleType } from '@xuekao/contracts';
import { hashPassword } from '../../lib/password.ts';
import type { Db } from '../client.ts';
import { sysRole, sysUser, sysUserRole } from '../schema/index.ts';

/** Accounts the browser tests need beyond the product seed: a staff member whose role grants no menu. */
export const E2E_NO_MENU_USER = { userName: 'nomenu', password: 'nomenu123' };

/** A learner of the notice/message browser test, which changes this learner's password. */
export const E2E_MSG_LEARNER = { userName: 'msglearner', password: 'learner123', realName: '李消息' };

export async function seedE2eFixtures(db: Db): Promise<void> {
  await db
    .insert(sysRole)
    .values({ id: 'e2e-empty', roleName: '无菜单职员', roleType: RoleType.STAFF, dataScope: 1, roleLevel: 8 })
    .onConflictDoNothing();
  const inserted = await db
    .insert(sysUser)
    .values({
      id: '19001',
      userName: E2E_NO_MENU_USER.userName,
      realName: '无菜单职员',
      password: await hashPassword(E2E_NO_MENU_USER.password),
      deptCode: 'A01A02',
    })
    .onConflictDoNothing()
    .returning({ id: sysUser.id });
  if (inserted.length) await db.insert(sysUserRole).values({ userId: '19001', roleId: 'e2e-empty' });
  const learner = await db
    .insert(sysUser)
    .values({
      id: '19002',
      userName: E2E_MSG_LEARNER.userName,
      realName: E2E_MSG_LEARNER.realName,
      password: await hashPassword(E2E_MSG_LEARNER.password),
      deptCode: 'A01A01',
    })
    .onConflictDoNothing()
    .returning({ id: sysUser.id });
  if (learner.length) await db.insert(sysUserRole).values({ userId: '19002', roleId: 'student' });
}
