import {
  CaretDownOutlined,
  DashboardOutlined,
  IdcardOutlined,
  LogoutOutlined,
  MessageOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useUnreadCount } from '@web/api/user-queries';
import { ADMIN_HOME, PROFILE_PATH } from '@web/core/paths';
import { useUser } from '@web/core/session';
import { LocaleSwitch } from '@web/i18n/locale-switch';
import { useLogoutConfirm } from '@web/shared/hooks/use-logout-confirm';
import { RoleType } from '@xuekao/contracts';
import { Avatar, Badge, Dropdown, type MenuProps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { m } from './messages';

/** Largest number the unread badge shows (docs/REQUIREMENTS.md#layouts). */
const UNREAD_MAX = 99;

/** Header right side: manage link (roleType 2), avatar with the unread badge, name and the user menu. */
export function UserMenu({ compact }: { compact: boolean }) {
  const user = useUser();
  const navigate = useNavigate();
  const unread = useUnreadCount(Boolean(user));
  const count = unread.data ?? user?.unreadMsg ?? 0;
  const countText = count > UNREAD_MAX ? `${UNREAD_MAX}+` : count;
  const name = user?.realName || user?.userName;
  // The button's name holds the text it shows (the name; axe label-content-name-mismatch) and the unread count.
  const menuLabel = count > 0 ? m('userMenuUnread', { count: countText }) : m('userMenu');
  const label = !compact && name ? m('userMenuOf', { name, menu: menuLabel }) : menuLabel;

  const logout = useLogoutConfirm();

  const items: MenuProps['items'] = [
    { key: 'uc', icon: <UserOutlined />, label: m('userCenter'), onClick: () => navigate('/web/uc') },
    { key: 'profile', icon: <IdcardOutlined />, label: m('profile'), onClick: () => navigate(PROFILE_PATH) },
    {
      key: 'msg',
      icon: <MessageOutlined />,
      label: count > 0 ? m('messagesCount', { count: countText }) : m('messages'),
      onClick: () => navigate('/web/uc?to=msg'),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: m('logout'), danger: true, onClick: logout },
  ];

  return (
    <div className="xk-web-user">
      <LocaleSwitch className="xk-web-manage" iconOnly={compact} />
      {user?.roleType === RoleType.STAFF && (
        <Link to={ADMIN_HOME} className="xk-web-manage" data-testid="manage-link">
          <DashboardOutlined />
          {!compact && <span>{m('admin')}</span>}
        </Link>
      )}
      <div className="xk-web-user-box">
        <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
          <button type="button" className="xk-web-user-trigger" aria-label={label}>
            <Avatar size={34} src={user?.avatar || undefined} icon={<UserOutlined />} />
            {!compact && <span className="xk-web-user-name">{name}</span>}
            <CaretDownOutlined style={{ fontSize: 11 }} />
          </button>
        </Dropdown>
        {/* On the avatar's corner, outside the button: its count is in the button's name already. */}
        <Badge
          count={count}
          overflowCount={UNREAD_MAX}
          size="small"
          className="xk-web-user-badge"
          data-testid="unread-badge"
          aria-hidden
        />
      </div>
    </div>
  );
}
