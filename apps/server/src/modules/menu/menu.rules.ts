import { AppError } from '@server/lib/app-error.ts';
import { type MenuSaveBodySchema, MenuType } from '@xuekao/contracts';
import type { z } from 'zod';
import type { MenuRow } from './menu.queries.ts';

export type MenuSaveInput = z.output<typeof MenuSaveBodySchema>;

/** Layouts and view keys ('admin/sys-user', 'learner/exam-list' ...): letters, digits, '-', '_' and '/'. */
const COMPONENT = /^[A-Za-z][A-Za-z0-9_-]*(\/[A-Za-z0-9_-]+)*$/;

/**
 * The fields a menu of this type keeps, after the cross-field rules: a function (type 2) belongs to a menu
 * and needs a permission key and no route; a menu or route needs a path (a root's starts with '/', a
 * child's does not) and a component. Throws the first broken rule in Chinese.
 */
export function menuFields(body: MenuSaveInput, parent: MenuRow | null, all: MenuRow[]) {
  if (parent && parent.menuType === MenuType.FUNCTION) throw AppError.fail('上级不能是功能，请选择菜单！');
  if (body.id && parent) {
    const byId = new Map(all.map((m) => [m.id, m]));
    for (let p: MenuRow | undefined = parent; p; p = byId.get(p.parentId)) {
      if (p.id === body.id) throw AppError.fail('上级菜单不能是自身或其下级！');
    }
  }
  if (body.menuType === MenuType.FUNCTION) {
    if (!parent) throw AppError.fail('功能必须属于某个菜单，请选择上级菜单！');
    if (!body.permission) throw AppError.fail('功能的权限标识不能为空！');
    return {
      menuType: body.menuType,
      metaTitle: body.metaTitle,
      permission: body.permission,
      path: '',
      component: '',
      redirect: '',
      routeName: '',
      metaIcon: '',
      metaActiveMenu: '',
      metaNoCache: false,
      metaAffix: false,
      module: body.module,
      hidden: false,
      alwaysShow: false,
    };
  }
  if (!body.path) throw AppError.fail('路由地址不能为空！');
  if (!parent && !body.path.startsWith('/')) throw AppError.fail('一级菜单的路由地址必须以 / 开头！');
  if (parent && body.path.startsWith('/')) throw AppError.fail('下级菜单的路由地址不能以 / 开头！');
  if (!body.component) throw AppError.fail('组件不能为空！');
  if (!COMPONENT.test(body.component)) throw AppError.fail('组件格式不正确，例如 Layout 或 admin/sys-user！');
  if (body.routeName && all.some((m) => m.routeName === body.routeName && m.id !== body.id)) {
    throw AppError.fail('路由名称已存在！');
  }
  return {
    menuType: body.menuType,
    metaTitle: body.metaTitle,
    permission: body.permission,
    path: body.path,
    component: body.component,
    redirect: body.redirect,
    routeName: body.routeName,
    metaIcon: body.metaIcon,
    metaActiveMenu: body.metaActiveMenu,
    metaNoCache: body.metaNoCache,
    metaAffix: body.metaAffix,
    module: body.module,
    hidden: body.hidden,
    alwaysShow: body.alwaysShow,
  };
}
