import { isModuleOn } from '@web/core/modules';
import { useSite } from '@web/core/session';
import { CertSelect } from '@web/shared/components/cert-select';
import { Card, Col, Form, InputNumber, Row, Switch } from 'antd';
import type { ReactNode } from 'react';
import { ActionCheckFields } from './action-check-fields';
import { m } from './messages';

function Toggle({ name, label, extra }: { name: string; label: string; extra?: ReactNode }) {
  return (
    <Form.Item label={label} name={name} valuePropName="checked" extra={extra}>
      <Switch checkedChildren={m('switchOn')} unCheckedChildren={m('switchOff')} />
    </Form.Item>
  );
}

function Num({
  name,
  label,
  min,
  max,
  suffix,
}: {
  name: string;
  label: string;
  min: number;
  max: number;
  suffix: string;
}) {
  return (
    <Form.Item label={label} name={name} rules={[{ required: true, message: m('enterField', { label }) }]}>
      <InputNumber min={min} max={max} precision={0} suffix={suffix} style={{ width: 200 }} />
    </Form.Item>
  );
}

/** 防作弊: shuffling, answer display, copy/paste, leave detection, face check and camera captures, partial credit. */
export function AntiCheatSection() {
  const form = Form.useFormInstance();
  const leaveOn = Form.useWatch('leaveOn', form) as boolean | undefined;
  const camOn = Form.useWatch('camOn', form) as boolean | undefined;
  return (
    <Card title={m('antiCheat')} size="small">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Toggle name="quRand" label={m('quRand')} extra={m('quRandExtra')} />
        </Col>
        <Col xs={24} md={12}>
          <Toggle name="itemRand" label={m('itemRand')} extra={m('itemRandExtra')} />
        </Col>
        <Col xs={24} md={12}>
          <Toggle name="showAnswer" label={m('showAnswer')} />
        </Col>
        <Col xs={24} md={12}>
          <Toggle name="copyPaste" label={m('copyPaste')} />
        </Col>
        <Col xs={24} md={12}>
          <Toggle name="faceOn" label={m('faceOn')} />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={m('partialPercent')} name="partialPercent" extra={m('partialPercentExtra')}>
            <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: 200 }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={24}>
          <Toggle name="leaveOn" label={m('leaveOn')} extra={m('leaveOnExtra')} />
        </Col>
        {leaveOn && (
          <>
            <Col xs={24} md={12}>
              <Num name="leaveCheck" label={m('leaveCheck')} min={1} max={3600} suffix={m('secondsUnit')} />
            </Col>
            <Col xs={24} md={12}>
              <Num name="leaveCount" label={m('leaveCount')} min={1} max={999} suffix={m('timesUnit')} />
            </Col>
          </>
        )}
      </Row>
      <ActionCheckFields />
      <Row gutter={16}>
        <Col xs={24} md={24}>
          <Toggle name="camOn" label={m('camOn')} extra={m('camOnExtra')} />
        </Col>
        {camOn && (
          <>
            <Col xs={24} md={12}>
              <Num name="camInterval" label={m('camInterval')} min={1} max={999} suffix={m('minutesUnit')} />
            </Col>
            <Col xs={24} md={12}>
              <Num name="faceLimit" label={m('faceLimit')} min={1} max={999} suffix={m('timesUnit')} />
            </Col>
          </>
        )}
      </Row>
    </Card>
  );
}

/** 奖励: points and a certificate given when the learner passes. */
export function RewardSection() {
  const certOn = isModuleOn(useSite(), 'cert');
  return (
    <Card title={m('reward')} size="small">
      <Form.Item label={m('points')} name="points" extra={m('pointsExtra')}>
        <InputNumber min={0} max={100000} precision={0} suffix={m('scoreUnit')} style={{ width: 200 }} />
      </Form.Item>
      {certOn && (
        <Form.Item label={m('cert')} name="certId" extra={m('certExtra')}>
          <CertSelect placeholder={m('certPlaceholder')} style={{ maxWidth: 420 }} />
        </Form.Item>
      )}
    </Card>
  );
}
