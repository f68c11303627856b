import { m } from '@web/areas/auth/messages';
import { useSite } from '@web/core/session';
import { useSiteName } from '@web/core/site';
import { LocaleLinks } from '@web/i18n/locale-links';
import { Copyright } from '@web/shared/components/copyright';
import { theme } from 'antd';
import { Outlet } from 'react-router';

/** The layout login, register and forgot share: logo or site name, the form card, the copyright footer. */
export function AuthLayout() {
  const site = useSite();
  const siteName = useSiteName();
  const { token } = theme.useToken();

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        background: `radial-gradient(circle at 15% 10%, ${token.colorPrimaryBg} 0, transparent 45%),
          radial-gradient(circle at 85% 90%, ${token.colorPrimaryBgHover} 0, transparent 40%), #f3f6fb`,
      }}
    >
      <LocaleLinks style={{ position: 'absolute', top: 12, right: 16, color: token.colorTextSecondary }} />
      <main
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          padding: '40px 0 8px',
        }}
      >
        <div style={{ marginBottom: 28, textAlign: 'center' }} data-testid="auth-brand">
          {site?.frontLogo ? (
            <img src={site.frontLogo} alt={siteName} style={{ maxHeight: 56, maxWidth: 320 }} />
          ) : (
            <h1 style={{ margin: 0, fontSize: 30, fontWeight: 600, color: token.colorTextHeading, letterSpacing: 2 }}>
              {siteName}
            </h1>
          )}
          <div style={{ marginTop: 8, color: token.colorTextSecondary, fontSize: 14 }}>{m('tagline')}</div>
        </div>
        <div
          style={{
            width: 420,
            maxWidth: 'calc(100vw - 32px)',
            boxSizing: 'border-box',
            padding: '32px 36px 24px',
            background: token.colorBgContainer,
            borderRadius: 12,
            boxShadow: '0 12px 40px rgba(31, 45, 61, 0.10)',
          }}
        >
          <Outlet />
        </div>
      </main>
      <footer style={{ padding: '20px 16px', textAlign: 'center', color: token.colorTextTertiary, fontSize: 13 }}>
        <Copyright text={site?.copyRight} />
      </footer>
    </div>
  );
}

/** The heading inside the auth card. */
export function AuthTitle({ children }: { children: string }) {
  const { token } = theme.useToken();
  return (
    <h2 style={{ margin: '0 0 24px', fontSize: 20, fontWeight: 600, textAlign: 'center', color: token.colorText }}>
      {children}
    </h2>
  );
}
