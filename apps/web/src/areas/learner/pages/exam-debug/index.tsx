import {
  CameraOutlined,
  CheckCircleFilled,
  CloseCircleFilled,
  CompressOutlined,
  ExpandOutlined,
} from '@ant-design/icons';
import { CameraView } from '@web/shared/exam/camera-view';
import { enterFullscreen, exitFullscreen, fullscreenSupported } from '@web/shared/exam/fullscreen';
import { useCamera } from '@web/shared/exam/use-camera';
import { useFullscreenGuard } from '@web/shared/exam/use-fullscreen-guard';
import { Alert, Button, Card, Col, Image, List, Row, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { browserChecks } from './browser-checks';

/**
 * 设备调试 (/web/exam/debug): try the camera and take a test photo, try fullscreen, and see whether the
 * browser has what a monitored exam needs. Nothing is sent to the server.
 */
export default function ExamDebugPage() {
  const navigate = useNavigate();
  const camera = useCamera(true);
  const fs = useFullscreenGuard(true);
  const [photo, setPhoto] = useState('');
  const [checks, setChecks] = useState(browserChecks);
  const [cams, setCams] = useState<string[]>([]);

  // Camera names are readable once access was granted.
  useEffect(() => {
    if (camera.status !== 'ready' || !navigator.mediaDevices?.enumerateDevices) return;
    navigator.mediaDevices
      .enumerateDevices()
      .then((list) => setCams(list.filter((d) => d.kind === 'videoinput').map((d, i) => d.label || `摄像头 ${i + 1}`)))
      .catch(() => setCams([]));
  }, [camera.status]);

  useEffect(() => () => void exitFullscreen(), []);

  return (
    <Card
      title="设备调试"
      extra={
        <Button type="link" onClick={() => navigate(-1)}>
          返回
        </Button>
      }
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>摄像头</Typography.Title>
          <CameraView camera={camera} width="100%" height={300} />
          <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
            {camera.status === 'error' && <Alert type="error" showIcon title={camera.error} />}
            {camera.status === 'ready' && (
              <Alert type="success" showIcon title={`摄像头工作正常${cams.length ? `：${cams.join('、')}` : ''}`} />
            )}
            <Space>
              <Button
                type="primary"
                icon={<CameraOutlined />}
                disabled={camera.status !== 'ready'}
                onClick={() => setPhoto(camera.snapshot())}
                data-testid="debug-photo"
              >
                拍照测试
              </Button>
              <Button onClick={camera.retry}>重新载入摄像头</Button>
            </Space>
            {photo && <Image src={photo} width={240} alt="测试照片" data-testid="debug-photo-img" />}
          </Space>
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>全屏测试</Typography.Title>
          <Space style={{ marginBottom: 24 }}>
            <Tag color={fs.fullscreen ? 'success' : 'default'}>{fs.fullscreen ? '全屏中' : '未全屏'}</Tag>
            <Button
              icon={<ExpandOutlined />}
              disabled={!fullscreenSupported() || fs.fullscreen}
              onClick={() => void enterFullscreen()}
            >
              进入全屏
            </Button>
            <Button icon={<CompressOutlined />} disabled={!fs.fullscreen} onClick={() => void exitFullscreen()}>
              退出全屏
            </Button>
          </Space>
          <Typography.Title level={5}>
            浏览器检测
            <Button type="link" size="small" onClick={() => setChecks(browserChecks())}>
              重新检测
            </Button>
          </Typography.Title>
          <List
            size="small"
            bordered
            dataSource={checks}
            data-testid="browser-checks"
            renderItem={(c) => (
              <List.Item>
                <Space orientation="vertical" size={0}>
                  <Space>
                    {c.ok ? (
                      <CheckCircleFilled style={{ color: '#52c41a' }} />
                    ) : (
                      <CloseCircleFilled style={{ color: '#ff4d4f' }} />
                    )}
                    {c.label}
                  </Space>
                  {!c.ok && <Typography.Text type="danger">{c.hint}</Typography.Text>}
                </Space>
              </List.Item>
            )}
          />
        </Col>
      </Row>
    </Card>
  );
}
