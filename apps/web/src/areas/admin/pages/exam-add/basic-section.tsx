import { DictSelect } from '@web/shared/components/dict-select';
import { RichEditor } from '@web/shared/components/rich-editor';
import { Card, Col, DatePicker, Form, Input, InputNumber, Row } from 'antd';
import { type CompositionValue, compositionTotals } from './composition';

const minutes = (label: string, extra?: string) => ({
  label,
  extra,
  rules: [{ required: true, message: `请输入${label}！` }],
});

/** 基本信息: title, type, description, time window, duration, pass mark, attempts and time limits. */
export function BasicSection() {
  const form = Form.useFormInstance();
  const composition = Form.useWatch('composition', form) as CompositionValue | undefined;
  const total = compositionTotals(composition).totalScore;
  return (
    <Card title="基本信息" size="small">
      <Form.Item
        label="考试名称"
        name="title"
        rules={[{ required: true, whitespace: true, message: '考试名称不能为空！' }]}
      >
        <Input maxLength={256} placeholder="请输入考试名称" />
      </Form.Item>
      <Form.Item label="考试类型" name="examType" rules={[{ required: true, message: '请选择考试类型！' }]}>
        <DictSelect dicCode="exam_type" placeholder="请选择考试类型" style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item
        label="考试时间"
        name="timeRange"
        rules={[{ required: true, message: '请选择考试的开始和结束时间！' }]}
        extra="考生只能在这段时间内进入考试"
      >
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder={['开始时间', '结束时间']}
          style={{ maxWidth: 420 }}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item {...minutes('考试时长')} name="totalTime">
            <InputNumber min={1} max={9999} precision={0} suffix="分钟" style={{ width: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="及格分"
            name="qualifyScore"
            extra={`试卷总分 ${total} 分（见下方组卷）`}
            rules={[{ required: true, message: '请输入及格分！' }]}
          >
            <InputNumber min={0} max={10000} precision={2} suffix="分" style={{ width: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="考试次数" name="chance" extra="0 为不限次数">
            <InputNumber min={0} max={9999} precision={0} suffix="次" style={{ width: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="迟到限制" name="lateMax" extra="开考后超过该分钟数不能再进入，0 为不限">
            <InputNumber min={0} max={9999} precision={0} suffix="分钟" style={{ width: 200 }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="最短交卷" name="handMin" extra="开考后至少答题该分钟数才能交卷，0 为不限">
            <InputNumber min={0} max={9999} precision={0} suffix="分钟" style={{ width: 200 }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="考试说明" name="content">
        <RichEditor height={220} placeholder="考试须知、注意事项等（选填）" />
      </Form.Item>
    </Card>
  );
}
