import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { closeExtraContexts, expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import {
  ADMIN,
  apiCall,
  apiToken,
  createLearnerByApi,
  type Learner,
  openedDialog,
  pickClosing,
  pickOption,
  selectOf,
  signedInPage,
  signInAs,
} from '../support/exam.ts';

// Other learners' and visitors' windows close with the test (they would poll the server until the worker ends).
test.afterEach(closeExtraContexts);

/**
 * Issue 11 "Done when", the staff half (docs/COURSES.md): the courseware library (a folder, a video and a
 * PDF uploaded through the dialog, size and duration read on the server), a course built on AddCourse with
 * two chapters through the course-file picker, open to one department, with reading checks, exercises and
 * no dragging; the learner of that department sees and studies it, a learner of another one does not;
 * CourseStat shows the study and exports it; the dashboard lists the course as ongoing.
 */

const DEMO = fileURLToPath(new URL('../../apps/server/assets/demo/', import.meta.url));
const VIDEO = path.join(DEMO, 'demo-video.mp4');
const PDF = path.join(DEMO, 'demo-handbook.pdf');

/** The toolbar's 添加 of the list page. */
const addButton = (page: Page) => page.locator('.xk-list-toolbar').getByRole('button', { name: /添\s*加/ });
/**
 * The dialog's 确定. Not anchored at the start: after a save the reused dialog's button can keep the
 * finished loading icon (aria-label "loading") when its leave motion ran while the dialog was hidden.
 */
const okButton = (dialog: Locator) => dialog.getByRole('button', { name: /确\s*定$/ });

/** 添加课件: title, the folder (preset: the selected one), type, the uploaded file, study time ("m:s") and banks. */
async function addFile(
  page: Page,
  f: { title: string; folder: string; type: string; file: string; needLearn?: string; bank?: string },
) {
  await addButton(page).click();
  const dialog = await openedDialog(page, '添加课件');
  await dialog.getByPlaceholder('请输入课件名称').fill(f.title);
  await expect(selectOf(dialog.getByLabel('所属目录'))).toContainText(f.folder);
  await pickOption(page, dialog.locator('#file-dialog-type'), f.type);
  await dialog.locator('input[type=file]').setInputFiles(f.file);
  await expect(page.getByText('上传成功！').first()).toBeVisible({ timeout: 20_000 });
  await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);
  if (f.needLearn) {
    // The minutes-seconds setter: "1:10" is 1 分 10 秒.
    const [minutes, seconds] = f.needLearn.split(':');
    await dialog.getByRole('spinbutton', { name: '分钟' }).fill(minutes);
    await dialog.getByRole('spinbutton', { name: '秒' }).fill(seconds);
  }
  if (f.bank) {
    await pickOption(page, dialog.locator('#file-dialog-repos'), f.bank);
    await dialog.getByText('课中练习题库').click(); // closes the dropdown (Escape would close the dialog)
  }
  await expect(dialog.getByPlaceholder('请输入课件名称')).toHaveValue(f.title);
  await okButton(dialog).click();
  await expect(dialog).toBeHidden();
}

/** The learner's course grid once loaded (the public demo course is always there). */
async function openCourseGrid(page: Page) {
  await page.goto('/web/course');
  await expect(page.getByText('示例课程').first()).toBeVisible();
}

