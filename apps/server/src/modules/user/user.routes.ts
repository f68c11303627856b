import { readUploadedXlsx, sendWorkbook } from '@server/lib/excel.ts';
import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import {
  batchDept,
  batchRole,
  changeUserState,
  deleteUsers,
  resetPasswords,
  saveUser,
  userDetail,
  userPage,
} from './user.service.ts';
import { exportUsers, importUsers, userImportTemplate } from './user-excel.service.ts';

const E = endpoints.user;

/**
 * Admin user management (docs/REQUIREMENTS.md#users). `/update` (self-service profile) lives in modules/auth.
 * The paging call also serves the user pickers of exams, courses and certificates, so staff allowed to
 * create those may list users too (within their data scope).
 */
export const userRoutes = [
  route(E.paging, ({ app, session, body }) => userPage(app, session, body)),
  route(E.detail, ({ app, session, body }) => userDetail(app, session, body.id)),
  route(E.save, ({ app, session, body }) => saveUser(app, session, body)),
  route(E.state, async ({ app, session, body }) => {
    await changeUserState(app, session, body.ids, body.state);
    return null;
  }),
  route(E.delete, async ({ app, session, body }) => {
    await deleteUsers(app, session, body.ids);
    return null;
  }),
  route(E.resetPass, async ({ app, session, body }) => {
    await resetPasswords(app, session, body);
    return null;
  }),
  route(E.batchDept, async ({ app, session, body }) => {
    await batchDept(app, session, body);
    return null;
  }),
  route(E.batchRole, async ({ app, session, body }) => {
    await batchRole(app, session, body);
    return null;
  }),
  route(E.export, async ({ app, session, body, reply }) =>
    sendWorkbook(reply, await exportUsers(app, session, body), '用户列表.xlsx'),
  ),
  route(E.import, async ({ app, session, req }) => importUsers(app, session, (await readUploadedXlsx(req)).buffer)),
  route(E.importTemplate, async ({ app, reply }) =>
    sendWorkbook(reply, await userImportTemplate(app), '用户导入模板.xlsx'),
  ),
];
