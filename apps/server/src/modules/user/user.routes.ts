import {
  BatchDeptBodySchema,
  BatchRoleBodySchema,
  IdBodySchema,
  IdsBodySchema,
  Perm,
  ResetPassBodySchema,
  SaveUserBodySchema,
  StateBodySchema,
  UserPagingSchema,
} from '@xuekao/contracts';
import { readUploadedXlsx, sendWorkbook } from '../../lib/excel.ts';
import { route } from '../../plugins/route-table.ts';
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

/**
 * Admin user management (docs/REQUIREMENTS.md#users). `/update` (self-service profile) lives in modules/auth.
 * The paging call also serves the user pickers of exams, courses and certificates, so staff allowed to
 * create those may list users too (within their data scope).
 */
export const userRoutes = [
  route({
    url: '/api/sys/user/paging',
    auth: {
      any: [Perm.user.list, Perm.exam.add, Perm.exam.edit, Perm.course.add, Perm.course.edit, Perm.certGrant.grant],
    },
    body: UserPagingSchema,
    summary: '用户分页（按数据权限；name 模糊匹配账号或姓名，deptCode 含下级，state 默认 0，-1 全部）',
    handler: ({ app, session, body }) => userPage(app, session, body),
  }),
  route({
    url: '/api/sys/user/detail',
    auth: Perm.user.list,
    body: IdBodySchema,
    summary: '用户详情',
    handler: ({ app, session, body }) => userDetail(app, session, body.id),
  }),
  route({
    url: '/api/sys/user/save',
    auth: { any: [Perm.user.add, Perm.user.edit] },
    body: SaveUserBodySchema,
    summary: '添加（无 id，需密码）或修改用户',
    handler: ({ app, session, body }) => saveUser(app, session, body),
  }),
  route({
    url: '/api/sys/user/state',
    auth: Perm.user.state,
    body: StateBodySchema,
    summary: '启用（0）或禁用（1）用户；禁用结束其会话',
    handler: ({ app, session, body }) => changeUserState(app, session, body.ids, body.state),
  }),
  route({
    url: '/api/sys/user/delete',
    auth: Perm.user.delete,
    body: IdsBodySchema,
    summary: '删除用户（不能删除自己、内置管理员或级别更高的用户）',
    handler: ({ app, session, body }) => deleteUsers(app, session, body.ids),
  }),
  route({
    url: '/api/sys/user/reset-pass',
    auth: Perm.user.resetPass,
    body: ResetPassBodySchema,
    summary: '重置密码（不传 password 时重置为默认密码 xk123456），结束其会话',
    handler: ({ app, session, body }) => resetPasswords(app, session, body),
  }),
  route({
    url: '/api/sys/user/batch-dept',
    auth: Perm.user.batch,
    body: BatchDeptBodySchema,
    summary: '批量设置部门',
    handler: ({ app, session, body }) => batchDept(app, session, body),
  }),
  route({
    url: '/api/sys/user/batch-role',
    auth: Perm.user.batch,
    body: BatchRoleBodySchema,
    summary: '批量设置角色',
    handler: ({ app, session, body }) => batchRole(app, session, body),
  }),
  route({
    url: '/api/sys/user/export',
    auth: Perm.user.export,
    body: UserPagingSchema,
    summary: '导出用户（.xlsx，按当前筛选条件）',
    raw: true,
    handler: async ({ app, session, body, reply }) =>
      sendWorkbook(reply, await exportUsers(app, session, body), '用户列表.xlsx'),
  }),
  route({
    url: '/api/sys/user/import',
    auth: Perm.user.import,
    summary: '导入用户（multipart，一个 .xlsx 文件；任一行有错则全部不写入，data 为行错误列表）',
    handler: async ({ app, session, req }) => importUsers(app, session, (await readUploadedXlsx(req)).buffer),
  }),
  route({
    url: '/api/sys/user/import/template',
    auth: Perm.user.import,
    summary: '下载用户导入模板（.xlsx）',
    raw: true,
    handler: async ({ app, reply }) => sendWorkbook(reply, await userImportTemplate(app), '用户导入模板.xlsx'),
  }),
];
