import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import {
  deleteDeparts,
  departAdminTree,
  departDetail,
  departPage,
  departTree,
  saveDepart,
  sortDepart,
} from './depart.service.ts';

const E = endpoints.depart;

export const departRoutes = [
  route(E.treeSelect, ({ app }) => departTree(app)),
  route(E.paging, ({ app, session, body }) => departPage(app, session, body)),
  route(E.tree, ({ app, session }) => departAdminTree(app, session)),
  route(E.detail, ({ app, session, body }) => departDetail(app, session, body.id)),
  route(E.save, ({ app, session, body }) => saveDepart(app, session, body)),
  route(E.delete, async ({ app, session, body }) => {
    await deleteDeparts(app, session, body.ids);
    return null;
  }),
  route(E.sort, async ({ app, session, body }) => {
    await sortDepart(app, session, body);
    return null;
  }),
];
