import { Card, Col, Form, InputNumber, Row, Switch } from 'antd';
import type { ReactNode } from 'react';
import { m } from './messages';

function Toggle({ name, label, extra }: { name: string; label: string; extra?: ReactNode }) {
  return (
    <Form.Item label={label} name={name} valuePropName="checked" extra={extra}>
      <Switch checkedChildren={m('on')} unCheckedChildren={m('off')} aria-label={label} />
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
      rules={[{ required: true, type: 'number', min, max, message: m('numberRequired', { label, min, max }) }]}
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
    <Card title={m('study')} size="small">
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Toggle name="faceCam" label={m('faceCam')} extra={m('faceCamHint')} />
        </Col>
        {faceCam && (
          <Col xs={24} md={8}>
            <Num
              name="faceInterval"
              label={m('faceInterval')}
              min={1}
              max={1000}
              suffix={m('timesUnit')}
              extra={m('faceIntervalHint')}
            />
          </Col>
        )}
        {(faceCam || uploadPhoto) && (
          <Col xs={24} md={8}>
            <Num name="faceIntervalTime" label={m('faceIntervalTime')} min={1} max={1440} suffix={m('minutesUnit')} />
          </Col>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Toggle name="handCam" label={m('handCam')} />
        </Col>
        <Col xs={24} md={8}>
          <Toggle name="uploadPhoto" label={m('uploadPhoto')} extra={m('uploadPhotoHint')} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Toggle name="videoDrag" label={m('videoDrag')} extra={m('videoDragHint')} />
        </Col>
        <Col xs={24} md={8}>
          <Toggle name="tripleSpeed" label={m('tripleSpeed')} extra={m('tripleSpeedHint')} />
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Toggle name="checkOn" label={m('checkOn')} extra={m('checkOnHint')} />
        </Col>
        {checkOn && (
          <Col xs={24} md={8}>
            <Num name="checkSec" label={m('checkSec')} min={1} max={1440} suffix={m('minutesUnit')} />
          </Col>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Toggle name="exercises" label={m('exercises')} extra={m('exercisesHint')} />
        </Col>
        {exercises && (
          <Col xs={24} md={8}>
            <Num name="exercisesCount" label={m('exercisesCount')} min={1} max={100} suffix={m('questionsUnit')} />
          </Col>
        )}
      </Row>
    </Card>
  );
}
