import { signIn } from '@web/api/auth-session';
import { homePath, safeRedirect } from '@web/core/paths';
import type { SessionInfo } from '@xuekao/contracts';
import { useNavigate, useSearchParams } from 'react-router';

/** What every way of signing in does next: keep the session, then the redirect or the role's home page. */
export function useAfterSignIn(): (session: SessionInfo) => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (session) => {
    signIn(session);
    navigate(safeRedirect(params.get('redirect')) ?? homePath(session.roleType), { replace: true });
  };
}
