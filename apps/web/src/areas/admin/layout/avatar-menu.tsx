import { CaretDownOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useUser } from '@web/core/session';
import { useLogoutConfirm } from '@web/shared/hooks/use-logout-confirm';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { m } from './messages';
import { resetViews } from './tags-store';

/** Avatar with 个人中心, 布局设置 and 退出登录 (asks first, then ends the session and goes to /login). */
export function AvatarMenu({ onOpenSettings }: { onOpenSettings: () => void }) {
  const user = useUser();
  const navigate = useNavigate();

  const logout = useLogoutConfirm(resetViews);

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: m('profile'), onClick: () => navigate('/profile/index') },
    { key: 'settings', icon: <SettingOutlined />, label: m('layoutSettings'), onClick: onOpenSettings },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: m('logout'), onClick: logout },
  ];

  const name = user?.realName || user?.userName || '';
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <button type="button" className="xk-navbar-item xk-navbar-user" aria-label={m('userMenu')}>
        <Avatar shape="square" size={32} src={user?.avatar || undefined} icon={<UserOutlined />} />
        <span className="xk-navbar-user-name">{name}</span>
        <CaretDownOutlined style={{ fontSize: 12 }} />
      </button>
    </Dropdown>
  );
}
