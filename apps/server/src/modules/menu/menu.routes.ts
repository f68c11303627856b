import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { deleteMenus, menuDetail, menuTree, routesFor, saveMenu, sortMenu } from './menu.service.ts';

const E = endpoints.menu;

export const menuRoutes = [
  route(E.routes, ({ app, session }) => routesFor(app, session)),
  route(E.tree, ({ app }) => menuTree(app)),
  route(E.detail, ({ app, body }) => menuDetail(app, body.id)),
  route(E.save, ({ app, session, body }) => saveMenu(app, session, body)),
  route(E.delete, async ({ app, session, body }) => {
    await deleteMenus(app, session, body.ids);
    return null;
  }),
  route(E.sort, async ({ app, session, body }) => {
    await sortMenu(app, session, body);
    return null;
  }),
];
