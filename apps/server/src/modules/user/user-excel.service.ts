import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { buildWorkbook, type ExcelColumn, readSheet, requireHeaders, type SheetRow } from '@server/lib/excel.ts';
import { newId } from '@server/lib/ids.ts';
import { hashDistinct } from '@server/lib/password.ts';
import { roleWithin } from '@server/plugins/auth/grant-guard.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  ErrorCode,
  type ImportResult,
  type ImportRowError,
  SaveUserBodySchema,
  USER_IMPORT_HEADERS,
  type UserPaging,
  type UserView,
} from '@xuekao/contracts';
import type ExcelJS from 'exceljs';
import { findAllDeparts } from '../depart/depart.queries.ts';
import { findAllRoles, type RoleRow } from '../role/role.queries.ts';
import { findUsersByMobiles, findUsersByNames, findUsersForExport, insertUsers, type NewUser } from './user.queries.ts';
import { presentUsers } from './user.service.ts';
import { type Caller, callerMayUseDept, callerOf } from './user-guard.ts';

/** Most rows one export writes. */
export const EXPORT_MAX_ROWS = 50_000;
/** How many row errors the message names; the full list is the answer's data. */
const ERRORS_IN_MESSAGE = 3;

const H = {
  userName: '账号',
  realName: '姓名',
  password: '密码',
  deptCode: '部门编码',
  deptName: '部门名称',
  roles: '角色',
  mobile: '手机号',
  email: '邮箱',
  idCard: '身份证号',
} as const;

/** The template: the header row and one example row; a second sheet lists departments and roles. */
export async function userImportTemplate(app: AppContext): Promise<ExcelJS.Workbook> {
  const example = [
    'zhangsan01',
    '张三',
    'abc12345',
    'A01A01',
    '研发中心',
    '学员',
    '13800138000',
    'zhangsan@example.com',
    '',
  ];
  const cols: ExcelColumn<string[]>[] = USER_IMPORT_HEADERS.map((header, i) => ({
    header,
    width: i === 7 ? 26 : 16,
    text: true,
    value: (r) => r[i],
  }));
  const wb = buildWorkbook('用户导入', cols, [example]);
  const [departs, roles] = await Promise.all([findAllDeparts(app.db), findAllRoles(app.db)]);
  const notes = wb.addWorksheet('填写说明');
  notes.columns = [
    { header: '说明', width: 60 },
    { header: '部门编码', width: 16 },
    { header: '部门名称', width: 20 },
    { header: '角色名称', width: 16 },
  ];
  notes.getRow(1).font = { bold: true };
  const tips = [
    '带 * 的列必填；第一行是表头，请勿修改。',
    '部门：填写部门编码，或填写唯一的部门名称。',
    '角色：填写角色名称或编号，多个用逗号分隔。',
    '密码：至少6位，必须包含字母和数字。',
    '手机号、邮箱、身份证号可不填；手机号不能与已有账号重复。',
    '任何一行有错误时不会导入任何数据，请按提示修改后重新上传。',
  ];
  const n = Math.max(tips.length, departs.length, roles.length);
  for (let i = 0; i < n; i++) {
    notes.addRow([tips[i] ?? '', departs[i]?.deptCode ?? '', departs[i]?.deptName ?? '', roles[i]?.roleName ?? '']);
  }
  return wb;
}

interface Lookups {
  deptNames: Map<string, string>;
  deptCodesByName: Map<string, string[]>;
  rolesById: Map<string, RoleRow>;
  rolesByName: Map<string, RoleRow>;
  /** Roles within the caller's power (grant-guard.ts): the only ones the caller may hand out. */
  grantable: Set<string>;
}

async function lookups(app: AppContext, caller: Caller): Promise<Lookups> {
  const [departs, roles] = await Promise.all([findAllDeparts(app.db), findAllRoles(app.db)]);
  const grantable = new Set<string>();
  for (const r of roles) if (await roleWithin(app, caller.grantor, r)) grantable.add(r.id);
  const deptCodesByName = new Map<string, string[]>();
  for (const d of departs) deptCodesByName.set(d.deptName, [...(deptCodesByName.get(d.deptName) ?? []), d.deptCode]);
  return {
    deptNames: new Map(departs.map((d) => [d.deptCode, d.deptName])),
    deptCodesByName,
    rolesById: new Map(roles.map((r) => [r.id, r])),
    rolesByName: new Map(roles.map((r) => [r.roleName, r])),
    grantable,
  };
}

