import { IdBodySchema, IdsBodySchema, StateBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import { ImportResultSchema } from '../schemas/import.ts';
import {
  BatchDeptBodySchema,
  BatchRoleBodySchema,
  ResetPassBodySchema,
  SaveUserBodySchema,
  UserPagingSchema,
  UserViewSchema,
} from '../schemas/user.ts';
import { endpoint, FileAnswer, NoAnswer, NoInput, pageOf } from './define.ts';
import { PICKER_AUTH } from './picker-auth.ts';

/**
 * Admin user management (docs/REQUIREMENTS.md#users). Sign-in, `/info`, `/update` and the other
 * self-service calls of /api/sys/user are in auth.ts.
 */
export const user = {
  /** Also serves the user pickers of exams, courses and certificates (within the caller's data scope). */
  paging: endpoint({
    path: '/api/sys/user/paging',
    auth: PICKER_AUTH.user,
    request: UserPagingSchema,
    answer: pageOf(UserViewSchema),
    summary: '用户分页（按数据权限；name 模糊匹配账号或姓名，deptCode 含下级，state 默认 0，-1 全部）',
  }),
  detail: endpoint({
    path: '/api/sys/user/detail',
    auth: Perm.user.list,
    request: IdBodySchema,
    answer: UserViewSchema,
    summary: '用户详情',
  }),
  save: endpoint({
    path: '/api/sys/user/save',
    auth: { any: [Perm.user.add, Perm.user.edit] },
    request: SaveUserBodySchema,
    answer: UserViewSchema,
    summary: '添加（无 id，需密码）或修改用户',
  }),
  state: endpoint({
    path: '/api/sys/user/state',
    auth: Perm.user.state,
    request: StateBodySchema,
    answer: NoAnswer,
    summary: '启用（0）或禁用（1）用户；禁用结束其会话',
  }),
  delete: endpoint({
    path: '/api/sys/user/delete',
    auth: Perm.user.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除用户（不能删除自己、内置管理员或级别更高的用户）',
  }),
  resetPass: endpoint({
    path: '/api/sys/user/reset-pass',
    auth: Perm.user.resetPass,
    request: ResetPassBodySchema,
    answer: NoAnswer,
    summary: '重置密码（不传 password 时重置为默认密码 xk123456），结束其会话',
  }),
  batchDept: endpoint({
    path: '/api/sys/user/batch-dept',
    auth: Perm.user.batch,
    request: BatchDeptBodySchema,
    answer: NoAnswer,
    summary: '批量设置部门',
  }),
  batchRole: endpoint({
    path: '/api/sys/user/batch-role',
    auth: Perm.user.batch,
    request: BatchRoleBodySchema,
    answer: NoAnswer,
    summary: '批量设置角色',
  }),
  /** The list's filter and order; `current`/`size` are ignored. An error answers a JSON envelope. */
  export: endpoint({
    path: '/api/sys/user/export',
    auth: Perm.user.export,
    request: UserPagingSchema,
    answer: FileAnswer,
    raw: true,
    summary: '导出用户（.xlsx，按当前筛选条件）',
  }),
  /**
   * Multipart with one .xlsx file (read by the handler, so the request schema sees no fields). Any bad
   * row: code 1, nothing written, `data` the `ImportRowError[]` list (an error envelope, not this answer).
   */
  import: endpoint({
    path: '/api/sys/user/import',
    auth: Perm.user.import,
    request: NoInput,
    answer: ImportResultSchema,
    summary: '导入用户（multipart，一个 .xlsx 文件；任一行有错则全部不写入，data 为行错误列表）',
  }),
  importTemplate: endpoint({
    path: '/api/sys/user/import/template',
    auth: Perm.user.import,
    request: NoInput,
    answer: FileAnswer,
    raw: true,
    summary: '下载用户导入模板（.xlsx）',
  }),
};
