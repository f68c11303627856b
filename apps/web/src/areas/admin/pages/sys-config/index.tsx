import { t } from '@web/app/i18n';
import { Alert, Card, Tabs } from 'antd';
import { BaseTab } from './base-tab';
import { ProviderTab } from './provider-tab';
import { SwitchTab } from './switch-tab';
import './sys-config.css';

const cloudNotice = (provider: string) =>
  provider === 'local' ? null : (
    <Alert
      type="info"
      showIcon
      title="启用云存储后，浏览器使用服务器签发的短时令牌直接上传到云存储，请在存储空间的跨域（CORS）设置中允许本站域名。"
    />
  );

const smsNotice = (provider: string) =>
  provider === 'dev' ? (
    <Alert type="warning" showIcon title="开发模式不会发送短信，生产环境中短信功能不可用。" />
  ) : null;

const faceNotice = (provider: string) =>
  provider === 'local' ? (
    <Alert
      type="info"
      showIcon
      title="本地识别在本服务器上检测和比对人脸，无需云服务账号，未保存其他方案时默认使用；首次比对时加载模型，服务器需预留约 500 MB 内存。"
    />
  ) : null;

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
            children: <ProviderTab type="face" successText="人脸识别方案保存成功！" notice={faceNotice} />,
          },
          { key: 'live', label: '直播配置', children: <ProviderTab type="live" successText="直播配置保存成功！" /> },
          {
            key: 'sms',
            label: '短信配置',
            children: <ProviderTab type="sms" successText="短信配置保存成功！" notice={smsNotice} />,
          },
        ]}
      />
    </Card>
  );
}
