import { randomBytes } from 'node:crypto';
import { hashPassword } from '@server/lib/password.ts';
import { DICTIONARIES, MenuType, RoleType } from '@xuekao/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  sysConfig,
  sysDepart,
  sysDic,
  sysDicValue,
  sysMenu,
  sysRole,
  sysRoleMenu,
  sysUser,
  sysUserRole,
} from '../schema/index.ts';
import { seedDemoCert } from './demo-cert.ts';
import { seedDemoContest } from './demo-contest.ts';
import { copyDemoCourseFiles, seedDemoCourse } from './demo-course.ts';
import { seedDemoExam } from './demo-exam.ts';
import { seedDemoRepo } from './demo-repo.ts';
import { ADMIN_MENUS, type MenuSeed, WEB_MENUS } from './menus.ts';
import { seedNotifyTemplates } from './notify-templates.ts';

export const SITE_NAME = '学考在线学习考试系统';

import { ROLE_ADMIN, ROLE_STUDENT, ROLE_TEACHER } from './builtin.ts';

export { ROLE_ADMIN, ROLE_STUDENT, ROLE_TEACHER };

export interface SeedOptions {
  /**
   * Admin password for a new database; unset or empty -> admin123 outside production, generated in
   * production. Production databases get no `student` demo account (a known password has no place there).
   */
  adminPassword?: string;
  production?: boolean;
  /** The local upload directory: the demo course's media are copied there (outside production). */
  uploadDir?: string;
  log?: (msg: string) => void;
}

type MenuRow = typeof sysMenu.$inferInsert;

function flattenMenus(nodes: MenuSeed[], parentId: string, out: MenuRow[]): MenuRow[] {
  nodes.forEach((n, i) => {
    const id = `m-${n.key}`;
    out.push({
      id,
      parentId,
      menuType: n.type ?? MenuType.MENU,
      permission: n.perm ?? '',
      path: n.path ?? '',
      component: n.component ?? '',
      redirect: n.redirect ?? '',
      routeName: n.name ?? '',
      metaTitle: n.title,
      metaIcon: n.icon ?? '',
      metaActiveMenu: n.activeMenu ?? '',
      metaAffix: n.affix ?? false,
      module: n.module ?? '',
      hidden: n.hidden ?? false,
      alwaysShow: n.alwaysShow ?? false,
      sort: (i + 1) * 10,
    });
    if (n.children) flattenMenus(n.children, id, out);
  });
  return out;
}

const DEPARTS = [
  { id: 'd-a01', parentId: '0', deptCode: 'A01', deptName: '学考科技有限公司', deptLevel: 1, sort: 1 },
  { id: 'd-a01a01', parentId: 'd-a01', deptCode: 'A01A01', deptName: '研发中心', deptLevel: 2, sort: 1 },
  { id: 'd-a01a02', parentId: 'd-a01', deptCode: 'A01A02', deptName: '市场部', deptLevel: 2, sort: 2 },
  { id: 'd-a01a03', parentId: 'd-a01', deptCode: 'A01A03', deptName: '人力资源部', deptLevel: 2, sort: 3 },
  { id: 'd-a01a01a01', parentId: 'd-a01a01', deptCode: 'A01A01A01', deptName: '前端组', deptLevel: 3, sort: 1 },
  { id: 'd-a01a01a02', parentId: 'd-a01a01', deptCode: 'A01A01A02', deptName: '后端组', deptLevel: 3, sort: 2 },
];

/**
 * Ensures the built-in data exists; safe on every start. Rows are inserted only when missing, so an
 * administrator's later edits stay, and menus added by a newer version appear and are granted to the
 * built-in roles once.
 */
