import { expect, type Page, test } from '@playwright/test';
import { closeExtraContexts, expectNoErrorNotification, SHOTS } from '../support/auth.ts';
import {
  ADMIN,
  createExamByApi,
  createLearnerByApi,
  enterExam,
  handIn,
  type Learner,
  openedDialog,
  pickOption,
  signedInPage,
  signInAs,
} from '../support/exam.ts';

// Other learners' and visitors' windows close with the test (they would poll the server until the worker ends).
test.afterEach(closeExtraContexts);

/**
 * Exam applications (docs/REQUIREMENTS.md#exams, docs/EXAMS.md "Rules the server keeps"): a learner who
 * cannot get past the password or the face check asks on the check page with a reason; an admin decides
 * on 考试申请. An approved application lets the learner in once without the password; a rejected one leaves
 * the check as it was, and the learner is told why in a message. The exams are saved through the admin API
 * in setup: these tests are about applying and auditing, the editor has its own test (exam-flow).
 */

/** From the learner's exam list to the exam's check page. */
async function openCheckPage(page: Page, title: string) {
  await page.goto('/web/index');
  await page.getByTestId('exam-card').filter({ hasText: title }).getByRole('button', { name: '进入考试' }).click();
  await expect(page).toHaveURL(/\/web\/exam\/check\//);
  await expect(page.getByText(title).first()).toBeVisible();
}

/** 申请考试 on the check page: the reason is required, then the application is sent and shown as pending. */
async function apply(page: Page, reason: string) {
  await page.getByTestId('apply-exam').click();
  const dialog = await openedDialog(page, '申请理由');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog.getByText('申请理由不能为空！')).toBeVisible();
  await dialog.getByPlaceholder('请输入申请理由').fill(reason);
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('审核已提交，管理员审核通过后可以直接开始考试！')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('您的考试申请正在审核中，请耐心等待。')).toBeVisible();
  await expect(page.getByTestId('apply-exam')).toHaveCount(0);
}

/** The admin's 考试申请 list narrowed to one learner (pending ones by default). */
async function findApplications(page: Page, learner: Learner) {
  await page.getByPlaceholder('学员姓名').fill(learner.realName);
  await page.getByRole('button', { name: /搜\s*索/ }).click();
  return page.locator('tr.ant-table-row', { hasText: learner.realName });
}

