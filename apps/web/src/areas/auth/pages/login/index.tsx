import { useSite } from '@web/app/session';
import { AuthTitle } from '@web/areas/auth/layout/auth-layout';
import { Tabs } from 'antd';
import { Link } from 'react-router';
import { MobileLoginForm } from './mobile-login-form';
import { PasswordLoginForm } from './password-login-form';

/**
 * User login (docs/REQUIREMENTS.md#sign-in): account and password; with the switch mobileLogin also a tab
 * 短信登录 (mobile and SMS code). Both end the same way: the redirect or the role's home page.
 */
export default function LoginPage() {
  const site = useSite();

  return (
    <>
      {site?.mobileLogin ? (
        <Tabs
          centered
          size="large"
          items={[
            { key: 'password', label: '账号登录', children: <PasswordLoginForm /> },
            { key: 'mobile', label: '短信登录', children: <MobileLoginForm /> },
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
