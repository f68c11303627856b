import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { effects } from '@web/api/request';
import type { MenuRoute, SessionInfo } from '@xuekao/contracts';
import { App as AntApp } from 'antd';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../core/query-client';
import { sessionStore } from '../../core/session';
import { forgetSession, hasSession, markSignedIn } from '../../core/token';
import { AppRoutes } from './app-routes';

type Handler = (body: Record<string, unknown>) => { code: number; msg?: string; data?: unknown };

const site = {
  id: '1',
  siteName: '测试学考',
  frontLogo: '',
  backLogo: '',
  copyRight: '© 2025 测试',
  faceLogin: false,
  mobileLogin: false,
  userReg: true,
  userDeptType: 0,
  loginCaptcha: false,
  props: { moduleExam: true, moduleCourse: true, moduleBattle: false, moduleCert: false },
};

const session = (roleType: number): SessionInfo =>
  ({
    token: `tok-${roleType}`,
    id: 'u1',
    userId: 'u1',
    userName: 'zhang',
    realName: '张三',
    roleType,
    roles: [],
    permissions: [],
    unreadMsg: 3,
  }) as unknown as SessionInfo;

const webMenu: MenuRoute[] = [
  {
    path: '/web',
    name: 'Web',
    component: 'WebLayout',
    hidden: false,
    meta: { title: '学员端' },
    children: [
      {
        path: 'index',
        name: 'ExamOnline',
        component: 'learner/exam-list',
        hidden: false,
        meta: { title: '在线考试', module: 'exam' },
        children: [],
      },
    ],
  },
];