test('an approved application lets the learner into a password exam once', async ({ page, browser, request }) => {
  // Two browsers on a 2-core machine: 30-40 s at moderate load, over 60 s when other suites run beside it.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const learner = await createLearnerByApi(request, 'applyok', `郑申请${stamp}`);
  const title = `E2E密码考试${stamp}`;
  await createExamByApi(request, title, [], { openType: 9, password: `pw${stamp}` });
  const reason = '忘记了考试密码，申请直接参加考试。';

  const [learnerPage] = await Promise.all([
    signedInPage(browser, learner, /\/web\/index/),
    signInAs(page, ADMIN, /\/admin\/dashboard/),
  ]);

  // The check page asks for the password; the learner has none and applies instead.
  await openCheckPage(learnerPage, title);
  await expect(learnerPage.getByTestId('check-msg')).toHaveText('请输入考试密码！');
  await expect(learnerPage.getByTestId('exam-password')).toBeVisible();
  await apply(learnerPage, reason);

  // The admin finds the pending application and approves it with a note.
  await page.goto('/admin/exam/apply');
  const row = await findApplications(page, learner);
  await expect(row).toContainText(title);
  await expect(row).toContainText(reason);
  await expect(row.getByText('待审核', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}admin-exam-apply.png` });
  await row.getByRole('button', { name: '通过' }).click();
  const approve = await openedDialog(page, '审核通过');
  await expect(approve).toContainText('通过选中的 1 条申请后，学员可以不经人脸核验和密码直接进入一次考试。');
  await approve.getByLabel('审核意见').fill('同意，本次免密码进入。');
  await approve.getByRole('button', { name: /^通\s*过$/ }).click();
  await expect(page.getByText('操作成功！')).toBeVisible();
  await expect(row).toHaveCount(0);

  // The learner is let in without the password, once: the check passes and the exam opens.
  await learnerPage.reload();
  await expect(learnerPage.getByText('您的考试申请已通过，可直接开始考试。')).toBeVisible();
  await expect(learnerPage.getByTestId('exam-password')).toHaveCount(0);
  await enterExam(learnerPage, title);
  await handIn(learnerPage, 2);

  // Back at the check page the password is asked again, and a new application may be sent.
  await openCheckPage(learnerPage, title);
  await expect(learnerPage.getByTestId('check-msg')).toHaveText('请输入考试密码！');
  await expect(learnerPage.getByTestId('exam-password')).toBeVisible();
  await expect(learnerPage.getByTestId('exam-info')).toContainText('已考 1 次');
  await expect(learnerPage.getByText('您的考试申请已通过，可直接开始考试。')).toHaveCount(0);
  await expect(learnerPage.getByTestId('apply-exam')).toBeVisible();

  // The admin sees the application approved and used.
  await pickOption(page, page.locator('#search-apply-state'), '已通过');
  const done = await findApplications(page, learner);
  await expect(done.getByText('已通过', { exact: true })).toBeVisible();
  await expect(done.getByText('已使用', { exact: true })).toBeVisible();
  await expect(done).toContainText('同意，本次免密码进入。');
  await expect(done.getByRole('button', { name: '通过' })).toHaveCount(0);
  await expectNoErrorNotification(page);
  await expectNoErrorNotification(learnerPage);
  await learnerPage.context().close();
});

test('a rejected application keeps the face check and tells the learner why', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const learner = await createLearnerByApi(request, 'applyno', `冯驳回${stamp}`);
  const title = `E2E人脸考试${stamp}`;
  await createExamByApi(request, title, [learner.id], { faceOn: true });
  const note = '请更换带摄像头的电脑后参加考试。';

  const [learnerPage] = await Promise.all([
    signedInPage(browser, learner, /\/web\/index/),
    signInAs(page, ADMIN, /\/admin\/dashboard/),
  ]);

  // The check page asks for the face check; the learner's camera is broken, so the learner applies.
  await openCheckPage(learnerPage, title);
  await expect(learnerPage.getByText('本场考试需要在进入前进行人脸识别。')).toBeVisible();
  await expect(learnerPage.getByTestId('check-msg')).toHaveText('本场考试需要先通过人脸核验！');
  await apply(learnerPage, '摄像头坏了，无法进行人脸识别。');

  // The admin ticks the application and rejects it with a reason (the toolbar's 驳回).
  await page.goto('/admin/exam/apply');
  const row = await findApplications(page, learner);
  await expect(row).toContainText(title);
  await row.getByRole('checkbox').check();
  await page
    .locator('.xk-list-toolbar')
    .getByRole('button', { name: /驳\s*回/ })
    .click();
  const reject = await openedDialog(page, '驳回申请');
  await expect(reject).toContainText('驳回选中的 1 条申请。');
  await reject.getByLabel('审核意见').fill(note);
  await reject.getByRole('button', { name: /^驳\s*回$/ }).click();
  await expect(page.getByText('操作成功！')).toBeVisible();
  await expect(row).toHaveCount(0);
  await pickOption(page, page.locator('#search-apply-state'), '已驳回');
  const rejected = await findApplications(page, learner);
  await expect(rejected.getByText('已驳回', { exact: true })).toBeVisible();
  await expect(rejected).toContainText(note);

  // The learner still has to pass the face check, is told of the rejection, and may apply again.
  await learnerPage.reload();
  await expect(learnerPage.getByText('您的考试申请未通过审核。')).toBeVisible();
  await expect(learnerPage.getByTestId('check-msg')).toHaveText('本场考试需要先通过人脸核验！');
  await expect(learnerPage.getByTestId('apply-exam')).toBeVisible();

  // The rejection and the admin's reason arrive as a message.
  await learnerPage.getByRole('button', { name: '用户菜单' }).click();
  await learnerPage.getByRole('menuitem', { name: /我的消息/ }).click();
  await expect(learnerPage).toHaveURL(/\/web\/uc\?to=msg/);
  const subject = `考试申请审核结果：${title}`;
  await learnerPage.getByTestId('uc-messages').getByText(subject).click();
  const message = learnerPage.getByRole('dialog', { name: subject });
  await expect(message).toContainText(`您对考试《${title}》提交的申请未通过。审核意见：${note}`);
  await expectNoErrorNotification(page);
  await expectNoErrorNotification(learnerPage);
  await learnerPage.context().close();
});
