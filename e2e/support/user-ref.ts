import { expect, type Page } from '@playwright/test';

/**
 * The persons of a saved exam or course (open type 3), added in its user-reference list: 添加人员 opens the
 * user picker, each account is searched and ticked, and the list saves them at once.
 */
export async function addRefPersons(page: Page, search: string, userNames: string[]): Promise<void> {
  const list = page.getByTestId('user-ref-list');
  await list.getByRole('button', { name: '添加人员' }).click();
  const picker = page.getByRole('dialog', { name: '添加人员' });
  await picker.getByPlaceholder('账号/姓名').fill(search);
  await picker.getByRole('button', { name: /搜\s*索/ }).click();
  for (const name of userNames) await picker.locator('tr', { hasText: name }).getByRole('checkbox').check();
  await picker.getByRole('button', { name: `确定（已选 ${userNames.length} 人）` }).click();
  await expect(page.getByText(`已添加 ${userNames.length} 人`).first()).toBeVisible();
  for (const name of userNames) await expect(list.locator('tr', { hasText: name })).toBeVisible();
}
