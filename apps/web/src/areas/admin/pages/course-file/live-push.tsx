import { call } from '@web/api/request';
import { currentLocale } from '@web/i18n/core';
import { endpoints, type LivePushInfo } from '@xuekao/contracts';
import { Button, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { m } from './messages';

const { Text } = Typography;

/**
 * 推流地址 of a saved live course file: the OBS server and stream key (signed with the push key, valid 24
 * hours) and the signed playback addresses, with a preview in the live player (/player/live.html).
 */
export function LivePushPanel({ fileId }: { fileId: string }) {
  const [info, setInfo] = useState<LivePushInfo | null>(null);
  const [loading, setLoading] = useState(false);
  const [preview, setPreview] = useState(false);

  const load = async () => {
    setLoading(true);
    try {
      setInfo(await call(endpoints.live.pushInfo, { id: fileId }));
    } catch {
      // the request helper has shown the message (e.g. 请先在系统配置的直播配置中填写推流域名和播放域名！)
    } finally {
      setLoading(false);
    }
  };

  if (!info) {
    return (
      <Button onClick={load} loading={loading} data-testid="live-push-load">
        {m('showPush')}
      </Button>
    );
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="live-push-info">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={m('obsServer')}>
          <Text copyable>{info.server}</Text>
        </Descriptions.Item>
        <Descriptions.Item label={m('streamKey')}>
          <Text copyable style={{ wordBreak: 'break-all' }}>
            {info.streamKey}
          </Text>
        </Descriptions.Item>
        <Descriptions.Item label={m('validUntil')}>
          {new Date(info.expire * 1000).toLocaleString(currentLocale())}
        </Descriptions.Item>
        <Descriptions.Item label={m('playHls')}>
          <Text copyable style={{ wordBreak: 'break-all' }}>
            {info.pull.m3u8}
          </Text>
        </Descriptions.Item>
        <Descriptions.Item label={m('playFlv')}>
          <Text copyable style={{ wordBreak: 'break-all' }}>
            {info.pull.flv}
          </Text>
        </Descriptions.Item>
      </Descriptions>
      <Space>
        <Button onClick={load} loading={loading}>
          {m('regenerate')}
        </Button>
        <Button onClick={() => setPreview((p) => !p)}>{preview ? m('closePreview') : m('preview')}</Button>
      </Space>
      {preview && (
        <iframe
          title={m('previewTitle')}
          src={`/player/live.html?src=${encodeURIComponent(info.pull.m3u8)}`}
          style={{ width: '100%', minHeight: 520, border: 0 }}
          allow="autoplay; fullscreen"
        />
      )}
    </Space>
  );
}
