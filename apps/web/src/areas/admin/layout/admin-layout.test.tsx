import { fireEvent, render, screen, within } from '@testing-library/react';
import { sessionStore } from '@web/core/session';
import { updateSettings } from '@web/core/settings';
import type { SessionInfo, SiteData } from '@xuekao/contracts';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminLayout } from './index';
import { resetViews } from './tags-store';
import { MENU } from './test-routes';

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AdminLayout />}>
            <Route path="*" element={<Where />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

describe('AdminLayout', () => {
  beforeEach(() => {
    resetViews();
    updateSettings({ tagsView: true, sidebarOpened: true, sidebarLogo: true });
    sessionStore.set({
      site: { siteName: '学考在线', backLogo: '', props: { moduleExam: true, moduleCourse: true } } as SiteData,
      user: {
        realName: '管理员',
        userName: 'admin',
        permissions: [],
        roleType: 2,
        avatar: '',
      } as unknown as SessionInfo,
      routes: MENU,
    });
  });

  it('renders the sidebar, breadcrumb, tags and the page', () => {
    renderAt('/admin/sys/user');
    expect(screen.getByText('学考在线')).toBeTruthy();
    expect(screen.getAllByText('系统管理').length).toBeGreaterThan(0);
    const tags = screen.getByRole('tablist');
    expect(within(tags).getByText('首页')).toBeTruthy();
    expect(within(tags).getByText('用户管理')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/admin/sys/user');
    expect(screen.getByText('管理员')).toBeTruthy();
  });

  it('closing the active tag goes to the last remaining one', () => {
    renderAt('/admin/sys/user');
    fireEvent.click(screen.getByLabelText('关闭 用户管理'));
    expect(screen.getByTestId('where').textContent).toBe('/admin/dashboard');
    expect(within(screen.getByRole('tablist')).queryByText('用户管理')).toBeNull();
  });

  it('affixed tags have no close button; a hidden page gets a tag titled from its meta', () => {
    renderAt('/admin/exam/add/0');
    expect(screen.queryByLabelText('关闭 首页')).toBeNull();
    expect(within(screen.getByRole('tablist')).getByText('创建考试')).toBeTruthy();
  });

  it('the hamburger collapses the sidebar and remembers it', () => {
    renderAt('/admin/dashboard');
    fireEvent.click(screen.getByLabelText('收起菜单'));
    expect(screen.getByLabelText('展开菜单')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('xk_ui_settings') ?? '{}').sidebarOpened).toBe(false);
  });
});
