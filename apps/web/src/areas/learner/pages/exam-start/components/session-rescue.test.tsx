import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { call, effects } from '@web/api/request';
import { onSessionRenewed, sessionRenewed } from '@web/api/session-rescue';
import { resetSession, sessionStore } from '@web/core/session';
import { hasSession, markSignedIn } from '@web/core/token';
import { ErrorCode, endpoints, type SessionInfo, type SiteData } from '@xuekao/contracts';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionRescue } from './session-rescue';

const envelope = (data: unknown, code = 0, msg = '操作成功！') =>
  new Response(JSON.stringify({ code, msg, data, success: code === 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });
const EXPIRED = () => envelope(null, ErrorCode.SESSION_EXPIRED, '会话超时，请重新登录！');

const SITE = { loginCaptcha: false } as SiteData;
const LEARNER: SessionInfo = {
  token: '',
  id: 'u1',
  userId: 'u1',
  userName: 'lin01',
  realName: '林考生',
  roles: ['student'],
  roleType: 1,
  permissions: [],
  avatar: '',
  mobile: '',
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
const callsTo = (path: string) => calls().filter((c) => c.url.endsWith(path));
/** What the server answers a login; every other call answers 10010002 until a login succeeded. */
let loginAnswer: { data: unknown; code?: number; msg?: string };
let signedIn: boolean;

const notify = vi.fn();
const reload = vi.fn();
const original = { ...effects };
const renewals = vi.fn();
let offRenewed: () => void;

beforeEach(() => {
  signedIn = false;
  loginAnswer = { data: LEARNER };
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.endsWith('/api/sys/user/login')) {
      const { data, code = 0, msg } = loginAnswer;
      signedIn = code === 0;
      return envelope(data, code, msg);
    }
    if (path.endsWith('/api/sys/user/logout')) {
      signedIn = false;
      return envelope(null);
    }
    return signedIn ? envelope({ ok: true }) : EXPIRED();
  });
  vi.stubGlobal('fetch', fetchMock);
  effects.notify = notify;
  effects.reload = reload;
  markSignedIn();
  sessionStore.set({ site: SITE, user: LEARNER, routes: [] });
  offRenewed = onSessionRenewed(renewals);
});

afterEach(() => {
  offRenewed();
  sessionRenewed();
  renewals.mockReset();
  notify.mockReset();
  reload.mockReset();
  Object.assign(effects, original);
  vi.unstubAllGlobals();
  resetSession();
});

function renderRescue() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <SessionRescue />
        <div>第 2 题</div>
      </App>
    </QueryClientProvider>,
  );
}

/** A call of the exam page that meets the expired session (e.g. an answer sent by the journal). */
const expire = () =>
  act(async () => {
    await call(endpoints.paper.fillAnswer, { paperId: 'p1', quId: 'q2', answer: { text: 'x' } }).catch(() => null);
  });

/** The sign-in dialog on screen (a closed one may still be leaving: its zoom-out never ends in jsdom). */
const shown = () => screen.queryAllByRole('dialog').filter((d) => !d.className.includes('ant-zoom-leave'));
const dialog = async () => {
  await waitFor(() => expect(shown()).toHaveLength(1));
  return shown()[0];
};
const closed = () => waitFor(() => expect(shown()).toHaveLength(0));
const typePassword = (value: string) =>
  fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value } });
const submit = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
  });