const clean = (msg: string) => msg.replace(/[！!。]+$/, '');

function resolveDept(v: Record<string, string>, lk: Lookups, caller: Caller, errors: string[]): string {
  let code = v[H.deptCode] ?? '';
  const name = v[H.deptName] ?? '';
  if (code) {
    if (!lk.deptNames.has(code)) errors.push('部门编码不存在');
  } else if (name) {
    const codes = lk.deptCodesByName.get(name) ?? [];
    if (codes.length === 0) errors.push('部门名称不存在');
    else if (codes.length > 1) errors.push('部门名称不唯一，请填写部门编码');
    else code = codes[0];
  } else errors.push('部门不能为空');
  if (code && lk.deptNames.has(code) && !callerMayUseDept(caller, code)) errors.push('部门不在您的管理范围内');
  return code;
}

function resolveRoles(text: string, lk: Lookups, caller: Caller, errors: string[]): string[] {
  const tokens = text
    .split(/[,，、;；\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (tokens.length === 0) {
    errors.push('至少要包含一个角色');
    return [];
  }
  const ids: string[] = [];
  for (const token of tokens) {
    const role = lk.rolesById.get(token) ?? lk.rolesByName.get(token);
    if (!role) errors.push(`角色不存在：${token}`);
    else if (role.roleLevel < caller.level) errors.push(`不能分配级别高于自己的角色：${role.roleName}`);
    else if (!lk.grantable.has(role.id)) errors.push(`不能分配权限或数据范围超出自己的角色：${role.roleName}`);
    else if (!ids.includes(role.id)) ids.push(role.id);
  }
  return ids;
}

interface Candidate {
  row: number;
  user: Omit<NewUser, 'password'> & { plain: string };
  roleIds: string[];
}

/** Validates every row; answers the candidates and the row errors (all rows are checked, not just the first). */
async function validateRows(app: AppContext, caller: Caller, rows: SheetRow[]) {
  const lk = await lookups(app, caller);
  const errors: ImportRowError[] = [];
  const candidates: Candidate[] = [];
  const seenNames = new Map<string, number>();
  const seenMobiles = new Map<string, number>();
  for (const { row, values: v } of rows) {
    const rowErrors: string[] = [];
    const deptCode = resolveDept(v, lk, caller, rowErrors);
    const roleIds = resolveRoles(v[H.roles] ?? '', lk, caller, rowErrors);
    const parsed = SaveUserBodySchema.safeParse({
      userName: v[H.userName],
      realName: v[H.realName],
      password: v[H.password],
      deptCode: deptCode || 'x',
      mobile: v[H.mobile],
      email: v[H.email],
      idCard: v[H.idCard],
      roleIds,
    });
    if (!parsed.success) for (const i of parsed.error.issues) rowErrors.push(clean(i.message));
    if (!v[H.password]) rowErrors.push('密码不能为空');
    const userName = v[H.userName] ?? '';
    const mobile = v[H.mobile] ?? '';
    if (userName && seenNames.has(userName)) rowErrors.push(`账号与第${seenNames.get(userName)}行重复`);
    if (mobile && seenMobiles.has(mobile)) rowErrors.push(`手机号与第${seenMobiles.get(mobile)}行重复`);
    if (userName && !seenNames.has(userName)) seenNames.set(userName, row);
    if (mobile && !seenMobiles.has(mobile)) seenMobiles.set(mobile, row);
    if (rowErrors.length || !parsed.success) {
      errors.push({ row, message: [...new Set(rowErrors)].join('；') });
      continue;
    }
    const b = parsed.data;
    candidates.push({
      row,
      roleIds,
      user: {
        id: newId(),
        userName: b.userName,
        realName: b.realName,
        deptCode,
        mobile: b.mobile ?? '',
        email: b.email ?? '',
        idCard: b.idCard ?? '',
        plain: b.password ?? '',
      },
    });
  }
  // Accounts and mobiles already taken in the database
  const [takenNames, takenMobiles] = await Promise.all([
    findUsersByNames(app.db, [...seenNames.keys()]),
    findUsersByMobiles(app.db, [...seenMobiles.keys()]),
  ]);
  const names = new Set(takenNames.map((u) => u.userName));
  const mobiles = new Set(takenMobiles.map((u) => u.mobile));
  for (const c of candidates) {
    const msgs: string[] = [];
    if (names.has(c.user.userName)) msgs.push('账号已存在');
    if (c.user.mobile && mobiles.has(c.user.mobile)) msgs.push('手机号已被其他账号使用');
    if (msgs.length) errors.push({ row: c.row, message: msgs.join('；') });
  }
  errors.sort((a, b) => a.row - b.row);
  return { candidates, errors };
}

/** `导入失败，共2行有错误：第3行：部门编码不存在；第5行：账号已存在` (the first few rows). */
export function importFailureMessage(errors: ImportRowError[]): string {
  const shown = errors.slice(0, ERRORS_IN_MESSAGE).map((e) => `第${e.row}行：${e.message}`);
  const more = errors.length > ERRORS_IN_MESSAGE ? '……' : '';
  return `导入失败，共${errors.length}行有错误：${shown.join('；')}${more}`;
}

/**
 * Imports users from the template. Every row is validated (format, password rules, duplicate account or
 * mobile in the file or the database, department and roles exist and are within the caller's reach);
 * any error answers code 1 with the row list as data and writes nothing. Otherwise all rows are written
 * in one transaction.
 */
export async function importUsers(app: AppContext, session: Session, buffer: Buffer): Promise<ImportResult> {
  const { headers, rows } = await readSheet(buffer);
  requireHeaders(headers, [H.userName, H.realName, H.password, H.roles]);
  if (!headers.includes(H.deptCode) && !headers.includes(H.deptName)) {
    throw AppError.fail(`模板不正确，缺少列：${H.deptCode}或${H.deptName}，请下载最新模板！`);
  }
  if (rows.length === 0) throw AppError.fail('文件中没有可导入的数据！');
  const caller = await callerOf(app, session);
  const { candidates, errors } = await validateRows(app, caller, rows);
  if (errors.length) throw new AppError(ErrorCode.FAIL, importFailureMessage(errors), errors);

  const hashOf = await hashDistinct(candidates.map((c) => c.user.plain));
  const users: NewUser[] = candidates.map(({ user: { plain, ...u } }) => ({ ...u, password: hashOf(plain) }));
  const links = candidates.flatMap((c) => c.roleIds.map((roleId) => ({ userId: c.user.id as string, roleId })));
  try {
    await app.db.transaction((tx) => insertUsers(tx, users, links));
  } catch (e) {
    app.log.warn({ err: e }, 'user import failed while writing');
    throw AppError.fail('导入失败：账号或手机号已被占用，请刷新后重试！');
  }
  return { count: users.length };
}

const EXPORT_COLUMNS: ExcelColumn<UserView>[] = [
  { header: '账号', value: (u) => u.userName, text: true },
  { header: '姓名', value: (u) => u.realName },
  { header: '部门编码', value: (u) => u.deptCode, text: true },
  { header: '部门名称', value: (u) => u.deptCode_dictText, width: 20 },
  { header: '角色', value: (u) => u.roleNames.join(','), width: 20 },
  { header: '手机号', value: (u) => u.mobile, text: true },
  { header: '邮箱', value: (u) => u.email, width: 26 },
  { header: '身份证号', value: (u) => u.idCard, text: true, width: 22 },
  { header: '状态', value: (u) => u.state_dictText, width: 10 },
  { header: '创建时间', value: (u) => new Date(u.createTime), width: 20 },
];

/** The filtered user list (the caller's data scope, the list's search and order) as a workbook. */
export async function exportUsers(
  app: AppContext,
  session: Session,
  req: Pick<UserPaging, 'params' | 'orders'>,
): Promise<ExcelJS.Workbook> {
  const { scope } = await callerOf(app, session);
  const rows = await findUsersForExport(app.db, req, scope, EXPORT_MAX_ROWS);
  const wb = buildWorkbook('用户列表', EXPORT_COLUMNS, await presentUsers(app, rows));
  const created = wb.getWorksheet('用户列表')?.getColumn(EXPORT_COLUMNS.length);
  if (created) created.numFmt = 'yyyy-mm-dd hh:mm:ss';
  return wb;
}