test('staff build a course from uploaded courseware for one department, see its study and export it', async ({
  page,
  browser,
  request,
}) => {
  // Two browsers and a 15 s study on a 2-core machine.
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const folder = `E2E课件目录${stamp}`;
  const videoTitle = `E2E导学视频${stamp}`;
  const pdfTitle = `E2E学习手册${stamp}`;
  const courseTitle = `E2E部门课程${stamp}`;
  const inside: Learner = await createLearnerByApi(request, 'crs', `孙研发${stamp}`); // 研发中心 (A01A01)
  // Setup: a learner of 市场部 (A01A02), outside the course's department.
  const adminToken = await apiToken(request, ADMIN);
  const outsideName = `crsout${stamp}`;
  await apiCall(request, adminToken, '/api/sys/user/save', {
    userName: outsideName,
    realName: `周市场${stamp}`,
    deptCode: 'A01A02',
    password: 'learner123',
    roleIds: ['student'],
  });
  const outside = { userName: outsideName, password: 'learner123' };

  // 1. 课件管理: a folder, a video and a PDF uploaded into it.
  await signInAs(page, ADMIN, /\/admin\/dashboard/);
  await page.goto('/admin/course/file');
  await page.getByRole('button', { name: '新建' }).click();
  const catDialog = await openedDialog(page, '新建目录');
  await catDialog.getByPlaceholder('请输入目录名称').fill(folder);
  await okButton(catDialog).click();
  await expect(catDialog).toBeHidden();
  const folderNode = page.locator('.ant-tree-node-content-wrapper', { hasText: folder });
  await expect(folderNode).toHaveClass(/ant-tree-node-selected/);

  await addFile(page, { title: videoTitle, folder, type: '视频', file: VIDEO });
  const videoRow = page.locator('tr.ant-table-row', { hasText: videoTitle });
  await expect(videoRow).toContainText('视频');
  await expect(videoRow).toContainText(/\d+(\.\d)? KB|MB/);
  await expect(videoRow).toContainText('00:08');
  await expect(videoRow).toContainText('8秒');

  await addFile(page, { title: pdfTitle, folder, type: 'PDF', file: PDF, needLearn: '1:10', bank: '示例题库' });
  const pdfRow = page.locator('tr.ant-table-row', { hasText: pdfTitle });
  await expect(pdfRow).toContainText('PDF');
  await expect(pdfRow).toContainText(/\d+(\.\d)? (B|KB)/);
  await expect(pdfRow).toContainText('1分10秒');
  await expect(page.locator('tr.ant-table-row')).toHaveCount(2); // only the folder's files
  await expectNoErrorNotification(page);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  await page.screenshot({ path: `${SHOTS}admin-course-file.png` });

  // The PDF's banks were saved: the edit dialog shows 示例题库.
  await pdfRow.getByRole('checkbox').check();
  await page
    .locator('.xk-list-toolbar')
    .getByRole('button', { name: /修\s*改/ })
    .click();
  const edit = await openedDialog(page, '修改课件');
  await expect(selectOf(edit.locator('#file-dialog-repos'))).toContainText('示例题库');
  await expect(edit.getByRole('spinbutton', { name: '分钟' })).toHaveValue('1');
  await expect(edit.getByRole('spinbutton', { name: '秒' })).toHaveValue('10');
  await edit.getByRole('button', { name: /^取\s*消$/ }).click();
  await expect(edit).toBeHidden();

  // 2. 课程管理 > 添加: two chapters, open to 研发中心, reading check, exercises, no dragging.
  await page.goto('/admin/course/list');
  await addButton(page).click();
  await expect(page).toHaveURL(/\/admin\/course\/add$/);
  await page.getByPlaceholder('请输入课程名称').fill(courseTitle);
  await page.getByRole('radio', { name: '部门开放' }).check();
  await pickClosing(page, page.locator('#course-form_deptCodes'), '研发中心', page.getByPlaceholder('请输入课程名称'));

  const pickFile = async (chapter: number, title: string) => {
    await page.getByRole('button', { name: '添加课件' }).nth(chapter).click();
    const picker = await openedDialog(page, '选择课件');
    await picker.locator('.ant-tree-node-content-wrapper', { hasText: folder }).click();
    await picker.locator('tr.ant-table-row', { hasText: title }).getByRole('checkbox').check();
    await picker.getByRole('button', { name: '确定（已选 1 个）' }).click();
    await expect(picker).toBeHidden();
  };
  await page.getByLabel('章节名称-1').fill('第一章 导学');
  await pickFile(0, videoTitle);
  await page.getByRole('button', { name: '添加章节' }).click();
  await page.getByLabel('章节名称-2').fill('第二章 手册');
  await pickFile(1, pdfTitle);
  // The chapter's own card is the innermost (last) card holding its title input.
  const chapter = (n: number) => page.locator('.ant-card', { has: page.getByLabel(`章节名称-${n}`) }).last();
  await expect(chapter(1).locator('tr.ant-table-row')).toHaveText([new RegExp(videoTitle)]);
  await expect(chapter(2).locator('tr.ant-table-row')).toHaveText([new RegExp(pdfTitle)]);

  await page.getByRole('switch', { name: '阅读检查' }).click();
  await page.getByLabel('检查间隔(分钟)').fill('1');
  await page.getByRole('switch', { name: '课中练习' }).click();
  await page.getByLabel('每个课件题数').fill('1');
  await page.getByRole('switch', { name: '允许拖动' }).click();
  await expect(page.getByRole('switch', { name: '允许拖动' })).not.toBeChecked();
  await page.getByText('课程目录', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}admin-course-add.png` });
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('操作成功！').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/course\/list/);
  const courseRow = page.locator('tr.ant-table-row', { hasText: courseTitle });
  await expect(courseRow).toContainText('部门开放');
  await expect(courseRow.locator('td').nth(3)).toHaveText('2');
  await expect(courseRow).toContainText('1分18秒'); // 8 s of video + 70 s of PDF
  await expectNoErrorNotification(page);
  await page.screenshot({ path: `${SHOTS}admin-course-list.png` });

  // The saved settings as the edit form loads them.
  const saved = await apiCall<{ records: Array<{ id: string }> }>(request, adminToken, '/api/course/course/paging', {
    current: 1,
    size: 10,
    params: { title: courseTitle },
  });
  const courseId = saved.records[0].id;
  const detail = await apiCall<Record<string, unknown>>(request, adminToken, '/api/course/course/admin/detail', {
    id: courseId,
  });
  expect(detail).toMatchObject({
    openType: 2,
    deptCodes: ['A01A01'],
    checkOn: true,
    checkSec: 1,
    exercises: true,
    exercisesCount: 1,
    videoDrag: false,
  });

  // 3. The learner of 研发中心 sees the course and studies the PDF a little; 市场部's learner does not see it.
  const learner = await signedInPage(browser, inside, /\/web\/index/);
  await openCourseGrid(learner);
  await learner.getByText(courseTitle).click();
  await expect(learner).toHaveURL(/\/web\/course\/view\//);
  await learner.getByTestId('catalogue-file').filter({ hasText: pdfTitle }).click();
  await expect(learner.getByTestId('pdf-player')).toBeVisible();
  const learnerToken = await apiToken(request, inside);
  const pdfFileId = (
    await apiCall<{ records: Array<{ id: string }> }>(request, adminToken, '/api/course/file/paging', {
      current: 1,
      size: 10,
      params: { title: pdfTitle },
    })
  ).records[0].id;
  // The study socket credits the time between heartbeats (every 10 s).
  await expect
    .poll(
      async () =>
        (
          await apiCall<{ learnSec: number }>(request, learnerToken, '/api/course/file/learn/fix-process', {
            courseId,
            fileId: pdfFileId,
          })
        ).learnSec,
      { timeout: 40_000, intervals: [2000] },
    )
    .toBeGreaterThan(0);
  await expectNoErrorNotification(learner);
  await learner.context().close();

  const other = await signedInPage(browser, outside, /\/web\/index/);
  await openCourseGrid(other);
  await expect(other.getByText(courseTitle)).toHaveCount(0);
  await other.context().close();

  // 4. 学习统计 from the list: cards, the per-file table, the learner, 导出.
  await courseRow.getByRole('button', { name: '学习统计' }).click();
  await expect(page).toHaveURL(/\/admin\/course\/stat\//);
  await expect(page.getByText(`学习统计：${courseTitle}`)).toBeVisible();
  const stat = (name: string) => page.locator('.ant-statistic', { hasText: name }).locator('.ant-statistic-content');
  await expect(stat('学习人数')).toHaveText('1');
  await expect(stat('完成人数')).toHaveText('0');
  const files = page.locator('.ant-card', { hasText: '课件学习情况' }).locator('tr.ant-table-row');
  await expect(files).toHaveCount(2);
  await expect(files.nth(0)).toContainText(videoTitle);
  await expect(files.nth(1)).toContainText(pdfTitle);
  await expect(files.nth(1)).toContainText('1分10秒');
  const users = page.locator('.ant-card', { hasText: '学员学习进度' }).locator('tr.ant-table-row');
  await expect(users).toHaveCount(1);
  await expect(users.first()).toContainText(inside.realName);
  await expect(users.first()).toContainText('研发中心');
  await expect(users.first()).toContainText('0/2');
  await expect(users.first()).toContainText('未完成');
  await expectNoErrorNotification(page);
  await page.screenshot({ path: `${SHOTS}admin-course-stat.png` });
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /导\s*出/ }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByText('数据导出成功！').first()).toBeVisible();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await exported.path());
  const sheet = book.worksheets[0];
  expect(sheet.rowCount).toBe(2);
  expect(JSON.stringify(sheet.getRow(2).values)).toContain(inside.realName);

  // 5. The dashboard's 进行中的课程 lists the course with its learner.
  await page.goto('/admin/dashboard');
  const card = page.getByTestId('dashboard-course-card');
  await expect(card).toContainText('进行中的课程');
  await card.getByLabel('搜索进行中的课程').fill(courseTitle);
  await card.getByLabel('搜索进行中的课程').press('Enter');
  const dashRow = card.locator('tr.ant-table-row', { hasText: courseTitle });
  await expect(dashRow.locator('td').nth(1)).toHaveText('1');
  await expect(dashRow.locator('td').nth(2)).toHaveText('0');
  await expectNoErrorNotification(page);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}admin-dashboard-course.png` });
});
