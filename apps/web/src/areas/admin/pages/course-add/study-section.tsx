import { Card, Col, Form, InputNumber, Row, Switch } from 'antd';
import type { ReactNode } from 'react';

function Toggle({ name, label, extra }: { name: string; label: string; extra?: ReactNode }) {
  return (
    <Form.Item label={label} name={name} valuePropName="checked" extra={extra}>
      <Switch checkedChildren="开" unCheckedChildren="关" aria-label={label} />
    </Form.Item>
  );
}

function Num(props: { name: string; label: string; min: number; max: number; suffix: string; extra?: string }) {
  const { name, label, min, max, suffix, extra } = props;
  return (
    <Form.Item
      label={label}
      name={name}
      extra={extra}
      rules={[{ required: true, type: 'number', min, max, message: `请输入${label}（${min}-${max}）！` }]}
    >
      <InputNumber min={min} max={max} precision={0} suffix={suffix} style={{ width: 200 }} aria-label={label} />
    </Form.Item>
  );
}

/**
 * 学习设置 (anti-cheat, spec names): face captures, hand camera, study photos, dragging, speeds, reading
 * checks and in-course exercises; the numbers show only when their switch is on.
 */
export function StudySection() {
  const form = Form.useFormInstance();
  const faceCam = Form.useWatch('faceCam', form) as boolean | undefined;
  const uploadPhoto = Form.useWatch('uploadPhoto', form) as boolean | undefined;
  const checkOn = Form.useWatch('checkOn', form) as boolean | undefined;
  const exercises = Form.useWatch('exercises', form) as boolean | undefined;
  return (
    <Card title="学习设置" size="small">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Toggle name="faceCam" label="人脸抓拍" extra="学习中抓拍并比对人脸" />
        </Col>
        {faceCam && (
          <Col xs={24} md={8}>
            <Num name="faceInterval" label="抓拍次数" min={1} max={1000} suffix="次" extra="每个课件抓拍的次数" />
          </Col>
        )}
        {(faceCam || uploadPhoto) && (
          <Col xs={24} md={8}>
            <Num name="faceIntervalTime" label="抓拍间隔(分钟)" min={1} max={1440} suffix="分钟" />
          </Col>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Toggle name="handCam" label="手部摄像" />
        </Col>
        <Col xs={24} md={8}>
          <Toggle name="uploadPhoto" label="上传照片" extra="学习中定时拍照上传" />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Toggle name="videoDrag" label="允许拖动" extra="视频可以向前拖动进度" />
        </Col>
        <Col xs={24} md={8}>
          <Toggle name="tripleSpeed" label="倍速播放" extra="提供 1、1.5、2 倍速" />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Toggle name="checkOn" label="阅读检查" extra="定时弹出验证码确认在学" />
        </Col>
        {checkOn && (
          <Col xs={24} md={8}>
            <Num name="checkSec" label="检查间隔(分钟)" min={1} max={1440} suffix="分钟" />
          </Col>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Toggle name="exercises" label="课中练习" extra="从课件的练习题库中抽题" />
        </Col>
        {exercises && (
          <Col xs={24} md={8}>
            <Num name="exercisesCount" label="每个课件题数" min={1} max={100} suffix="题" />
          </Col>
        )}
      </Row>
    </Card>
  );
}
