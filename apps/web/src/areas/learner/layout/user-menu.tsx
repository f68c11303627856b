import {
  CaretDownOutlined,
  DashboardOutlined,
  IdcardOutlined,
  LogoutOutlined,
  MessageOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useUnreadCount } from '@web/api/user-queries';
import { ADMIN_HOME, PROFILE_PATH } from '@web/app/router/paths';
import { useUser } from '@web/app/session';
import { useLogoutConfirm } from '@web/shared/hooks/use-logout-confirm';
import { RoleType } from '@xuekao/contracts';
import { Avatar, Badge, Dropdown, type MenuProps } from 'antd';
import { Link, useNavigate } from 'react-router';

/** Largest number the unread badge shows (docs/REQUIREMENTS.md#layouts). */
const UNREAD_MAX = 99;

/** Header right side: manage link (roleType 2), avatar with the unread badge, name and the user menu. */
export function UserMenu({ compact }: { compact: boolean }) {
  const user = useUser();
  const navigate = useNavigate();
  const unread = useUnreadCount(Boolean(user));
  const count = unread.data ?? user?.unreadMsg ?? 0;

  const logout = useLogoutConfirm();

  const items: MenuProps['items'] = [
    { key: 'uc', icon: <UserOutlined />, label: '个人中心', onClick: () => navigate('/web/uc') },
    { key: 'profile', icon: <IdcardOutlined />, label: '个人资料', onClick: () => navigate(PROFILE_PATH) },
    {
      key: 'msg',
      icon: <MessageOutlined />,
      label: count > 0 ? `我的消息（${count > UNREAD_MAX ? `${UNREAD_MAX}+` : count}）` : '我的消息',
      onClick: () => navigate('/web/uc?to=msg'),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true, onClick: logout },
  ];

  return (
    <div className="xk-web-user">
      {user?.roleType === RoleType.STAFF && (
        <Link to={ADMIN_HOME} className="xk-web-manage" data-testid="manage-link">
          <DashboardOutlined />
          {!compact && <span>管理后台</span>}
        </Link>
      )}
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <button type="button" className="xk-web-user-trigger" aria-label="用户菜单">
          <Badge count={count} overflowCount={UNREAD_MAX} size="small" data-testid="unread-badge">
            <Avatar size={34} src={user?.avatar || undefined} icon={<UserOutlined />} />
          </Badge>
          {!compact && <span className="xk-web-user-name">{user?.realName || user?.userName}</span>}
          <CaretDownOutlined style={{ fontSize: 11 }} />
        </button>
      </Dropdown>
    </div>
  );
}
