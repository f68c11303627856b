import { useSite } from '@web/app/session';
import { AuthTitle } from '@web/areas/auth/layout/auth-layout';
import { PageLoading } from '@web/shared/components/page-loading';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LoginTabs } from './login-tabs';
import { PasswordLoginForm } from './password-login-form';

// Only with the switch mobileLogin, on its tab: the SMS form (and its captcha dialog) load then.
const MobileLoginForm = lazy(() => import('./mobile-login-form').then((m) => ({ default: m.MobileLoginForm })));

/**
 * User login (docs/REQUIREMENTS.md#sign-in): account and password; with the switch mobileLogin also a tab
 * 短信登录 (mobile and SMS code). Both end the same way: the redirect or the role's home page.
 */
export default function LoginPage() {
  const site = useSite();

  return (
    <>
      {site?.mobileLogin ? (
        <LoginTabs
          items={[
            { key: 'password', label: '账号登录', children: <PasswordLoginForm /> },
            {
              key: 'mobile',
              label: '短信登录',
              children: (
                <Suspense fallback={<PageLoading />}>
                  <MobileLoginForm />
                </Suspense>
              ),
            },
          ]}
        />
      ) : (
        <>
          <AuthTitle>账号登录</AuthTitle>
          <PasswordLoginForm />
        </>
      )}
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 14 }}>
        <Link to="/forgot">忘记密码？</Link>
        {site?.userReg && <Link to="/register">没有账号？立即注册</Link>}
      </div>
    </>
  );
}
