import { call } from '@web/api/request';
import { endpoints, type LivePushInfo } from '@xuekao/contracts';
import { Button, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';

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
        查看推流地址
      </Button>
    );
  }
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="live-push-info">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="OBS 服务器">
          <Text copyable>{info.server}</Text>
        </Descriptions.Item>
        <Descriptions.Item label="串流密钥">
          <Text copyable style={{ wordBreak: 'break-all' }}>
            {info.streamKey}
          </Text>
        </Descriptions.Item>
        <Descriptions.Item label="有效期至">{new Date(info.expire * 1000).toLocaleString('zh-CN')}</Descriptions.Item>
        <Descriptions.Item label="播放地址（HLS）">
          <Text copyable style={{ wordBreak: 'break-all' }}>
            {info.pull.m3u8}
          </Text>
        </Descriptions.Item>
        <Descriptions.Item label="播放地址（FLV）">
          <Text copyable style={{ wordBreak: 'break-all' }}>
            {info.pull.flv}
          </Text>
        </Descriptions.Item>
      </Descriptions>
      <Space>
        <Button onClick={load} loading={loading}>
          重新生成
        </Button>
        <Button onClick={() => setPreview((p) => !p)}>{preview ? '关闭预览' : '预览直播'}</Button>
      </Space>
      {preview && (
        <iframe
          title="直播预览"
          src={`/player/live.html?src=${encodeURIComponent(info.pull.m3u8)}`}
          style={{ width: '100%', minHeight: 520, border: 0 }}
          allow="autoplay; fullscreen"
        />
      )}
    </Space>
  );
}
