import { z } from 'zod';
import { IdSchema } from '../envelope.ts';

/** One entry of `/api/sys/menu/routes`: a route the web adds for the signed-in user. */
export interface RouteMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  affix?: boolean;
  activeMenu?: string;
  /** Module the entry belongs to; hidden when the module is switched off. */
  module?: string;
}

export interface MenuRoute {
  path: string;
  name: string;
  /** 'Layout' (admin shell), 'WebLayout' (learner shell) or a view key such as 'admin/dashboard'. */
  component: string;
  redirect?: string;
  alwaysShow?: boolean;
  hidden: boolean;
  meta: RouteMeta;
  children: MenuRoute[];
}

/** Layout components a route entry may name. */
export const LAYOUT_ADMIN = 'Layout';
export const LAYOUT_WEB = 'WebLayout';

/** Menu modules: a menu of a switched-off module is left out of the routes. */
export const MENU_MODULES = ['', 'exam', 'course', 'battle', 'cert'] as const;

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
export interface MenuView {
  id: string;
  parentId: string;
  menuType: number;
  menuType_dictText: string;
  permission: string;
  path: string;
  component: string;
  redirect: string;
  routeName: string;
  metaTitle: string;
  metaIcon: string;
  metaActiveMenu: string;
  metaNoCache: boolean;
  metaAffix: boolean;
  module: string;
  hidden: boolean;
  alwaysShow: boolean;
  sort: number;
}

export interface MenuTreeNode extends MenuView {
  children: MenuTreeNode[];
}
