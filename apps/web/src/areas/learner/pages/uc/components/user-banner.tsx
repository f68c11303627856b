import { ApartmentOutlined, IdcardOutlined, StarOutlined, UserOutlined } from '@ant-design/icons';
import type { SessionInfo } from '@xuekao/contracts';
import { Avatar, Card, Space, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { m } from '../messages';

/** The user centre banner (docs/REQUIREMENTS.md#user-centre): avatar, real name, id, department and points. */
export function UserBanner({ user, avatarAction }: { user: SessionInfo; avatarAction?: ReactNode }) {
  return (
    <Card
      styles={{ body: { padding: 24 } }}
      // White text needs a dark enough blue (axe cannot measure a gradient: #409eff had 2.8:1 with white).
      style={{ background: 'linear-gradient(135deg, #0062c8 0%, #1170d2 100%)', border: 0 }}
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
          <Space size={24} wrap style={{ marginTop: 10, color: '#fff' }}>
            <span>
              <IdcardOutlined /> {m('idOf', { id: user.id })}
            </span>
            <span>
              <UserOutlined /> {m('accountOf', { name: user.userName })}
            </span>
            <span>
              <ApartmentOutlined /> {m('deptOf', { dept: user.deptCode_dictText || '-' })}
            </span>
          </Space>
        </div>
        <Statistic
          title={<span style={{ color: '#fff' }}>{m('myPoints')}</span>}
          value={user.points ?? 0}
          prefix={<StarOutlined />}
          styles={{ content: { color: '#fff' } }}
        />
      </div>
    </Card>
  );
}
