import { AuthTitle } from '@web/areas/auth/layout/auth-layout';
import { m } from '@web/areas/auth/messages';
import { useSite } from '@web/core/session';
import { PageLoading } from '@web/shared/components/page-loading';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { type LoginTab, LoginTabs } from './login-tabs';
import { PasswordLoginForm } from './password-login-form';

// Only with the switch mobileLogin, on its tab: the SMS form (and its captcha dialog) load then.
const MobileLoginForm = lazy(() => import('./mobile-login-form').then((mod) => ({ default: mod.MobileLoginForm })));
// Only with the switch faceLogin, on its tab: the camera and (after it) the face detector load then.
const FaceLoginPanel = lazy(() => import('./face-login-panel').then((mod) => ({ default: mod.FaceLoginPanel })));

/**
 * User login (docs/REQUIREMENTS.md#sign-in): account and password; with the switch mobileLogin also a tab
 * 短信登录 (mobile and SMS code), with faceLogin a tab 刷脸登录 (camera and face search). All end the same way:
 * the redirect or the role's home page.
 */
export default function LoginPage() {
  const site = useSite();
  const tabs: LoginTab[] = [{ key: 'password', label: m('passwordTab'), children: <PasswordLoginForm /> }];
  if (site?.mobileLogin) {
    tabs.push({
      key: 'mobile',
      label: m('mobileTab'),
      children: (
        <Suspense fallback={<PageLoading />}>
          <MobileLoginForm />
        </Suspense>
      ),
    });
  }
  if (site?.faceLogin) {
    tabs.push({
      key: 'face',
      label: m('faceTab'),
      children: (
        <Suspense fallback={<PageLoading />}>
          <FaceLoginPanel />
        </Suspense>
      ),
    });
  }

  return (
    <>
      {tabs.length > 1 ? (
        <LoginTabs items={tabs} />
      ) : (
        <>
          <AuthTitle>{m('passwordTab')}</AuthTitle>
          <PasswordLoginForm />
        </>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 14 }}>
        <Link to="/forgot">{m('forgotLink')}</Link>
        {site?.userReg && <Link to="/register">{m('registerLink')}</Link>}
      </div>
    </>
  );
}
