import { HomeOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { LocaleSwitch } from '@web/i18n/locale-switch';
import { Link } from 'react-router';
import { AvatarMenu } from './avatar-menu';
import { AppBreadcrumb } from './breadcrumb';
import { HeaderSearch } from './header-search';
import { m } from './messages';
import { Screenfull } from './screenfull';
import { SizeSelect } from './size-select';

export interface NavbarProps {
  /** Whether the sidebar (or the mobile drawer) is open. */
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onOpenSettings: () => void;
  isMobile: boolean;
}

/** The white bar above the page: hamburger, breadcrumb, and search, fullscreen, size, learner link, avatar. */
export function Navbar({ sidebarOpen, onToggleSidebar, onOpenSettings, isMobile }: NavbarProps) {
  const Toggle = sidebarOpen ? MenuFoldOutlined : MenuUnfoldOutlined;
  return (
    <div className="xk-navbar">
      <button
        type="button"
        className="xk-hamburger"
        onClick={onToggleSidebar}
        aria-label={sidebarOpen ? m('collapseMenu') : m('expandMenu')}
      >
        <Toggle />
      </button>
      <AppBreadcrumb />
      <div className="xk-navbar-right">
        {!isMobile && (
          <>
            <HeaderSearch />
            <Screenfull />
            <SizeSelect />
          </>
        )}
        <LocaleSwitch className="xk-navbar-item" />
        <Link to="/web/index" className="xk-navbar-item xk-navbar-link" title={m('learnerHome')}>
          <HomeOutlined />
          <span className="xk-navbar-link-text">{m('learnerHome')}</span>
        </Link>
        <AvatarMenu onOpenSettings={onOpenSettings} />
      </div>
    </div>
  );
}
