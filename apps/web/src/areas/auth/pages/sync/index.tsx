import { call } from '@web/api/request';
import { m } from '@web/areas/auth/messages';
import { LOGIN_PATH, safeRedirect } from '@web/core/paths';
import { sessionStore } from '@web/core/session';
import { hasSession, markSignedIn } from '@web/core/token';
import { endpoints } from '@xuekao/contracts';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * Login success landing (`/sync`, never cached): an external sign-in hands over `?token=...` and an
 * optional `redirect`. The server turns the token into the HttpOnly session cookie (scripts never keep
 * it); the guard then loads the session on the way to the target.
 */
export function SyncPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    const token = params.get('token');
    const target = safeRedirect(params.get('redirect')) ?? '/';
    if (!token) {
      navigate(hasSession() ? target : LOGIN_PATH, { replace: true });
      return;
    }
    let active = true;
    // A handed-over token becomes the HttpOnly session cookie; false when it is no session.
    call(endpoints.auth.sync, {}, { headers: { token }, silent: true })
      .then((ok) => {
        if (!active) return;
        if (ok) {
          markSignedIn();
          sessionStore.set({ user: null, routes: null });
        }
        navigate(ok ? target : LOGIN_PATH, { replace: true });
      })
      .catch(() => active && navigate(LOGIN_PATH, { replace: true }));
    return () => {
      active = false;
    };
  }, [params, navigate]);

  return (
    <div style={{ display: 'flex', justifyContent: 'center', paddingTop: '30vh' }}>
      <Spin tip={m('signingIn')} size="large">
        <div style={{ width: 120, height: 60 }} />
      </Spin>
    </div>
  );
}
