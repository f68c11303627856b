import { boolean, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId, updatedAt } from './columns.ts';

/** Roles: roleType 1 learner, 2 staff; dataScope 1 self .. 4 all; a lower roleLevel outranks a higher one. */
export const sysRole = pgTable('sys_role', {
  id: idColumn(),
  roleName: varchar({ length: 64 }).notNull(),
  roleType: integer().notNull().default(1),
  dataScope: integer().notNull().default(1),
  roleLevel: integer().notNull().default(9),
  remark: varchar({ length: 256 }).notNull().default(''),
  createTime: createdAt(),
  updateTime: updatedAt(),
});

/** Menus: type 1 directory/menu, 2 function (carries a permission key), 3 route. */
export const sysMenu = pgTable(
  'sys_menu',
  {
    id: idColumn(),
    parentId: refId().notNull().default('0'),
    menuType: integer().notNull().default(1),
    permission: varchar({ length: 128 }).notNull().default(''),
    path: varchar({ length: 256 }).notNull().default(''),
    component: varchar({ length: 128 }).notNull().default(''),
    redirect: varchar({ length: 256 }).notNull().default(''),
    routeName: varchar({ length: 64 }).notNull().default(''),
    metaTitle: varchar({ length: 64 }).notNull(),
    metaIcon: varchar({ length: 64 }).notNull().default(''),
    metaActiveMenu: varchar({ length: 256 }).notNull().default(''),
    metaNoCache: boolean().notNull().default(false),
    metaAffix: boolean().notNull().default(false),
    /** Module the menu belongs to (exam, course, battle, cert); hidden when the module is off. */
    module: varchar({ length: 16 }).notNull().default(''),
    hidden: boolean().notNull().default(false),
    alwaysShow: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('sys_menu_parent').on(t.parentId)],
);

export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleId: refId().notNull(),
    menuId: refId().notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);
