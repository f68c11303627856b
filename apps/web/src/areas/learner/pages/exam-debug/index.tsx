import {
  CameraOutlined,
  CheckCircleFilled,
  CloseCircleFilled,
  CompressOutlined,
  ExpandOutlined,
} from '@ant-design/icons';
import { CameraView } from '@web/shared/exam/camera-view';
import { enterFullscreen, exitFullscreen, fullscreenSupported } from '@web/shared/exam/fullscreen';
import { m as examM } from '@web/shared/exam/messages';
import { useCamera } from '@web/shared/exam/use-camera';
import { useFullscreenGuard } from '@web/shared/exam/use-fullscreen-guard';
import { useFaceTracking } from '@web/shared/face-tracking/use-face-tracking';
import { Alert, Button, Card, Col, Image, List, Row, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { browserChecks } from './browser-checks';
import { m } from './messages';

/**
 * 设备调试 (/web/exam/debug): try the camera and take a test photo, try fullscreen, and see whether the
 * browser has what a monitored exam needs. Nothing is sent to the server.
 */
export default function ExamDebugPage() {
  const navigate = useNavigate();
  const camera = useCamera(true);
  // The exam camera's face tracking, to try before an exam (nothing is sent).
  const face = useFaceTracking(camera.videoRef, { enabled: camera.status === 'ready', everyMs: 1000 });
  const fs = useFullscreenGuard(true);
  const [photo, setPhoto] = useState('');
  const [checks, setChecks] = useState(browserChecks);
  const [cams, setCams] = useState<string[]>([]);

  // Camera names are readable once access was granted.
  useEffect(() => {
    if (camera.status !== 'ready' || !navigator.mediaDevices?.enumerateDevices) return;
    navigator.mediaDevices
      .enumerateDevices()
      .then((list) =>
        setCams(list.filter((d) => d.kind === 'videoinput').map((d, i) => d.label || m('cameraN', { n: i + 1 }))),
      )
      .catch(() => setCams([]));
  }, [camera.status]);

  useEffect(() => () => void exitFullscreen(), []);

  return (
    <Card
      title={m('title')}
      extra={
        <Button type="link" onClick={() => navigate(-1)}>
          {m('back')}
        </Button>
      }
    >
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{m('camera')}</Typography.Title>
          <CameraView camera={camera} width="100%" height={300} face={face} />
          <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
            {camera.status === 'error' && <Alert type="error" showIcon title={camera.error} />}
            {camera.status === 'ready' && (
              <Alert
                type="success"
                showIcon
                title={cams.length ? m('cameraOkOf', { names: cams.join(m('nameSep')) }) : m('cameraOk')}
              />
            )}
            {camera.status === 'ready' && face !== 'tracking' && (
              <Alert
                data-testid="debug-face"
                type={face === 'found' ? 'success' : face === 'none' ? 'warning' : 'info'}
                showIcon
                title={face === 'found' ? m('faceFound') : face === 'none' ? examM('noFace') : m('faceUnavailable')}
              />
            )}
            <Space>
              <Button
                type="primary"
                icon={<CameraOutlined />}
                disabled={camera.status !== 'ready'}
                onClick={() => setPhoto(camera.snapshot())}
                data-testid="debug-photo"
              >
                {m('testPhoto')}
              </Button>
              <Button onClick={camera.retry}>{m('reloadCamera')}</Button>
            </Space>
            {photo && <Image src={photo} width={240} alt={m('photoAlt')} data-testid="debug-photo-img" />}
          </Space>
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{m('fullscreenTest')}</Typography.Title>
          <Space style={{ marginBottom: 24 }}>
            <Tag color={fs.fullscreen ? 'success' : 'default'}>
              {m(fs.fullscreen ? 'inFullscreen' : 'notFullscreen')}
            </Tag>
            <Button
              icon={<ExpandOutlined />}
              disabled={!fullscreenSupported() || fs.fullscreen}
              onClick={() => void enterFullscreen()}
            >
              {examM('enterFullscreen')}
            </Button>
            <Button icon={<CompressOutlined />} disabled={!fs.fullscreen} onClick={() => void exitFullscreen()}>
              {m('exitFullscreen')}
            </Button>
          </Space>
          <Typography.Title level={5}>
            {m('browserCheck')}
            <Button type="link" size="small" onClick={() => setChecks(browserChecks())}>
              {m('recheck')}
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
