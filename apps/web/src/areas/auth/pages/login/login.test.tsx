import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetSession, sessionStore } from '@web/core/session';
import type { SessionInfo, SiteData } from '@xuekao/contracts';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './index';

const envelope = (data: unknown, code = 0, msg = '操作成功！') =>
  new Response(JSON.stringify({ code, msg, data, success: code === 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });

const SITE: SiteData = {
  id: '1',
  siteName: '学考',
  frontLogo: '',
  backLogo: '',
  mpCode: '',
  h5Host: '',
  copyRight: '',
  faceLogin: false,
  mobileLogin: true,
  userReg: true,
  userDeptType: 0,
  loginCaptcha: false,
  props: { moduleExam: true, moduleCourse: true, moduleBattle: true, moduleCert: true },
  maintenance: { on: false, msg: '' },
};

const SESSION: SessionInfo = {
  token: '',
  id: 'u1',
  userId: 'u1',
  userName: 'learner',
  realName: '学员',
  roles: ['student'],
  roleType: 1,
  permissions: [],
  avatar: '',
  mobile: '13800138000',
  email: '',
  face: '',
  idCard: '',
  workTypeName: '',
  deptCode: '',
  deptCode_dictText: '',
  points: 0,
  unreadMsg: 0,
};

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) }));
const callTo = (path: string) => calls().find((c) => c.url.endsWith(path));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (String(url).endsWith('/api/sys/user/mobile-login')) return envelope(SESSION);
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

function renderLogin(site: SiteData) {
  sessionStore.set({ site });
  render(
    <MemoryRouter initialEntries={['/login']}>
      <App>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/web/index" element={<div>学员首页</div>} />
        </Routes>
      </App>
    </MemoryRouter>,
  );
}

describe('登录页 短信登录', { timeout: 20_000 }, () => {
  it('has no 短信登录 tab while the switch mobileLogin is off', () => {
    renderLogin({ ...SITE, mobileLogin: false });
    expect(screen.getByText('账号登录')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '短信登录' })).toBeNull();
  });

  it('checks the mobile before asking the captcha', async () => {
    renderLogin(SITE);
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    await screen.findByPlaceholderText('请输入手机号'); // the SMS form loads with its tab
    type('请输入手机号', '12345');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('手机号码格式不正确！')).toBeTruthy();
    expect(screen.queryByText('请输入图形验证码')).toBeNull();
    expect(callTo('/api/sys/user/sms')).toBeUndefined();
  });

  it('sends the code after the graphic captcha, counts down 60 s and signs in to the learner home', async () => {
    renderLogin(SITE);
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    await screen.findByPlaceholderText('请输入手机号'); // the SMS form loads with its tab
    type('请输入手机号', '13800138000');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('请输入图形验证码');
    type('请输入图形验证码', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: /发送短信/ }));
    await waitFor(() => expect(callTo('/api/sys/user/sms')).toBeDefined());
    expect(callTo('/api/sys/user/sms')!.body).toMatchObject({
      mobile: '13800138000',
      smsType: 4,
      captchaValue: 'ab12',
    });
    expect(await screen.findByText('短信发送成功，请查收手机短信！')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /60秒后重发/ })).toBeTruthy();
    // The popup closes while the countdown runs.
    await waitFor(() => expect(screen.getByRole('dialog').className).toContain('ant-zoom-leave'));

    type('请输入短信验证码', ' 654321 ');
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: /登\s*录/ }).at(-1)!);
    });
    await waitFor(() => expect(callTo('/api/sys/user/mobile-login')).toBeDefined());
    expect(callTo('/api/sys/user/mobile-login')!.body).toEqual({ mobile: '13800138000', smsCode: '654321' });
    expect(await screen.findByText('学员首页')).toBeTruthy();
    expect(sessionStore.get().user?.userName).toBe('learner');
  });

  it('shows the refusal and adds the graphic captcha when the server asks for it', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/api/sys/user/mobile-login')
        ? envelope(null, 10010012, '验证码错误或已失效，请点击图片刷新验证码！')
        : envelope(null),
    );
    renderLogin(SITE);
    fireEvent.click(screen.getByRole('tab', { name: '短信登录' }));
    await screen.findByPlaceholderText('请输入手机号'); // the SMS form loads with its tab
    type('请输入手机号', '13800138000');
    type('请输入短信验证码', '111111');
    fireEvent.click(screen.getAllByRole('button', { name: /登\s*录/ }).at(-1)!);
    expect((await screen.findByTestId('mobile-login-error')).textContent).toContain('验证码错误或已失效');
    type('请输入验证码', 'zz99');
    fireEvent.click(screen.getAllByRole('button', { name: /登\s*录/ }).at(-1)!);
    await waitFor(() =>
      expect(
        calls()
          .filter((c) => c.url.endsWith('/api/sys/user/mobile-login'))
          .at(-1)!.body,
      ).toMatchObject({
        captchaValue: 'zz99',
      }),
    );
  });
});
