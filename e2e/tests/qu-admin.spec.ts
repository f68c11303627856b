import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoErrorNotification, SHOTS, signIn } from '../support/auth.ts';

/**
 * Issue 4 (admin side of question banks): a bank and a chapter made by hand, one question of each of the
 * seven types through the editor, the import template filled and imported, a file with a bad row refused
 * with its row number and nothing written.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-e2e-qu-'));
test.afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const BANK = 'E2E题库';
const CHAPTER = '第一章 基础';

async function pick(page: Page, field: Locator, option: string) {
  await field.click();
  await page
    .locator('.ant-select-dropdown:visible')
    .locator('.ant-select-item-option-content', { hasText: new RegExp(`^${option}$`) })
    .first()
    .click();
}

async function typeRich(page: Page, editor: Locator, text: string) {
  await editor.locator('.ProseMirror').first().click();
  await page.keyboard.type(text);
}

const editorDialog = (page: Page) => page.getByRole('dialog', { name: '添加试题' });

async function newQuestion(page: Page, type: string, content: string) {
  const dlg = editorDialog(page);
  await page.getByRole('button', { name: /添\s*加/ }).click();
  await expect(dlg).toBeVisible();
  await expect(dlg.locator('#qu-repo').locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).toContainText(
    BANK,
  );
  await pick(page, dlg.locator('#qu-chapter'), CHAPTER);
  if (type !== '单选题') await pick(page, dlg.locator('#qu-type'), type);
  await typeRich(page, dlg.locator('.xk-qu-content').first(), content);
  return dlg;
}

async function saveQuestion(page: Page, dlg: Locator) {
  await dlg.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功！').first()).toBeVisible();
  await expect(dlg).toBeHidden();
}

async function fillOptions(dlg: Locator, texts: string[]) {
  for (const [i, t] of texts.entries()) {
    await dlg.getByLabel(`选项内容-${String.fromCharCode(65 + i)}`).fill(t);
  }
}

test('an admin makes a bank, a chapter, a question of each type, and imports questions', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.goto('/admin/repo/list');

  // 1. The bank.
  await page.getByRole('button', { name: /添\s*加/ }).click();
  const repoDlg = page.getByRole('dialog', { name: '添加题库' });
  await repoDlg.getByLabel('题库名称').fill(BANK);
  await repoDlg.getByLabel('题库描述').fill('浏览器测试用题库');
  await repoDlg.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  const bankRow = page.locator('tr', { hasText: BANK });
  await expect(bankRow).toContainText('用于考试');

  // 2. A chapter.
  await bankRow.getByRole('button', { name: '章节管理' }).click();
  await expect(page).toHaveURL(/\/admin\/repo\/chapter\//);
  await expect(page.getByText(`章节管理 - ${BANK}`)).toBeVisible();
  await page.getByRole('button', { name: '添加章节' }).click();
  const chDlg = page.getByRole('dialog', { name: '添加章节' });
  await chDlg.getByLabel('章节名称').fill(CHAPTER);
  await chDlg.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('tr', { hasText: CHAPTER })).toBeVisible();

  // 3. One question of each type, from the bank's 试题管理.
  await page.goto('/admin/repo/list');
  await page.locator('tr', { hasText: BANK }).getByRole('button', { name: '试题管理' }).click();
  await expect(page).toHaveURL(/\/admin\/repo\/qu\?repoId=/);
  await expect(page.getByPlaceholder('题目内容关键字')).toBeVisible();
  await expect(page.getByText('暂无相关数据！')).toBeVisible();

  let dlg = await newQuestion(page, '单选题', '中国的首都是哪座城市？');
  await fillOptions(dlg, ['上海', '北京', '广州', '深圳']);
  await dlg.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dlg.locator('.xk-qu-errors')).toContainText('单选题必须有且只有一个正确项！');
  await dlg.getByLabel('正确项-B').check();
  await dlg.getByRole('button', { name: '删除选项-D' }).click();
  await expect(dlg.getByLabel('选项内容-D')).toHaveCount(0);
  await saveQuestion(page, dlg);

  dlg = await newQuestion(page, '多选题', '下列哪些是编程语言？');
  await fillOptions(dlg, ['TypeScript', 'HTML', 'Rust', 'Go']);
  await dlg.getByLabel('正确项-A').check();
  await dlg.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dlg.locator('.xk-qu-errors')).toContainText('多选题至少需要两个正确项！');
  await dlg.getByLabel('正确项-C').check();
  await dlg.getByLabel('正确项-D').check();
  await saveQuestion(page, dlg);

  dlg = await newQuestion(page, '判断题', '地球是圆的。');
  await expect(dlg.getByLabel('选项内容-A')).toHaveValue('正确');
  await expect(dlg.getByLabel('选项内容-B')).toHaveValue('错误');
  await dlg.getByLabel('正确项-A').check();
  await saveQuestion(page, dlg);

  dlg = await newQuestion(page, '简答题', '简述 TCP 三次握手。');
  await typeRich(page, dlg.locator('.xk-qu-analysis').first(), 'SYN，SYN-ACK，ACK。');
  await saveQuestion(page, dlg);

  dlg = await newQuestion(page, '填空题', '中国的首都是____，最大的城市是____。');
  await dlg.getByLabel('填空答案-1').click();
  await page.keyboard.type('北京|Beijing');
  await page.keyboard.press('Enter');
  await dlg.getByRole('button', { name: '添加填空' }).click();
  await dlg.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dlg.locator('.xk-qu-errors')).toContainText('第2个填空没有答案！');
  await dlg.getByLabel('填空答案-2').click();
  await page.keyboard.type('上海');
  await page.keyboard.press('Enter');
  await expect(dlg.locator('.xk-qu-blanks')).toContainText('Beijing');
  await saveQuestion(page, dlg);

  dlg = await newQuestion(page, '组合匹配题', '把动物和叫声连起来。');
  await dlg.getByLabel('匹配左项-1').fill('猫');
  await dlg.getByLabel('匹配答案-1').fill('喵');
  await dlg.getByLabel('匹配左项-2').fill('狗');
  await dlg.getByLabel('匹配答案-2').fill('汪');
  await saveQuestion(page, dlg);

  dlg = await newQuestion(page, '组合题', '阅读材料，回答小题。');
  await dlg.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dlg.locator('.xk-qu-errors')).toContainText('组合题至少需要一个小题！');
  await dlg.getByRole('button', { name: '添加小题' }).click();
  const sub = dlg.locator('.xk-qu-subs .ant-card').first();
  await typeRich(page, sub.locator('.xk-qu-content'), '小题一：1+1=？');
  await fillOptions(sub, ['1', '2', '3', '4']);
  await sub.getByLabel('正确项-B').check();
  await saveQuestion(page, dlg);

  await expect(page.getByText('共 7 条')).toBeVisible();
  for (const t of ['单选题', '多选题', '判断题', '简答题', '填空题', '组合匹配题', '组合题']) {
    await expect(page.locator('td', { hasText: new RegExp(`^${t}$`) })).toHaveCount(1);
  }
  await expect(page.locator('tr', { hasText: '中国的首都是哪座城市？' })).toContainText(CHAPTER);

  // 4. The template, filled and imported.
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const importDlg = page.getByRole('dialog', { name: '导入试题' });
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    importDlg.getByRole('button', { name: '下载模板' }).click(),
  ]);
  expect(template.suggestedFilename()).toBe('试题导入模板.xlsx');
  const templatePath = path.join(tmp, 'template.xlsx');
  await template.saveAs(templatePath);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(templatePath);
  const headers = (wb.worksheets[0].getRow(1).values as string[]).slice(1);
  expect(headers).toEqual(
    expect.arrayContaining(['题目序号', '题目类型', '题目内容', '所属题库', '是否正确项', '选项内容']),
  );
  const rowOf = (cells: Record<string, string>) => headers.map((h) => cells[h] ?? '');
  const sheetOf = (rows: Record<string, string>[]) => {
    const out = new ExcelJS.Workbook();
    const ws = out.addWorksheet('试题');
    ws.addRow(headers);
    for (const r of rows) ws.addRow(rowOf(r));
    return out;
  };
  const q = (no: string, type: string, content: string) => ({
    题目序号: no,
    题目类型: type,
    题目内容: content,
    所属题库: BANK,
    所属章节: CHAPTER,
  });
  const good = sheetOf([
    { ...q('1', '单选题', '导入单选：2+2=？'), 选项内容: '3' },
    { 题目序号: '1', 选项内容: '4', 是否正确项: '是' },
    { ...q('2', '判断题', '导入判断：水是湿的。'), 选项内容: '正确', 是否正确项: '是' },
    { 题目序号: '2', 选项内容: '错误' },
    { ...q('3', '填空题', '导入填空：一年有____个月。'), 选项内容: '12|十二' },
  ]);
  const goodFile = path.join(tmp, 'qu-good.xlsx');
  await good.xlsx.writeFile(goodFile);
  await importDlg.locator('input[type=file]').setInputFiles(goodFile);
  await expect(page.getByText('数据导入成功！').first()).toBeVisible({ timeout: 60_000 });
  await expect(importDlg).toBeHidden();
  await expect(page.getByText('共 10 条')).toBeVisible();
  await expect(page.locator('tr', { hasText: '导入填空：一年有____个月。' })).toContainText('填空题');

  // 5. A file with a bad row (a single question without a right option) is refused by row, nothing written.
  const bad = sheetOf([
    { ...q('1', '单选题', '坏文件好题'), 选项内容: 'A项', 是否正确项: '是' },
    { 题目序号: '1', 选项内容: 'B项' },
    { ...q('2', '单选题', '坏文件坏题'), 选项内容: '甲' },
    { 题目序号: '2', 选项内容: '乙' },
  ]);
  const badFile = path.join(tmp, 'qu-bad.xlsx');
  await bad.xlsx.writeFile(badFile);
  await page.getByRole('button', { name: /导\s*入/ }).click();
  await importDlg.locator('input[type=file]').setInputFiles(badFile);
  await expect(importDlg.locator('.xk-import-errors')).toContainText('第4行');
  await expect(importDlg.locator('.xk-import-errors')).toContainText('单选题必须有且只有一个正确项');
  await importDlg.locator('.ant-modal-close').click();
  await page.getByPlaceholder('题目内容关键字').fill('坏文件');
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(page.getByText('暂无相关数据！')).toBeVisible();
  await page.getByRole('button', { name: /重\s*置$/ }).click();
  await expect(page.getByText('共 10 条')).toBeVisible();

  await expectNoErrorNotification(page);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: `${SHOTS}qu-list.png` });

  // 6. The editor, loaded back: a multiple question (options on screen), then the composite.
  await page.locator('tr', { hasText: '下列哪些是编程语言？' }).getByRole('button', { name: '修改' }).click();
  const editDlg = page.getByRole('dialog', { name: '修改试题' });
  await expect(editDlg.getByLabel('选项内容-D')).toHaveValue('Go');
  await expect(editDlg.getByLabel('正确项-C')).toBeChecked();
  await expect(editDlg.getByLabel('正确项-B')).not.toBeChecked();
  await editDlg.locator('.xk-qu-options').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}qu-editor.png` });
  await editDlg.getByRole('button', { name: /取\s*消/ }).click();
  await expect(editDlg).toBeHidden();
  await page.locator('tr', { hasText: '阅读材料，回答小题。' }).getByRole('button', { name: '修改' }).click();
  await expect(editDlg.getByLabel('选项内容-B')).toHaveValue('2');
  await expect(editDlg.locator('.xk-qu-subs')).toContainText('第1小题');
  await editDlg.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功！').first()).toBeVisible();
  await expectNoErrorNotification(page);
});
