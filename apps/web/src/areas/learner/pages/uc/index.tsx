import { isModuleOn } from '@web/core/modules';
import { useSite, useUser } from '@web/core/session';
import { useIsMobile } from '@web/shared/hooks/use-is-mobile';
import { ChangePasswordForm } from '@web/shared/pages/profile/change-password-form';
import { UpdateInfoForm } from '@web/shared/pages/profile/update-info-form';
import { Card, Space, Tabs } from 'antd';
import type { ReactNode } from 'react';
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
import { m } from './messages';

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
  const mobile = useIsMobile();
  const hidden = (key: string) => (key === 'course' && !courseOn) || (key === 'cert' && !certOn);
  const active: TabKey = TAB_KEYS.includes(to as TabKey) && !hidden(to as string) ? (to as TabKey) : 'msg';
  if (!user) return null;

  const items = [
    { key: 'msg', label: m('tabMsg'), children: <MessagesTab /> },
    { key: 'train', label: m('tabTrain'), children: <TrainTab /> },
    ...(courseOn ? [{ key: 'course', label: m('tabCourse'), children: <CourseLearnTab /> }] : []),
    ...(certOn ? [{ key: 'cert', label: m('tabCert'), children: <CertTab /> }] : []),
    { key: 'points', label: m('tabPoints'), children: <PointsTab /> },
    { key: 'info', label: m('tabInfo'), children: <UpdateInfoForm user={user} /> },
    { key: 'password', label: m('tabPassword'), children: <ChangePasswordForm /> },
    { key: 'mobile', label: m('tabMobile'), children: <MobileTab /> },
    { key: 'face', label: m('tabFace'), children: <FaceTab face={user.face} /> },
  ];
  const open = (key: string) => setSearch({ to: key }, { replace: true });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <UserBanner user={user} avatarAction={<AvatarButton avatar={user.avatar} />} />
      <Card>
        {mobile ? (
          <MobileSections items={items} active={active} onChange={open} />
        ) : (
          <Tabs activeKey={active} onChange={open} items={items} />
        )}
      </Card>
    </Space>
  );
}

/**
 * The sections on a phone: nine tabs do not fit 390 px, and antd's overflow menu is a button inside the
 * tablist (axe: aria-required-children), so a labelled native select picks the section shown below it.
 */
function MobileSections({
  items,
  active,
  onChange,
}: {
  items: Array<{ key: string; label: string; children: ReactNode }>;
  active: string;
  onChange: (key: string) => void;
}) {
  const shown = items.find((i) => i.key === active) ?? items[0];
  return (
    <>
      <label style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 16 }}>
        <span style={{ whiteSpace: 'nowrap' }}>{m('section')}</span>
        <select
          value={shown.key}
          onChange={(e) => onChange(e.target.value)}
          data-testid="uc-section"
          style={{
            flex: 1,
            height: 36,
            padding: '0 8px',
            fontSize: 15,
            border: '1px solid #d9d9d9',
            borderRadius: 6,
            background: '#fff',
          }}
        >
          {items.map((i) => (
            <option key={i.key} value={i.key}>
              {i.label}
            </option>
          ))}
        </select>
      </label>
      <section aria-label={shown.label}>{shown.children}</section>
    </>
  );
}