export async function seedDatabase(db: Db, opts: SeedOptions = {}): Promise<void> {
  const log = opts.log ?? (() => {});
  if (!opts.production && opts.uploadDir) await copyDemoCourseFiles(opts.uploadDir);
  await db.transaction(async (tx) => {
    await tx
      .insert(sysConfig)
      .values({
        id: '1',
        siteName: SITE_NAME,
        copyRight: '© 2026 学考 Xuekao 在线学习考试系统',
        props: { moduleExam: true, moduleCourse: true, moduleBattle: true, moduleCert: true },
        switches: { userReg: true, userAudit: false, userDeptType: 0, userDeptCode: 'A01A01', loginTick: 0 },
      })
      .onConflictDoNothing();

    for (const [i, d] of DICTIONARIES.entries()) {
      await tx
        .insert(sysDic)
        .values({ id: `dic-${d.code}`, code: d.code, title: d.title, remark: '' })
        .onConflictDoNothing();
      await tx
        .insert(sysDicValue)
        .values(
          d.values.map((v, j) => ({
            id: `dv-${i}-${j}-${v.value}`.slice(0, 32),
            dicCode: d.code,
            value: v.value,
            title: v.title,
            sort: j,
          })),
        )
        .onConflictDoNothing();
    }

    await tx.insert(sysDepart).values(DEPARTS).onConflictDoNothing();
    await seedNotifyTemplates(tx);
    if (!opts.production) {
      await seedDemoRepo(tx);
      await seedDemoExam(tx);
      await seedDemoCourse(tx);
      await seedDemoContest(tx);
      await seedDemoCert(tx);
    }

    await tx
      .insert(sysRole)
      .values([
        {
          id: ROLE_ADMIN,
          roleName: '超级管理员',
          roleType: RoleType.STAFF,
          dataScope: 4,
          roleLevel: 1,
          remark: '拥有全部菜单与数据',
        },
        {
          id: ROLE_TEACHER,
          roleName: '教师',
          roleType: RoleType.STAFF,
          dataScope: 3,
          roleLevel: 5,
          remark: '考试、题库、课程与阅卷',
        },
        {
          id: ROLE_STUDENT,
          roleName: '学员',
          roleType: RoleType.LEARNER,
          dataScope: 1,
          roleLevel: 9,
          remark: '学员端',
        },
      ])
      .onConflictDoNothing();

    const adminRows = flattenMenus(ADMIN_MENUS, '0', []);
    const webRows = flattenMenus(WEB_MENUS, '0', []);
    const ids = [...adminRows, ...webRows].map((m) => m.id);
    if (new Set(ids).size !== ids.length) throw new Error('seed: duplicate menu keys');
    const inserted = new Set(
      (
        await tx
          .insert(sysMenu)
          .values([...adminRows, ...webRows])
          .onConflictDoNothing()
          .returning({ id: sysMenu.id })
      ).map((r) => r.id),
    );
    const teacherKeys = /^m-(fn-)?(admin|dashboard|stat-view|exam|repo|qu|course)/;
    const grants: Array<{ roleId: string; menuId: string }> = [];
    for (const m of adminRows) {
      if (!inserted.has(m.id!)) continue;
      grants.push({ roleId: ROLE_ADMIN, menuId: m.id! });
      if (teacherKeys.test(m.id!)) grants.push({ roleId: ROLE_TEACHER, menuId: m.id! });
    }
    for (const m of webRows) {
      if (!inserted.has(m.id!)) continue;
      for (const roleId of [ROLE_ADMIN, ROLE_TEACHER, ROLE_STUDENT]) grants.push({ roleId, menuId: m.id! });
    }
    if (grants.length) await tx.insert(sysRoleMenu).values(grants).onConflictDoNothing();
    if (inserted.size) log(`seed: ${inserted.size} menus added`);

    // Built-in accounts: created once; the slow password hash is only computed for a missing account.
    const existing = new Set(
      (
        await tx
          .select({ id: sysUser.id })
          .from(sysUser)
          .where(inArray(sysUser.id, ['10001', '10002']))
      ).map((u) => u.id),
    );
    if (!existing.has('10001')) {
      const generated = !opts.adminPassword && opts.production;
      const adminPassword = opts.adminPassword || (generated ? randomBytes(9).toString('base64url') : 'admin123');
      await tx
        .insert(sysUser)
        .values({
          id: '10001',
          userName: 'admin',
          realName: '超级管理员',
          password: await hashPassword(adminPassword),
          deptCode: 'A01',
          email: 'admin@xuekao.local',
        })
        .onConflictDoNothing();
      await tx.insert(sysUserRole).values({ userId: '10001', roleId: ROLE_ADMIN }).onConflictDoNothing();
      if (generated) log(`seed: admin password generated, shown once: ${adminPassword}`);
    }
    if (!existing.has('10002') && !opts.production) {
      await tx
        .insert(sysUser)
        .values({
          id: '10002',
          userName: 'student',
          realName: '张三',
          password: await hashPassword('student123'),
          deptCode: 'A01A01',
        })
        .onConflictDoNothing();
      await tx.insert(sysUserRole).values({ userId: '10002', roleId: ROLE_STUDENT }).onConflictDoNothing();
    }
  });
}
