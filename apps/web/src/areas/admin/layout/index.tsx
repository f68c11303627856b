import { updateSettings, useSettings } from '@web/core/settings';
import { useIsMobile } from '@web/shared/hooks/use-is-mobile';
import { Drawer, Layout } from 'antd';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import './admin-layout.css';
import { Navbar } from './navbar';
import { SettingsDrawer } from './settings-drawer';
import { SIDEBAR_BG, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH, Sidebar } from './sidebar';
import { TagsView } from './tags-view';

/**
 * The admin shell (docs/REQUIREMENTS.md#layouts): sidebar built from the user's admin routes, navbar, tags view, and the
 * page in <Outlet/>. On screens under 992 px the sidebar is a drawer that closes after each navigation.
 */
export function AdminLayout() {
  const settings = useSettings();
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the mobile drawer whenever the page changes
  useEffect(() => setMobileOpen(false), [pathname, isMobile]);

  const sidebarOpen = isMobile ? mobileOpen : settings.sidebarOpened;
  const toggleSidebar = () =>
    isMobile ? setMobileOpen((o) => !o) : updateSettings({ sidebarOpened: !settings.sidebarOpened });

  return (
    <Layout className="xk-admin" hasSider={!isMobile}>
      {isMobile ? (
        <Drawer
          placement="left"
          size={SIDEBAR_WIDTH}
          open={mobileOpen}
          closable={false}
          onClose={() => setMobileOpen(false)}
          styles={{ body: { padding: 0, background: SIDEBAR_BG, display: 'flex', flexDirection: 'column' } }}
        >
          <Sidebar collapsed={false} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          className="xk-admin-sider"
          theme="dark"
          width={SIDEBAR_WIDTH}
          collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
          collapsible
          collapsed={!settings.sidebarOpened}
          trigger={null}
          style={{ background: SIDEBAR_BG, position: 'sticky', top: 0, height: '100vh' }}
        >
          <Sidebar collapsed={!settings.sidebarOpened} />
        </Layout.Sider>
      )}
      <Layout style={{ minWidth: 0 }}>
        <div className={settings.fixedHeader ? 'xk-admin-header is-fixed' : 'xk-admin-header'}>
          <Navbar
            sidebarOpen={sidebarOpen}
            onToggleSidebar={toggleSidebar}
            onOpenSettings={() => setSettingsOpen(true)}
            isMobile={isMobile}
          />
          {settings.tagsView && <TagsView />}
        </div>
        <Layout.Content className="xk-admin-main">
          <Outlet />
        </Layout.Content>
      </Layout>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Layout>
  );
}