let handlers: Record<string, Handler> = {};

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={queryClient}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('AppRoutes behind the guard', () => {
  beforeEach(() => {
    handlers = {
      '/api/sys/config/detail': () => ({ code: 0, data: site }),
      '/api/sys/user/msg/count-unread': () => ({ code: 0, data: 3 }),
      '/api/sys/user/logout': () => ({ code: 0 }),
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = url.split('?')[0];
        const h = handlers[path];
        const out = h ? h(JSON.parse(String(init?.body ?? '{}'))) : { code: 1, msg: `no handler ${path}` };
        return new Response(JSON.stringify({ msg: '', data: null, ...out, success: out.code === 0 }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    effects.notify = vi.fn();
    effects.reload = vi.fn();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    forgetSession();
    sessionStore.set({ site: null, user: null, routes: null });
    queryClient.clear();
  });

  it('sends a visitor without a token to login, keeping the way back', async () => {
    renderAt('/web/uc?to=msg');
    // The first test loads the lazy sign-in page cold (4-5 s on an idle machine): wait for it longer.
    expect(await screen.findByPlaceholderText('请输入账号', {}, { timeout: 20_000 })).toBeTruthy();
    expect(where()).toBe('/login?redirect=%2Fweb%2Fuc%3Fto%3Dmsg');
    expect(screen.getByText('测试学考')).toBeTruthy();
    expect(screen.getByText('© 2025 测试')).toBeTruthy();
  });

  it('shows the server message of a failed login, and the captcha once the server asks for it', async () => {
    let calls = 0;
    handlers['/api/sys/user/login'] = () =>
      ++calls === 1 ? { code: 90010002, msg: '账号或密码错误！' } : { code: 10010012, msg: '请输入图形验证码！' };
    renderAt('/login');
    fireEvent.change(await screen.findByPlaceholderText('请输入账号'), { target: { value: 'zhang' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'bad1' } });
    expect(screen.queryByPlaceholderText('请输入验证码')).toBeNull();
    fireEvent.submit(screen.getByPlaceholderText('请输入账号').closest('form') as HTMLFormElement);
    expect(await screen.findByText('账号或密码错误！')).toBeTruthy();
    fireEvent.submit(screen.getByPlaceholderText('请输入账号').closest('form') as HTMLFormElement);
    expect(await screen.findByText('请输入图形验证码！')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入验证码')).toBeTruthy();
  });

  it('signs a learner in and lands on the redirect target inside the learner layout', async () => {
    handlers['/api/sys/user/login'] = () => ({ code: 0, data: session(1) });
    handlers['/api/sys/menu/routes'] = () => ({ code: 0, data: webMenu });
    handlers['/api/sys/user/msg/count-unread'] = () => ({ code: 0, data: 120 });
    handlers['/api/exam/exam/paging'] = () => ({ code: 0, data: { records: [], total: 0, current: 1, size: 12 } });
    handlers['/api/paper/paper/check-process'] = () => ({ code: 0, data: null });
    renderAt('/login?redirect=%2Fweb%2Findex');
    fireEvent.change(await screen.findByPlaceholderText('请输入账号'), { target: { value: 'zhang' } });
    fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'abc123' } });
    fireEvent.submit(screen.getByPlaceholderText('请输入账号').closest('form') as HTMLFormElement);
    // The online exam list of the learner, empty here.
    expect(await screen.findByText('暂无相关数据！', {}, { timeout: 4000 })).toBeTruthy();
    expect(where()).toBe('/web/index');
    expect(hasSession()).toBe(true);
    expect(screen.getAllByText('在线考试').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('manage-link')).toBeNull();
    // The unread badge is capped at 99.
    expect(await screen.findByText('99+')).toBeTruthy();
  });

  it('shows the manage link to a staff user on the learner side', async () => {
    markSignedIn();
    handlers['/api/sys/user/info'] = () => ({ code: 0, data: session(2) });
    handlers['/api/sys/menu/routes'] = () => ({ code: 0, data: webMenu });
    renderAt('/web/index');
    expect(await screen.findByTestId('manage-link')).toBeTruthy();
    expect(screen.getByText('管理后台')).toBeTruthy();
  });

  it('loads the session of a token and sends a learner away from /admin', async () => {
    markSignedIn();
    handlers['/api/sys/user/info'] = () => ({ code: 0, data: session(1) });
    handlers['/api/sys/menu/routes'] = () => ({ code: 0, data: webMenu });
    renderAt('/admin/dashboard');
    await waitFor(() => expect(where()).toBe('/web/index'));
  });

  it('refuses a staff user without any menu: message, token cleared, back to login', async () => {
    markSignedIn();
    handlers['/api/sys/user/info'] = () => ({ code: 0, data: session(2) });
    handlers['/api/sys/menu/routes'] = () => ({ code: 0, data: [] });
    renderAt('/admin/dashboard');
    expect(await screen.findByText('您没有访问本系统的权限，请联系管理员授权菜单！')).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Fadmin%2Fdashboard'));
    expect(hasSession()).toBe(false);
    // Only the server can clear the HttpOnly token cookie: the guard ends the session there too.
    const urls = vi.mocked(fetch).mock.calls.map((c) => String(c[0]));
    expect(urls).toContain('/api/sys/user/logout');
  });

  it('clears the session and goes to login when loading the user fails', async () => {
    markSignedIn();
    handlers['/api/sys/user/info'] = () => ({ code: 1, msg: '账号被禁用，请联系管理员！' });
    renderAt('/web/index');
    await waitFor(() => expect(where()).toBe('/login?redirect=%2Fweb%2Findex'));
    expect(hasSession()).toBe(false);
    expect(effects.notify).toHaveBeenCalledWith('账号被禁用，请联系管理员！');
  });

  it('shows 404 for an unknown path once the routes are loaded', async () => {
    markSignedIn();
    handlers['/api/sys/user/info'] = () => ({ code: 0, data: session(1) });
    handlers['/api/sys/menu/routes'] = () => ({ code: 0, data: webMenu });
    renderAt('/web/nowhere');
    await waitFor(() => expect(where()).toBe('/404'));
    expect(await screen.findByText('返回首页')).toBeTruthy();
  });
});
