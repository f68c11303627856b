import { isModuleOn } from '@web/app/modules';
import { useSite, useUser } from '@web/app/session';
import { ChangePasswordForm } from '@web/shared/pages/profile/change-password-form';
import { UpdateInfoForm } from '@web/shared/pages/profile/update-info-form';
import { Card, Space, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { AvatarButton } from './components/avatar-dialog';
import { CertTab } from './components/cert-tab';
import { CourseLearnTab } from './components/course-learn-tab';
import { FaceTab } from './components/face-tab';
import { MessagesTab } from './components/messages-tab';
import { MobileTab } from './components/mobile-tab';
import { PointsTab } from './components/points-tab';
import { TrainTab } from './components/train-tab';
import { UserBanner } from './components/user-banner';

/**
 * The tabs of the user centre (docs/REQUIREMENTS.md#user-centre). `?to=<key>` opens one (`?to=msg` from the user menu).
 * 课件学习 shows while the course module is on, 我的证书 while the certificate module is.
 */
const TAB_KEYS = ['msg', 'train', 'course', 'cert', 'points', 'info', 'password', 'mobile', 'face'] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** 个人中心 (/web/uc): user banner and tabs. */
export default function UserCenterPage() {
  const user = useUser();
  const site = useSite();
  const courseOn = isModuleOn(site, 'course');
  const certOn = isModuleOn(site, 'cert');
  const [search, setSearch] = useSearchParams();
  const to = search.get('to');
  const hidden = (key: string) => (key === 'course' && !courseOn) || (key === 'cert' && !certOn);
  const active: TabKey = TAB_KEYS.includes(to as TabKey) && !hidden(to as string) ? (to as TabKey) : 'msg';
  if (!user) return null;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <UserBanner user={user} avatarAction={<AvatarButton avatar={user.avatar} />} />
      <Card>
        <Tabs
          activeKey={active}
          onChange={(key) => setSearch({ to: key }, { replace: true })}
          items={[
            { key: 'msg', label: '我的消息', children: <MessagesTab /> },
            { key: 'train', label: '训练记录', children: <TrainTab /> },
            ...(courseOn ? [{ key: 'course', label: '课件学习', children: <CourseLearnTab /> }] : []),
            ...(certOn ? [{ key: 'cert', label: '我的证书', children: <CertTab /> }] : []),
            { key: 'points', label: '积分记录', children: <PointsTab /> },
            { key: 'info', label: '修改资料', children: <UpdateInfoForm user={user} /> },
            { key: 'password', label: '修改密码', children: <ChangePasswordForm /> },
            { key: 'mobile', label: '绑定手机', children: <MobileTab /> },
            { key: 'face', label: '人脸照片', children: <FaceTab face={user.face} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
