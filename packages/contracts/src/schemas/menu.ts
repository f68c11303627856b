import { z } from 'zod';
import { IdSchema } from '../envelope.ts';
import { LAYOUT_ADMIN, LAYOUT_WEB, MENU_MODULES } from './menu-layouts.ts';

/** The `meta` of a route entry: optional fields are left out when empty or false. */
export const RouteMetaSchema = z.strictObject({
  title: z.string(),
  icon: z.string().optional(),
  noCache: z.boolean().optional(),
  affix: z.boolean().optional(),
  activeMenu: z.string().optional(),
  /** Module the entry belongs to; hidden when the module is switched off. */
  module: z.string().optional(),
});

/** One entry of `/api/sys/menu/routes`: a route the web adds for the signed-in user. */
export const MenuRouteSchema = z.strictObject({
  path: z.string(),
  name: z.string(),
  /** 'Layout' (admin shell), 'WebLayout' (learner shell) or a view key such as 'admin/dashboard'. */
  component: z.string(),
  redirect: z.string().optional(),
  alwaysShow: z.boolean().optional(),
  hidden: z.boolean(),
  meta: RouteMetaSchema,
  get children() {
    return z.array(MenuRouteSchema);
  },
});
export type MenuRoute = z.output<typeof MenuRouteSchema>;

export { LAYOUT_ADMIN, LAYOUT_WEB, MENU_MODULES };

const text = (max: number, msg: string) => z.string().trim().max(max, msg).default('');
const flag = z.boolean({ error: '开关值不正确！' }).default(false);

/**
 * `/api/sys/menu/save`: without `id` creates a menu. Type 1 menu (directory or page), 2 function (a button:
 * needs a permission key, no route), 3 route (a hidden page). A root menu's path starts with '/', a
 * child's does not; route names are unique. The cross-field rules are checked by the server.
 */
export const MenuSaveBodySchema = z.object({
  id: IdSchema.optional(),
  parentId: z
    .union([z.string().trim().max(64), z.number().int().transform(String)])
    .transform((v) => v || '0')
    .default('0'),
  menuType: z.coerce
    .number({ error: '菜单类型不正确！' })
    .int()
    .refine((v) => v === 1 || v === 2 || v === 3, '菜单类型不正确！'),
  metaTitle: z
    .string({ error: '菜单名称不能为空！' })
    .trim()
    .min(1, '菜单名称不能为空！')
    .max(64, '菜单名称不能超过64个字符！'),
  path: text(256, '路由地址不能超过256个字符！'),
  component: text(128, '组件路径不能超过128个字符！'),
  redirect: text(256, '重定向地址不能超过256个字符！'),
  routeName: z
    .string()
    .trim()
    .max(64, '路由名称不能超过64个字符！')
    .regex(/^([A-Za-z][A-Za-z0-9_-]*)?$/, '路由名称只能包含字母、数字、下划线和中划线，并以字母开头！')
    .default(''),
  permission: z
    .string()
    .trim()
    .max(128, '权限标识不能超过128个字符！')
    .regex(/^([a-z0-9_-]+(:[a-z0-9_-]+)*)?$/i, '权限标识格式不正确，例如 sys:user:add！')
    .default(''),
  metaIcon: text(64, '图标名称不能超过64个字符！'),
  metaActiveMenu: text(256, '高亮菜单不能超过256个字符！'),
  metaNoCache: flag,
  metaAffix: flag,
  module: z.enum(MENU_MODULES, { error: '所属模块不正确！' }).default(''),
  hidden: flag,
  alwaysShow: flag,
  sort: z.coerce.number({ error: '排序必须是数字！' }).int('排序必须是整数！').min(0).max(999_999).optional(),
});
export type MenuSaveBody = z.input<typeof MenuSaveBodySchema>;

/** A menu as `/api/sys/menu/detail` answers it; `/tree` nodes add `children`. */
export const MenuViewSchema = z.strictObject({
  id: z.string(),
  parentId: z.string(),
  menuType: z.number().int(),
  menuType_dictText: z.string(),
  permission: z.string(),
  path: z.string(),
  component: z.string(),
  redirect: z.string(),
  routeName: z.string(),
  metaTitle: z.string(),
  metaIcon: z.string(),
  metaActiveMenu: z.string(),
  metaNoCache: z.boolean(),
  metaAffix: z.boolean(),
  module: z.string(),
  hidden: z.boolean(),
  alwaysShow: z.boolean(),
  sort: z.number().int(),
});
export type MenuView = z.output<typeof MenuViewSchema>;

/** A node of `/api/sys/menu/tree`. */
export const MenuTreeNodeSchema = MenuViewSchema.extend({
  get children() {
    return z.array(MenuTreeNodeSchema);
  },
});
export type MenuTreeNode = z.output<typeof MenuTreeNodeSchema>;
