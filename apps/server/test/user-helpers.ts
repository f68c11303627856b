import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { sysRole, sysRoleMenu, sysUser, sysUserRole } from '../src/db/schema/index.ts';
import { newId } from '../src/lib/ids.ts';
import type { TestApp } from './build-test-app.ts';
import { createUser, login } from './factories.ts';

/** Every function menu of the user page plus the page itself. */
export const USER_MENUS = [
  'm-sys',
  'm-sys-user',
  'm-fn-sys-user-add',
  'm-fn-sys-user-edit',
  'm-fn-sys-user-delete',
  'm-fn-sys-user-state',
  'm-fn-sys-user-reset',
  'm-fn-sys-user-import',
  'm-fn-sys-user-export',
  'm-fn-sys-user-batch',
];

/** A staff member with every user permission, a data scope, a rank and a department; answers its session. */
export async function createUserAdmin(
  t: TestApp,
  o: { dataScope: number; roleLevel: number; deptCode: string; menus?: string[] },
) {
  const roleId = newId();
  await t.ctx.db.insert(sysRole).values({
    id: roleId,
    roleName: `管理员${roleId}`,
    roleType: 2,
    dataScope: o.dataScope,
    roleLevel: o.roleLevel,
  });
  await t.ctx.db.insert(sysRoleMenu).values((o.menus ?? USER_MENUS).map((menuId) => ({ roleId, menuId })));
  await t.ctx.permissions.invalidate();
  const user = await createUser(t, { roleIds: [roleId], deptCode: o.deptCode });
  return { roleId, user, session: await login(t, user.userName) };
}

/** An .xlsx in memory: the header row, then the rows. */
export async function xlsxOf(headers: string[], rows: Array<Array<string | number>>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('用户导入');
  ws.addRow(headers);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Reads the first sheet of an .xlsx answer into arrays of cell texts. */
export async function sheetOf(buffer: Buffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0].eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (c, col) => {
      cells[col - 1] = c.value instanceof Date ? c.value.toISOString() : String(c.value ?? '');
    });
    out.push(cells);
  });
  return out;
}

/** A multipart body with the given files (field `file`) and fields. */
export function multipart(files: Array<{ name: string; data: Buffer }>, fields: Record<string, string> = {}) {
  const boundary = `----xk${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(f.name)}"\r\n` +
          'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Removes the built-in accounts (admin 10001, student 10002) and their roles, as on a database never seeded. */
export async function removeBuiltinAccounts(t: TestApp): Promise<void> {
  const ids = ['10001', '10002'];
  await t.ctx.db.delete(sysUserRole).where(inArray(sysUserRole.userId, ids));
  await t.ctx.db.delete(sysUser).where(inArray(sysUser.id, ids));
}
