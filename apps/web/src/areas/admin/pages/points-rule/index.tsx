import { SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { endpoints, type PointsRule } from '@xuekao/contracts';
import { App, Button, Card, Form, InputNumber, Select, Skeleton, Switch, Table, Typography } from 'antd';
import { useEffect } from 'react';

const CYCLES = [
  { value: 0, label: '不限' },
  { value: 1, label: '每天' },
  { value: 2, label: '每周' },
  { value: 3, label: '每月' },
];
/** Exam and course rules grant the points set on each exam or course; the others the points here. */
const OWN_POINTS = new Set(['exam_pass', 'course_finish']);

interface RulesForm {
  rules: PointsRule[];
}

/**
 * 积分规则 (points:rule): each source of points on or off, its points (training: per question answered
 * right, once per question; sign-in: once a day) and an optional cap per day, week or month.
 */
export default function PointsRulePage() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<RulesForm>();
  const rules = useQuery({ queryKey: ['points', 'rules'], queryFn: () => call(endpoints.points.ruleList, {}) });
  useEffect(() => {
    if (rules.data) form.setFieldsValue({ rules: rules.data });
  }, [rules.data, form]);
  if (rules.isLoading) return <Skeleton active />;

  const save = async () => {
    const v = await form.validateFields();
    const merged = (rules.data ?? []).map((r, i) => ({ ...r, ...v.rules[i] }));
    await call(endpoints.points.ruleSave, { rules: merged });
    message.success('保存成功！');
    await qc.invalidateQueries({ queryKey: ['points', 'rules'] });
  };
  return (
    <Card
      title="积分规则"
      extra={
        <Button type="primary" icon={<SaveOutlined />} onClick={() => void save().catch(() => undefined)}>
          保存
        </Button>
      }
    >
      <Form form={form} component={false}>
        <Table<PointsRule>
          rowKey="code"
          pagination={false}
          dataSource={rules.data ?? []}
          columns={[
            { title: '积分来源', dataIndex: 'title', width: 140 },
            {
              title: '启用',
              dataIndex: 'state',
              width: 90,
              render: (_v, _r, i) => (
                <Form.Item
                  name={['rules', i, 'state']}
                  noStyle
                  getValueProps={(v: number) => ({ checked: v === 0 })}
                  getValueFromEvent={(on: boolean) => (on ? 0 : 1)}
                >
                  <Switch />
                </Form.Item>
              ),
            },
            {
              title: '积分',
              dataIndex: 'points',
              render: (_v, r, i) =>
                OWN_POINTS.has(r.code) ? (
                  <Typography.Text type="secondary">
                    按{r.code === 'exam_pass' ? '考试' : '课程'}设置的积分
                  </Typography.Text>
                ) : (
                  <Form.Item name={['rules', i, 'points']} noStyle>
                    <InputNumber min={0} max={10000} precision={0} suffix={r.code === 'sign_in' ? '分/天' : '分/题'} />
                  </Form.Item>
                ),
            },
            {
              title: '上限周期',
              dataIndex: 'cycle',
              width: 140,
              render: (_v, _r, i) => (
                <Form.Item name={['rules', i, 'cycle']} noStyle>
                  <Select options={CYCLES} style={{ width: 110 }} />
                </Form.Item>
              ),
            },
            {
              title: '积分上限',
              dataIndex: 'cap',
              width: 180,
              render: (_v, _r, i) => (
                <Form.Item name={['rules', i, 'cap']} noStyle>
                  <InputNumber min={0} max={1000000} precision={0} suffix="分" />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        上限周期为“不限”时不设上限；设置周期后须填写积分上限，达到上限后本周期内不再获得该来源的积分。训练答对每道题只计一次，背题模式不计积分。
      </Typography.Paragraph>
    </Card>
  );
}
