import { isModuleOn } from '@web/app/modules';
import { useSite, useUser } from '@web/app/session';
import { ChangePasswordForm } from '@web/shared/pages/profile/change-password-form';
import { UpdateInfoForm } from '@web/shared/pages/profile/update-info-form';
import { Card, Space, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { AvatarButton } from './components/avatar-dialog';
import { CourseLearnTab } from './components/course-learn-tab';
import { FaceTab } from './components/face-tab';
import { MessagesTab } from './components/messages-tab';
import { MobileTab } from './components/mobile-tab';
import { PointsTab } from './components/points-tab';
import { TrainTab } from './components/train-tab';
import { UserBanner } from './components/user-banner';

/**
 * The tabs of the user centre (docs/REQUIREMENTS.md#user-centre). `?to=<key>` opens one (`?to=msg` from the user menu).
 * 课件学习 shows while the course module is on.
 * TODO: tabs whose data later issues build, added there and not shown before:
 *   我的证书 (certificates, issue of the cert module).
 */
const TAB_KEYS = ['msg', 'train', 'course', 'points', 'info', 'password', 'mobile', 'face'] as const;
type TabKey = (typeof TAB_KEYS)[number];

/** 个人中心 (/web/uc): user banner and tabs. */
export default function UserCenterPage() {
  const user = useUser();
  const courseOn = isModuleOn(useSite(), 'course');
  const [search, setSearch] = useSearchParams();
  const to = search.get('to');
  const active: TabKey = TAB_KEYS.includes(to as TabKey) && (to !== 'course' || courseOn) ? (to as TabKey) : 'msg';
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
