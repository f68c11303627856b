import { signOut } from '@web/api/auth-session';
import { t } from '@web/core/i18n';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { m } from './messages';

/**
 * Logout as both shells offer it: ask first (docs/REQUIREMENTS.md#layouts), then end the session,
 * run `afterSignOut` (e.g. forget the admin tags) and go to /login.
 */
export function useLogoutConfirm(afterSignOut?: () => void): () => void {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  return () =>
    modal.confirm({
      title: m('hint'),
      content: t('logoutConfirm'),
      okText: m('ok'),
      cancelText: m('cancel'),
      onOk: async () => {
        await signOut();
        afterSignOut?.();
        navigate('/login', { replace: true });
      },
    });
}
