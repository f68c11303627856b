import { useSite } from '@web/core/session';
import { useSettings } from '@web/core/settings';
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_PATH, isExternal, menuKeyPath } from './menu-model';
import { m } from './messages';
import { useAdminMenu } from './use-admin-menu';

/** Sidebar colours of the original admin (#304156 family). */
export const SIDEBAR_BG = '#304156';
const SUBMENU_BG = '#1f2d3d';
export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 54;

/** The site's back-office logo, or its name; clicking goes to the dashboard. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const site = useSite();
  const { theme } = useSettings();
  const navigate = useNavigate();
  const name = site?.siteName || m('siteNameFallback');
  let content: ReactNode;
  if (site?.backLogo) content = <img src={site.backLogo} alt={name} />;
  else if (collapsed)
    content = (
      <span className="xk-sidebar-logo-mark" style={{ background: theme }}>
        {name.slice(0, 1)}
      </span>
    );
  else content = <span className="xk-sidebar-logo-title">{name}</span>;
  return (
    <div className="xk-sidebar-logo" title={name} onClick={() => navigate(DASHBOARD_PATH)}>
      {content}
    </div>
  );
}

export interface SidebarProps {
  collapsed: boolean;
  /** Called after a menu entry was chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** Logo plus the dark menu of the user's admin routes; the current entry is selected and its parents open. */
export function Sidebar({ collapsed, onNavigate }: SidebarProps) {
  const { sidebarLogo, theme } = useSettings();
  const { tree, items, selectedKey } = useAdminMenu();
  const navigate = useNavigate();
  const [openKeys, setOpenKeys] = useState<string[]>(() => (selectedKey ? menuKeyPath(tree, selectedKey) : []));

  useEffect(() => {
    if (collapsed || !selectedKey) return;
    const needed = menuKeyPath(tree, selectedKey);
    setOpenKeys((prev) => (needed.every((k) => prev.includes(k)) ? prev : [...new Set([...prev, ...needed])]));
  }, [collapsed, selectedKey, tree]);

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (isExternal(key)) window.open(key, '_blank', 'noopener');
    else navigate(key);
    onNavigate?.();
  };

  const menuTheme = useMemo(
    () => ({
      components: {
        Menu: {
          darkItemBg: SIDEBAR_BG,
          darkSubMenuItemBg: SUBMENU_BG,
          darkPopupBg: SIDEBAR_BG,
          darkItemColor: '#bfcbd9',
          darkItemHoverBg: '#263445',
          darkItemHoverColor: '#fff',
          darkItemSelectedBg: theme,
          darkItemSelectedColor: '#fff',
          itemBorderRadius: 0,
          itemMarginInline: 0,
          itemMarginBlock: 0,
          itemHeight: 50,
          collapsedWidth: SIDEBAR_COLLAPSED_WIDTH,
        },
      },
    }),
    [theme],
  );

  return (
    <>
      {sidebarLogo && <SidebarLogo collapsed={collapsed} />}
      <div className="xk-sidebar-menu">
        <ConfigProvider theme={menuTheme}>
          <Menu
            theme="dark"
            mode="inline"
            items={items}
            selectedKeys={selectedKey ? [selectedKey] : []}
            openKeys={openKeys}
            onOpenChange={setOpenKeys}
            onClick={onClick}
          />
        </ConfigProvider>
      </div>
    </>
  );
}
