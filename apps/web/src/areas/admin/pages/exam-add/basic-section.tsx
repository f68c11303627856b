import { DictSelect } from '@web/shared/components/dict-select';
import { RichEditor } from '@web/shared/components/rich-editor';
import { Card, Col, DatePicker, Form, Input, InputNumber, Row } from 'antd';
import { type CompositionValue, compositionTotals } from './composition';
import { m } from './messages';

const minutes = (label: string, extra?: string) => ({
  label,
  extra,
  rules: [{ required: true, message: m('enterField', { label }) }],
});

/** 基本信息: title, type, description, time window, duration, pass mark, attempts and time limits. */
export function BasicSection() {
  const form = Form.useFormInstance();
  const composition = Form.useWatch('composition', form) as CompositionValue | undefined;
  const total = compositionTotals(composition).totalScore;
  return (
    <Card title={m('basicInfo')} size="small">
      <Form.Item
        label={m('title')}
        name="title"
        rules={[{ required: true, whitespace: true, message: m('titleRequired') }]}
      >
        <Input maxLength={256} placeholder={m('titlePlaceholder')} />
      </Form.Item>
      <Form.Item label={m('examType')} name="examType" rules={[{ required: true, message: m('examTypeRequired') }]}>
        <DictSelect dicCode="exam_type" placeholder={m('examTypePlaceholder')} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item
        label={m('examTime')}
        name="timeRange"
        rules={[{ required: true, message: m('examTimeRequired') }]}
        extra={m('examTimeExtra')}
      >
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder={[m('startTime'), m('endTime')]}
          style={{ maxWidth: 420 }}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...minutes(m('totalTime'))} name="totalTime">
            <InputNumber min={1} max={9999} precision={0} suffix={m('minutesUnit')} style={{ width: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label={m('qualifyScore')}
            name="qualifyScore"
            extra={m('qualifyExtra', { total })}
            rules={[{ required: true, message: m('qualifyRequired') }]}
          >
            <InputNumber min={0} max={10000} precision={2} suffix={m('scoreUnit')} style={{ width: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={m('chance')} name="chance" extra={m('chanceExtra')}>
            <InputNumber min={0} max={9999} precision={0} suffix={m('timesUnit')} style={{ width: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={m('lateMax')} name="lateMax" extra={m('lateMaxExtra')}>
            <InputNumber min={0} max={9999} precision={0} suffix={m('minutesUnit')} style={{ width: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={m('handMin')} name="handMin" extra={m('handMinExtra')}>
            <InputNumber min={0} max={9999} precision={0} suffix={m('minutesUnit')} style={{ width: 200 }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={m('content')} name="content">
        <RichEditor height={220} placeholder={m('contentPlaceholder')} />
      </Form.Item>
    </Card>
  );
}
