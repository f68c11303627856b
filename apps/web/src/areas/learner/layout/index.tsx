import { MenuOutlined } from '@ant-design/icons';
import { useSite } from '@web/core/session';
import { useSiteName } from '@web/core/site';
import { Copyright } from '@web/shared/components/copyright';
import { useIsMobile } from '@web/shared/hooks/use-is-mobile';
import { Drawer, Menu } from 'antd';
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { setWebSidebarOpened, useWebSidebarOpened } from './layout-state';
import { MaintenanceBanner } from './maintenance-banner';
import { useWebNav } from './use-web-nav';
import { UserMenu } from './user-menu';
import './learner-layout.css';
import { m } from './messages';

/** Header height of the learner layout (docs/REQUIREMENTS.md#layouts): a 60 px brand bar and a 40 px navigation bar. */
const WEB_HEADER_HEIGHT = 100;

function Brand() {
  const site = useSite();
  const siteName = useSiteName();
  return (
    <Link to="/web/index" className="xk-web-brand">
      {site?.frontLogo ? <img src={site.frontLogo} alt={siteName} /> : <span>{siteName}</span>}
    </Link>
  );
}

/** The learner shell: header with brand, top navigation and user menu; the page; the copyright footer. */
export function LearnerLayout() {
  const site = useSite();
  const isMobile = useIsMobile();
  const opened = useWebSidebarOpened();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { items, activeKey } = useWebNav();

  // A mobile device closes the navigation (docs/REQUIREMENTS.md#layouts).
  useEffect(() => {
    if (isMobile) setWebSidebarOpened(false);
  }, [isMobile]);

  return (
    <div className="xk-web">
      <header className="xk-web-header" style={{ height: isMobile ? 56 : WEB_HEADER_HEIGHT }}>
        <div className="xk-web-bar">
          <div className="xk-web-inner">
            {isMobile && (
              <button
                type="button"
                className="xk-web-menu-btn"
                aria-label={m('openNav')}
                onClick={() => setWebSidebarOpened(!opened)}
              >
                <MenuOutlined />
              </button>
            )}
            <Brand />
            <UserMenu compact={isMobile} />
          </div>
        </div>
        {!isMobile && (
          <nav className="xk-web-nav" aria-label={m('mainNav')}>
            <div className="xk-web-inner">
              {items.map((it) => (
                <Link
                  key={it.key}
                  to={it.path}
                  className={it.key === activeKey ? 'xk-web-nav-item active' : 'xk-web-nav-item'}
                >
                  {it.title}
                </Link>
              ))}
            </div>
          </nav>
        )}
      </header>
      {isMobile && (
        <Drawer
          placement="left"
          size={240}
          open={opened}
          onClose={() => setWebSidebarOpened(false)}
          title={site?.siteName || m('nav')}
          styles={{ body: { padding: 0 } }}
        >
          <Menu
            mode="inline"
            selectedKeys={activeKey ? [activeKey] : []}
            items={items.map((it) => ({ key: it.key, label: it.title }))}
            onClick={({ key }) => {
              setWebSidebarOpened(false);
              if (key !== pathname) navigate(key);
            }}
          />
        </Drawer>
      )}
      <main className="xk-web-main">
        <MaintenanceBanner />
        <div className="xk-web-inner xk-web-content">
          <Outlet />
        </div>
      </main>
      {site?.copyRight && (
        <footer className="xk-web-footer">
          <Copyright text={site.copyRight} />
        </footer>
      )}
    </div>
  );
}
