import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH, safeRedirect } from '../../../../app/router/paths';
import { sessionStore } from '../../../../app/session';
import { getToken, setToken } from '../../../../app/token';

/**
 * Login success landing (`/sync`, never cached): an external sign-in hands over `?token=...` and an
 * optional `redirect`; the token is kept and the guard loads the session on the way to the target.
 */
export function SyncPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    const token = params.get('token');
    if (token) {
      setToken(token);
      sessionStore.set({ user: null, routes: null });
    }
    const target = safeRedirect(params.get('redirect')) ?? '/';
    navigate(getToken() ? target : LOGIN_PATH, { replace: true });
  }, [params, navigate]);

  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: '30vh' }}>
      <Spin tip="登录中..." size="large">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}
