import { UserOutlined } from '@ant-design/icons';
import { useSite, useUser } from '@web/app/session';
import { BindMobileDialog } from '@web/shared/components/bind-mobile-dialog';
import { refreshSessionUser } from '@web/shared/refresh-session-user';
import { Avatar, Button, Card, Col, Descriptions, type DescriptionsProps, Image, Row, Tabs, Tag, theme } from 'antd';
import { useState } from 'react';
import { ChangePasswordForm } from './change-password-form';
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
    { key: 'userName', label: '登录账号', children: user.userName },
    { key: 'dept', label: '所属部门', children: dash(user.deptCode_dictText) },
    { key: 'realName', label: '姓名', children: dash(user.realName) },
    {
      key: 'mobile',
      label: '手机号',
      children: (
        <span>
          {dash(user.mobile)}
          <Button type="link" size="small" onClick={() => setBindOpen(true)}>
            {user.mobile ? '解绑手机' : '绑定手机'}
          </Button>
        </span>
      ),
    },
    { key: 'email', label: '邮箱', children: dash(user.email) },
    { key: 'idCard', label: '身份证号', children: dash(user.idCard) },
    { key: 'workType', label: '工种', children: dash(user.workTypeName) },
    { key: 'points', label: '积分', children: user.points ?? 0 },
  ];
  if (site?.faceLogin) {
    items.push({
      key: 'face',
      label: '人脸照片',
      children: user.face ? <Image src={user.face} width={96} alt="人脸照片" /> : '未上传',
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
                <Tag color="blue">{user.roleType === 1 ? '学员' : '管理用户'}</Tag>
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
                  label: '基本资料',
                  children: <Descriptions column={{ xs: 1, sm: 2 }} bordered size="middle" items={items} />,
                },
                { key: 'update', label: '修改资料', children: <UpdateInfoForm user={user} /> },
                { key: 'password', label: '修改密码', children: <ChangePasswordForm /> },
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
