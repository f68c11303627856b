import { expect, test } from '@playwright/test';
import { audit, PHONE } from '../support/a11y.ts';
import { createExamByApi, createLearnerByApi, enterExam, handIn, type Learner, signInAs } from '../support/exam.ts';

/**
 * Issue 17, item 5: the learner pages and the login page at 390 px wide (a phone): no serious or critical
 * axe-core violation, nothing wider than the screen, and a screenshot of each; the exam's answer card works
 * from the keyboard. The checks are support/a11y.ts's; tests/a11y-mobile-more.spec.ts audits the other pages.
 */

// The site's CSP refuses inline scripts; the injected axe source is one (a test tool, not the product).
test.use({ viewport: PHONE, hasTouch: true, bypassCSP: true });

test.describe
  .serial('learner pages at 390 px', () => {
    let learner: Learner;
    const title = `手机考试${Date.now().toString(36)}`;

    test.beforeAll(async ({ request }) => {
      learner = await createLearnerByApi(request, 'e2ea11y', '吴无障');
      await createExamByApi(request, title, [learner.id], {});
    });

    test('the login page', async ({ page }) => {
      await page.goto('/login');
      await audit(page, 'login', () => expect(page.getByPlaceholder('请输入账号')).toBeVisible());
    });

    test('lists, user centre, course, training and the exam page', async ({ page }) => {
      // About 35 s on an idle machine; the ceiling leaves room for a loaded CI runner.
      test.setTimeout(150_000);
      await signInAs(page, learner, /\/web\/index/);
      await audit(page, 'exam-list', () => expect(page.getByTestId('exam-card').first()).toBeVisible());
      // The navigation drawer of a phone.
      await page.locator('.xk-web-menu-btn').click();
      const drawer = page.getByRole('dialog');
      // Checked once its slide-in is over (colours mid-animation are not what a person reads).
      await audit(page, 'nav-drawer', async () => {
        await expect(drawer.getByText('个人中心')).toBeVisible();
        await expect(page.locator('.ant-drawer-content-wrapper')).toHaveCSS('transform', 'none');
      });
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      const pages: Array<[string, string, () => Promise<void>]> = [
        ['course-list', '/web/course', () => expect(page.getByText('示例课程').first()).toBeVisible()],
        ['repo-list', '/web/repo', () => expect(page.getByTestId('repo-card').first()).toBeVisible()],
        ['paper-list', '/web/paper', () => expect(page.getByText('我的成绩').first()).toBeVisible()],
        ['notice-list', '/web/notice', () => expect(page.getByText('通知公告').first()).toBeVisible()],
        ['uc', '/web/uc', () => expect(page.getByText('吴无障').first()).toBeVisible()],
        // The user centre's sections with tables (a select picks them on a phone).
        ...(['train', 'course', 'cert', 'points'] as const).map((to): [string, string, () => Promise<void>] => [
          `uc-${to}`,
          `/web/uc?to=${to}`,
          () => expect(page.locator('section .ant-table-wrapper').first()).toBeVisible(),
        ]),
        ['course-view', '/web/course/view/course-demo', () => expect(page.getByText('示例课程').first()).toBeVisible()],
        ['repo-view', '/web/repo/view/repo-demo', () => expect(page.getByText('示例题库').first()).toBeVisible()],
        [
          'repo-training',
          '/web/repo/training/repo-demo/1',
          () => expect(page.getByRole('button', { name: /下一题|提交|交卷/ }).first()).toBeVisible(),
        ],
      ];
      for (const [name, path, ready] of pages) {
        await page.goto(path);
        await audit(page, name, ready);
      }

      // The exam: check page, then the paper with its answer card.
      await page.goto('/web/index');
      await enterExam(page, title, () =>
        audit(page, 'exam-check', () => expect(page.getByTestId('start-exam')).toBeVisible()),
      );
      const card = page.getByTestId('exam-answer-card');
      await audit(page, 'exam-start', () => expect(card).toBeVisible());

      // Keyboard: Tab reaches the second question's card button, Enter opens it, and it says so.
      const second = card.getByTestId('card-2');
      await second.focus();
      await expect(second).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(second).toHaveAttribute('aria-current', 'step');
      await expect(card.getByTestId('card-1')).not.toHaveAttribute('aria-current', 'step');
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Space');
      await expect(card.getByTestId('card-1')).toHaveAttribute('aria-current', 'step');

      // Hand in and read the result at 390 px too.
      await handIn(page, 2);
      await audit(page, 'exam-result', () => expect(page.getByText('主动交卷')).toBeVisible());
    });
  });
