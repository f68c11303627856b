import { t } from '@web/core/i18n';
import { Alert, Card, Tabs } from 'antd';
import { BaseTab } from './base-tab';
import { ProviderTab } from './provider-tab';
import { SwitchTab } from './switch-tab';
import './sys-config.css';
import { m } from './messages';

const cloudNotice = (provider: string) =>
  provider === 'local' ? null : <Alert type="info" showIcon title={m('cloudNotice')} />;

const smsNotice = (provider: string) =>
  provider === 'dev' ? <Alert type="warning" showIcon title={m('smsDevNotice')} /> : null;

const faceNotice = (provider: string) =>
  provider === 'local' ? <Alert type="info" showIcon title={m('faceLocalNotice')} /> : null;

/** 系统配置 (docs/REQUIREMENTS.md#config): base, switches, upload, face recognition and live streaming tabs. */
export default function SysConfigPage() {
  return (
    <Card className="xk-sys-config">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'base', label: m('tabBase'), children: <BaseTab /> },
          { key: 'switch', label: m('tabSwitch'), children: <SwitchTab /> },
          {
            key: 'upload',
            label: m('tabUpload'),
            children: <ProviderTab type="upload" successText={t('uploadConfigSaved')} notice={cloudNotice} />,
          },
          {
            key: 'face',
            label: m('tabFace'),
            children: <ProviderTab type="face" successText={m('faceSaved')} notice={faceNotice} />,
          },
          { key: 'live', label: m('tabLive'), children: <ProviderTab type="live" successText={m('liveSaved')} /> },
          {
            key: 'sms',
            label: m('tabSms'),
            children: <ProviderTab type="sms" successText={m('smsSaved')} notice={smsNotice} />,
          },
        ]}
      />
    </Card>
  );
}
