import { isModuleOn } from '@web/app/modules';
import { useSite } from '@web/app/session';
import { CertSelect } from '@web/shared/components/cert-select';
import { Card, Col, Form, InputNumber, Row, Switch } from 'antd';
import type { ReactNode } from 'react';

function Toggle({ name, label, extra }: { name: string; label: string; extra?: ReactNode }) {
  return (
    <Form.Item label={label} name={name} valuePropName="checked" extra={extra}>
      <Switch checkedChildren="开" unCheckedChildren="关" />
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
    <Form.Item label={label} name={name} rules={[{ required: true, message: `请输入${label}！` }]}>
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
    <Card title="防作弊" size="small">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Toggle name="quRand" label="试题乱序" extra="每位考生的试题顺序不同" />
        </Col>
        <Col xs={24} md={12}>
          <Toggle name="itemRand" label="选项乱序" extra="选择题的选项顺序打乱" />
        </Col>
        <Col xs={24} md={12}>
          <Toggle name="showAnswer" label="交卷后显示答案" />
        </Col>
        <Col xs={24} md={12}>
          <Toggle name="copyPaste" label="允许复制粘贴" />
        </Col>
        <Col xs={24} md={12}>
          <Toggle name="faceOn" label="进入时人脸验证" />
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="多选题漏选得分" name="partialPercent" extra="漏选（无错选）时按该比例给分，0 为不给分">
            <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: 200 }} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={24}>
          <Toggle name="leaveOn" label="切屏检测" extra="离开考试页面将被记录，超过次数自动交卷" />
        </Col>
        {leaveOn && (
          <>
            <Col xs={24} md={12}>
              <Num name="leaveCheck" label="离开判定" min={1} max={3600} suffix="秒" />
            </Col>
            <Col xs={24} md={12}>
              <Num name="leaveCount" label="允许离开次数" min={1} max={999} suffix="次" />
            </Col>
          </>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={24}>
          <Toggle name="camOn" label="摄像头抓拍" extra="考试中定时抓拍并比对人脸" />
        </Col>
        {camOn && (
          <>
            <Col xs={24} md={12}>
              <Num name="camInterval" label="抓拍间隔" min={1} max={999} suffix="分钟" />
            </Col>
            <Col xs={24} md={12}>
              <Num name="faceLimit" label="人脸失败上限" min={1} max={999} suffix="次" />
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
    <Card title="奖励" size="small">
      <Form.Item label="通过积分" name="points" extra="考试通过后奖励的积分，0 为不奖励">
        <InputNumber min={0} max={100000} precision={0} suffix="分" style={{ width: 200 }} />
      </Form.Item>
      {certOn && (
        <Form.Item label="通过证书" name="certId" extra="选填；考试通过后自动发放该证书">
          <CertSelect placeholder="选择证书（选填）" style={{ maxWidth: 420 }} />
        </Form.Item>
      )}
    </Card>
  );
}
