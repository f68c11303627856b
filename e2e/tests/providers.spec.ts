import { expect, test } from '@playwright/test';
import { expectNoErrorNotification, SHOTS, signIn } from '../support/auth.ts';
import { apiCall, openedDialog } from '../support/exam.ts';

/**
 * Issue 16: the SMS configuration tab (cloud providers with template codes) and the push address of a live
 * course file (auth_key type A) shown to staff for OBS. Whatever the test changes is put back.
 */
const stamp = Date.now().toString(36);

test('staff see the SMS providers and the OBS push address of a live course file', async ({ page, request }) => {
  const login = await request.post('/api/sys/user/login', { data: { username: 'admin', password: 'admin123' } });
  const token = (await login.json()).data.token as string;
  const live = {
    pushDomain: 'push.example.com',
    pushKey: 'pushsecret1',
    pullDomain: 'live.example.com',
    pullKey: 'pullsecret1',
  };
  await apiCall(request, token, '/api/sys/config/prop/save', {
    type: 'live',
    provider: 'aliyun',
    data: JSON.stringify(live),
  });
  const title = `直播课${stamp}`;
  await apiCall(request, token, '/api/course/file/save', {
    title,
    catId: '',
    fileType: 5,
    viewUrl: 'https://live.example.com/xuekao/demo.m3u8',
    needLearn: 60,
  });

  await page.goto('/login');
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.locator('.xk-sidebar-menu').getByText('系统管理')).toBeVisible();

  await page.goto('/admin/sys/config');
  await page.getByRole('tab', { name: '短信配置' }).click();
  await page.getByText('阿里云短信', { exact: true }).click();
  await expect(page.getByLabel('模板编号')).toBeVisible();
  await expect(page.getByText('开发模式不会发送短信')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}admin-sys-config-sms.png` });
  await page.getByRole('tab', { name: '上传配置' }).click();
  await page.getByText('阿里云OSS', { exact: true }).click();
  await expect(page.getByText('浏览器使用服务器签发的短时令牌直接上传到云存储')).toBeVisible();

  await page.goto('/admin/course/file');
  const row = page.locator('tr.ant-table-row', { hasText: title });
  await row.getByRole('checkbox').check();
  await page
    .locator('.xk-list-toolbar')
    .getByRole('button', { name: /修\s*改/ })
    .click();
  const edit = await openedDialog(page, '修改课件');
  await edit.getByRole('button', { name: '查看推流地址' }).click();
  const info = edit.getByTestId('live-push-info');
  await expect(info).toContainText('rtmp://push.example.com/xuekao/');
  await expect(info).toContainText('?auth_key=');
  await expect(info).toContainText('https://live.example.com/xuekao/');
  await expectNoErrorNotification(page);
  await page.screenshot({ path: `${SHOTS}admin-course-file-live-push.png` });
  await edit.getByRole('button', { name: /^取\s*消$/ }).click();
});
