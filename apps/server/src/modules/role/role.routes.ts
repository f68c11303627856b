import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { deleteRoles, listRoles, roleDetail, roleMenuIds, rolePage, saveRole, saveRoleMenus } from './role.service.ts';

const E = endpoints.role;

export const roleRoutes = [
  route(E.list, ({ app }) => listRoles(app)),
  route(E.paging, ({ app, body }) => rolePage(app, body)),
  route(E.detail, ({ app, body }) => roleDetail(app, body.id)),
  route(E.save, ({ app, session, body }) => saveRole(app, session, body)),
  route(E.delete, async ({ app, session, body }) => {
    await deleteRoles(app, session, body.ids);
    return null;
  }),
  route(E.listMenus, ({ app, body }) => roleMenuIds(app, body.id)),
  route(E.saveMenus, async ({ app, session, body }) => {
    await saveRoleMenus(app, session, body.id, body.menuIds);
    return null;
  }),
];
