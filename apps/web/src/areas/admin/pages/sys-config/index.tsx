import { t } from '@web/app/i18n';
import { Alert, Card, Tabs } from 'antd';
import { BaseTab } from './base-tab';
import { ProviderTab } from './provider-tab';
import { SwitchTab } from './switch-tab';
import './sys-config.css';

const cloudNotice = (provider: string) =>
  provider === 'local' ? null : (
    <Alert type="warning" showIcon title="云存储的服务器上传将在后续版本提供：启用后，上传文件会提示切换回本地存储。" />
  );

/** 系统配置 (docs/REQUIREMENTS.md#config): base, switches, upload, face recognition and live streaming tabs. */
export default function SysConfigPage() {
  return (
    <Card className="xk-sys-config">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'base', label: '基础配置', children: <BaseTab /> },
          { key: 'switch', label: '功能开关', children: <SwitchTab /> },
          {
            key: 'upload',
            label: '上传配置',
            children: <ProviderTab type="upload" successText={t('uploadConfigSaved')} notice={cloudNotice} />,
          },
          {
            key: 'face',
            label: '人脸识别',
            children: <ProviderTab type="face" successText="人脸识别方案保存成功！" />,
          },
          { key: 'live', label: '直播配置', children: <ProviderTab type="live" successText="直播配置保存成功！" /> },
        ]}
      />
    </Card>
  );
}
