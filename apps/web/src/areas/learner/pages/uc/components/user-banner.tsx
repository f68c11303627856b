import { ApartmentOutlined, IdcardOutlined, StarOutlined, UserOutlined } from '@ant-design/icons';
import type { SessionInfo } from '@xuekao/contracts';
import { Avatar, Card, Space, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The user centre banner (docs/REQUIREMENTS.md#user-centre): avatar, real name, id, department and points. */
export function UserBanner({ user, avatarAction }: { user: SessionInfo; avatarAction?: ReactNode }) {
  return (
    <Card
      styles={{ body: { padding: 24 } }}
      style={{ background: 'linear-gradient(135deg, #409eff 0%, #66b1ff 100%)', border: 0 }}
      data-testid="uc-banner"
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, flexWrap: 'wrap', color: '#fff' }}>
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          <Avatar
            size={88}
            src={user.avatar || undefined}
            icon={<UserOutlined />}
            style={{ border: '3px solid rgba(255,255,255,0.8)', background: '#79bbff' }}
          />
          {avatarAction}
        </div>
        <div style={{ flex: 1, minWidth: 220 }}>
          <Typography.Title level={3} style={{ color: '#fff', margin: 0 }}>
            {user.realName || user.userName}
          </Typography.Title>
          <Space size={24} wrap style={{ marginTop: 10, color: 'rgba(255,255,255,0.92)' }}>
            <span>
              <IdcardOutlined /> ID：{user.id}
            </span>
            <span>
              <UserOutlined /> 账号：{user.userName}
            </span>
            <span>
              <ApartmentOutlined /> 部门：{user.deptCode_dictText || '-'}
            </span>
          </Space>
        </div>
        <Statistic
          title={<span style={{ color: 'rgba(255,255,255,0.85)' }}>我的积分</span>}
          value={user.points ?? 0}
          prefix={<StarOutlined />}
          styles={{ content: { color: '#fff' } }}
        />
      </div>
    </Card>
  );
}