describe('the exam page when the session expires', { timeout: 20_000 }, () => {
  it('opens the sign-in dialog over the page: the learner account fixed, nothing else shown, no reload', async () => {
    renderRescue();
    await expire();
    const box = await dialog();
    expect(box.textContent).toContain('登录已过期，请重新登录');
    expect(box.textContent).toContain('您的答案已保存在本机，重新登录后将自动提交。');
    const account = box.querySelector<HTMLInputElement>('input#session-sign-in_username');
    expect(account?.value).toBe('lin01');
    expect(account?.disabled).toBe(true);
    // no captcha unless the site or the server asks for it; no way to close the dialog
    expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull();
    expect(box.querySelector('.ant-modal-close')).toBeNull();
    fireEvent.keyDown(box, { key: 'Escape', keyCode: 27 });
    expect(shown()).toHaveLength(1);
    expect(screen.getByText('第 2 题')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(hasSession()).toBe(true);
    // more calls failing meanwhile open nothing more
    await expire();
    expect(shown()).toHaveLength(1);
    expect(callsTo('/api/sys/user/info')).toHaveLength(1);
  });

  it('signs in again with the password: the session is kept, the dialog closes and whoever waited goes on', async () => {
    renderRescue();
    await expire();
    await dialog();
    typePassword('learner123');
    await submit();
    await closed();
    expect(callsTo('/api/sys/user/login').map((c) => c.body)).toEqual([{ username: 'lin01', password: 'learner123' }]);
    expect(renewals).toHaveBeenCalledTimes(1);
    expect(sessionStore.get().user?.userId).toBe('u1');
    // the menu routes stay: the route guard keeps the exam page mounted
    expect(sessionStore.get().routes).toEqual([]);
    expect(callsTo('/api/sys/user/logout')).toHaveLength(0);
    expect(screen.getByText('第 2 题')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
    // a later expiry opens the dialog again
    signedIn = false;
    await expire();
    expect(await dialog()).toBeTruthy();
  });

  it('refuses another person signing in on this computer: their session is signed out again', async () => {
    loginAnswer = { data: { ...LEARNER, id: 'u9', userId: 'u9', realName: '别人' } };
    renderRescue();
    await expire();
    await dialog();
    typePassword('learner123');
    await submit();
    expect((await screen.findByTestId('session-error')).textContent).toContain('只能以本场考试的考生身份登录！');
    expect(callsTo('/api/sys/user/logout')).toHaveLength(1);
    expect(shown()).toHaveLength(1);
    expect(renewals).not.toHaveBeenCalled();
    expect(sessionStore.get().user?.userId).toBe('u1');
    expect(hasSession()).toBe(true);
  });

  it('shows a wrong password and adds the graphic captcha when the server asks for it', async () => {
    loginAnswer = { data: null, code: ErrorCode.BAD_CREDENTIALS, msg: '账号或密码错误！' };
    renderRescue();
    await expire();
    await dialog();
    typePassword('wrong');
    await submit();
    expect((await screen.findByTestId('session-error')).textContent).toContain('账号或密码错误！');
    loginAnswer = { data: null, code: ErrorCode.CAPTCHA_WRONG, msg: '验证码错误或已失效，请点击图片刷新验证码！' };
    await submit();
    expect((await screen.findByTestId('session-error')).textContent).toContain('验证码错误或已失效');
    fireEvent.change(await screen.findByPlaceholderText('请输入验证码'), { target: { value: 'ab12' } });
    loginAnswer = { data: LEARNER };
    typePassword('learner123');
    await submit();
    await closed();
    expect(callsTo('/api/sys/user/login').at(-1)?.body).toMatchObject({
      username: 'lin01',
      password: 'learner123',
      captchaKey: expect.any(String),
      captchaValue: 'ab12',
    });
  });

  it('asks the captcha at once when the site requires it (switch loginCaptcha)', async () => {
    sessionStore.set({ site: { ...SITE, loginCaptcha: true } });
    renderRescue();
    await expire();
    await dialog();
    expect(screen.getByPlaceholderText('请输入验证码')).toBeTruthy();
    expect(screen.getByTestId('captcha-image')).toBeTruthy();
  });

  it('opens nothing when the session is alive after all (an answer to a call sent before the last sign-in)', async () => {
    renderRescue();
    fetchMock.mockImplementationOnce(async () => EXPIRED());
    signedIn = true;
    await expire();
    await waitFor(() => expect(renewals).toHaveBeenCalledTimes(1));
    expect(shown()).toHaveLength(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it('signs out as before once the page is gone', async () => {
    const { unmount } = renderRescue();
    unmount();
    await expire();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('会话超时，请重新登录！');
    expect(hasSession()).toBe(false);
  });
});
