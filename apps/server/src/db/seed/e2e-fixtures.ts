import { hashPassword } from '@server/lib/password.ts';
import { RoleType } from '@xuekao/contracts';
import type { Db } from '../client.ts';
import { sysRole, sysUser, sysUserRole } from '../schema/index.ts';

/** Accounts the browser tests need beyond the product seed: a staff member whose role grants no menu. */
export const E2E_NO_MENU_USER = { userName: 'nomenu', password: 'nomenu123' };

/** A learner of the notice/message browser test, which changes this learner's password. */
export const E2E_MSG_LEARNER = { userName: 'msglearner', password: 'learner123', realName: '李消息' };

/**
 * Learners of the exam browser tests (issue 5), one or two per test so a paper left in progress by one
 * test never blocks another (a learner may have one paper in progress at a time).
 */
export const E2E_EXAM_LEARNERS = {
  /** Exam flow: taken out by leave monitoring. */
  one: { id: '19003', userName: 'examlearner1', password: 'learner123', realName: '赵考生' },
  /** Exam flow: answers everything and hands in. */
  two: { id: '19004', userName: 'examlearner2', password: 'learner123', realName: '钱考生' },
  /** Leave-dialog test. */
  leave: { id: '19005', userName: 'examleave', password: 'learner123', realName: '孙切屏' },
  /** Camera test with the fake camera. */
  cam: { id: '19006', userName: 'examcam', password: 'learner123', realName: '李摄像' },
  /** Camera test without a camera. */
  noCam: { id: '19007', userName: 'examnocam', password: 'learner123', realName: '周无摄' },
} as const;

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
  for (const l of Object.values(E2E_EXAM_LEARNERS)) {
    const added = await db
      .insert(sysUser)
      .values({
        id: l.id,
        userName: l.userName,
        realName: l.realName,
        password: await hashPassword(l.password),
        deptCode: 'A01A01',
      })
      .onConflictDoNothing()
      .returning({ id: sysUser.id });
    if (added.length) await db.insert(sysUserRole).values({ userId: l.id, roleId: 'student' });
  }
}
