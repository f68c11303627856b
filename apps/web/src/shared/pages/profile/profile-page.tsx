import { UserOutlined } from '@ant-design/icons';
import { useSite, useUser } from '@web/core/session';
import { BindMobileDialog } from '@web/shared/components/bind-mobile-dialog';
import { refreshSessionUser } from '@web/shared/refresh-session-user';
import { Avatar, Button, Card, Col, Descriptions, type DescriptionsProps, Image, Row, Tabs, Tag, theme } from 'antd';
import { useState } from 'react';
import { ChangePasswordForm } from './change-password-form';
import { m } from './messages';
import { UpdateInfoForm } from './update-info-form';

const dash = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '-' : v);

/** Personal profile (/profile/index), shown in the shell of the user's side. */
export function ProfilePage() {
  const user = useUser();
  const site = useSite();
  const { token } = theme.useToken();
  const [bindOpen, setBindOpen] = useState(false);
  if (!user) return null;

  const items: NonNullable<DescriptionsProps['items']> = [
    { key: 'userName', label: m('userName'), children: user.userName },
    { key: 'dept', label: m('dept'), children: dash(user.deptCode_dictText) },
    { key: 'realName', label: m('realName'), children: dash(user.realName) },
    {
      key: 'mobile',
      label: m('mobile'),
      children: (
        <span>
          {dash(user.mobile)}
          <Button type="link" size="small" onClick={() => setBindOpen(true)}>
            {user.mobile ? m('unbindMobile') : m('bindMobile')}
          </Button>
        </span>
      ),
    },
    { key: 'email', label: m('email'), children: dash(user.email) },
    { key: 'idCard', label: m('idCard'), children: dash(user.idCard) },
    { key: 'workType', label: m('workType'), children: dash(user.workTypeName) },
    { key: 'points', label: m('points'), children: user.points ?? 0 },
  ];
  if (site?.faceLogin) {
    items.push({
      key: 'face',
      label: m('face'),
      children: user.face ? <Image src={user.face} width={96} alt={m('face')} /> : m('notUploaded'),
    });
  }

  return (
    <div style={{ maxWidth: 1200, margin: '0 auto' }}>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={7}>
          <Card>
            <div style={{ textAlign: 'center', padding: '12px 0' }}>
              <Avatar size={96} src={user.avatar || undefined} icon={<UserOutlined />} />
              <div style={{ marginTop: 12, fontSize: 18, fontWeight: 600 }}>{user.realName || user.userName}</div>
              <div style={{ color: token.colorTextSecondary, marginTop: 4 }}>{user.userName}</div>
              <div style={{ marginTop: 12 }}>
                <Tag color="blue">{user.roleType === 1 ? m('learner') : m('staff')}</Tag>
                {user.deptCode_dictText && <Tag>{user.deptCode_dictText}</Tag>}
              </div>
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={17}>
          <Card>
            <Tabs
              items={[
                {
                  key: 'info',
                  label: m('basicInfo'),
                  children: <Descriptions column={{ xs: 1, sm: 2 }} bordered size="middle" items={items} />,
                },
                { key: 'update', label: m('updateInfo'), children: <UpdateInfoForm user={user} /> },
                { key: 'password', label: m('changePassword'), children: <ChangePasswordForm /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <BindMobileDialog
        open={bindOpen}
        mode={user.mobile ? 'unbind' : 'bind'}
        onClose={() => setBindOpen(false)}
        onDone={() => void refreshSessionUser()}
      />
    </div>
  );
}
