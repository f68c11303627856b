import type { MenuRoute } from '@xuekao/contracts';
import type { AppContext } from '../../app-context.ts';
import type { Session } from '../../plugins/auth/sessions.ts';
import { buildRouteTree } from './menu.presenter.ts';
import { findAllMenus, findMenusOfRoles } from './menu.queries.ts';

/** The routes the web adds for this user: built from their roles' menus on every call (so grants apply at once). */
export async function routesFor(app: AppContext, session: Session): Promise<MenuRoute[]> {
  const [all, granted, props] = await Promise.all([
    findAllMenus(app.db),
    findMenusOfRoles(app.db, session.roleIds),
    app.settings.props(),
  ]);
  return buildRouteTree(all, new Set(granted.map((m) => m.id)), props);
}
