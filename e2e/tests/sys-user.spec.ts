import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoErrorNotification, SHOTS, signIn } from '../support/auth.ts';
import { pickClosing } from '../support/exam.ts';

/**
 * Issue 3 items 1-2 (users), tried as an administrator would on 用户管理: a staff user in role 教师 and a
 * learner made through the dialog, 200 users imported from the downloaded template, a file with a bad row
 * refused with its row number and nothing added, the list exported, a user disabled with the switch.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-e2e-user-'));
test.afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const sidebar = (page: Page) => page.locator('.xk-admin-sider');

async function addUser(
  page: Page,
  u: { userName: string; realName: string; password: string; dept: string; role: string; mobile: string },
) {
  await page.getByRole('button', { name: /添\s*加/ }).click();
  const dlg = page.getByRole('dialog', { name: '添加用户' });
  await dlg.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dlg.getByText('账号不能为空！')).toBeVisible();
  await dlg.getByLabel('账号').fill(u.userName);
  await dlg.getByLabel('姓名').fill(u.realName);
  await dlg.getByLabel('密码').fill(u.password);
  await pickClosing(page, dlg.getByLabel('部门'), u.dept, dlg.getByLabel('姓名'));
  await pickClosing(page, dlg.getByLabel('角色'), u.role, dlg.getByLabel('姓名'));
  await dlg.getByLabel('手机号').fill(u.mobile);
  await dlg.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功！').first()).toBeVisible();
  await expect(dlg).toBeHidden();
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('账号/姓名').fill(text);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
}

test('an admin creates users, imports 200 from the template, is told about a bad row, exports', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await sidebar(page).getByText('系统管理').click();
  await sidebar(page).getByText('用户管理').click();
  await expect(page).toHaveURL(/\/admin\/sys\/user/);
  // Other browser tests add learners before this one: search, the seeded learner is not always on page 1.
  await search(page, 'student');
  await expect(page.locator('tr', { hasText: 'student' })).toContainText('研发中心');

  // 1. A staff user in role 教师 and a learner, through the dialog.
  await addUser(page, {
    userName: 'usr_teacher',
    realName: '李老师',
    password: 'teach123',
    dept: '研发中心',
    role: '教师',
    mobile: '13900001111',
  });
  await addUser(page, {
    userName: 'usr_learner',
    realName: '王同学',
    password: 'learn123',
    dept: '市场部',
    role: '学员',
    mobile: '13900002222',
  });
  await search(page, 'usr_');
  await expect(page.locator('tr', { hasText: 'usr_teacher' })).toContainText('教师');
  await expect(page.locator('tr', { hasText: 'usr_learner' })).toContainText('市场部');

  // 2. The template, downloaded from the import dialog, filled with 200 users.
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const importDlg = page.getByRole('dialog', { name: '导入用户' });
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    importDlg.getByRole('button', { name: '下载模板' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('用户导入模板.xlsx');
  const templatePath = path.join(tmp, 'template.xlsx');
  await template.saveAs(templatePath);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(templatePath);
  const ws = wb.worksheets[0];
  const headers = (ws.getRow(1).values as string[]).slice(1);
  expect(headers).toEqual(['账号*', '姓名*', '密码*', '部门编码', '部门名称', '角色*', '手机号', '邮箱', '身份证号']);
  ws.spliceRows(2, ws.rowCount - 1); // drop the example row
  for (let i = 1; i <= 200; i++) {
    const n = String(i).padStart(3, '0');
    ws.addRow([
      `imp${n}`,
      `导入学员${n}`,
      'abc12345',
      i % 2 ? 'A01A01' : '',
      i % 2 ? '' : '市场部',
      '学员',
      `1380000${String(i).padStart(4, '0')}`,
      '',
      '',
    ]);
  }
  const goodFile = path.join(tmp, 'users-200.xlsx');
  await wb.xlsx.writeFile(goodFile);

  await importDlg.locator('input[type=file]').setInputFiles(goodFile);
  await expect(page.getByText('数据导入成功！').first()).toBeVisible({ timeout: 60_000 });
  await expect(importDlg).toBeHidden();
  await search(page, 'imp137');
  const imported = page.locator('tr', { hasText: 'imp137' });
  await expect(imported).toContainText('导入学员137');
  await expect(imported).toContainText('研发中心');
  await search(page, 'imp');
  await expect(page.getByText('共 200 条')).toBeVisible();

  // 3. A file with one bad row: the row is named, nothing is added.
  const bad = new ExcelJS.Workbook();
  const bs = bad.addWorksheet('用户导入');
  bs.addRow(headers);
  bs.addRow(['bad001', '好行', 'abc12345', 'A01A01', '', '学员', '', '', '']);
  bs.addRow(['bad002', '坏行', 'abc12345', 'ZZZ', '', '学员', '', '', '']);
  const badFile = path.join(tmp, 'users-bad.xlsx');
  await bad.xlsx.writeFile(badFile);
  await page.getByRole('button', { name: /导\s*入/ }).click();
  await importDlg.locator('input[type=file]').setInputFiles(badFile);
  await expect(importDlg.locator('.xk-import-errors')).toContainText('第3行：部门编码不存在');
  await expect(importDlg.getByText(/导入失败，共1行有错误/)).toBeVisible();
  // only .xlsx is taken
  await importDlg.locator('input[type=file]').setInputFiles({
    name: 'users.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('账号,姓名'),
  });
  await expect(page.getByText('只能上传.xlsx格式的文件！').first()).toBeVisible();
  await importDlg.locator('.ant-modal-close').click();
  await search(page, 'bad00');
  await expect(page.getByText('暂无相关数据！')).toBeVisible();

  // 4. Export of the filtered list.
  await search(page, 'usr_');
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /导\s*出/ }).click(),
  ]);
  expect(exported.suggestedFilename()).toBe('用户列表.xlsx');
  await expect(page.getByText('数据导出成功！').first()).toBeVisible();
  const out = new ExcelJS.Workbook();
  await out.xlsx.readFile(await exported.path());
  const names: string[] = [];
  out.worksheets[0].eachRow((r, i) => {
    if (i > 1) names.push(String(r.getCell(1).value));
  });
  expect(names.sort()).toEqual(['usr_learner', 'usr_teacher']);

  // 5. Disable the learner with the switch; the default filter (正常) then hides them.
  await page.locator('tr', { hasText: 'usr_learner' }).getByRole('switch').click();
  await expect(page.getByText('状态修改成功!').first()).toBeVisible();
  await search(page, 'usr_learner');
  await expect(page.getByText('暂无相关数据！')).toBeVisible();

  // 6. Delete needs a selection.
  await page.getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.getByText('请至少选择一条数据！').first()).toBeVisible();

  await page.getByRole('button', { name: /重\s*置$/ }).click();
  await expect(page.getByText(/共 2\d\d 条/)).toBeVisible();
  await expectNoErrorNotification(page);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: `${SHOTS}sys-user.png` });
});
