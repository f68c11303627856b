import { SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { endpoints, type PointsRule } from '@xuekao/contracts';
import { App, Button, Card, Form, InputNumber, Select, Skeleton, Switch, Table, Typography } from 'antd';
import { useEffect } from 'react';
import { m } from './messages';

const cycles = () => [
  { value: 0, label: m('cycleNone') },
  { value: 1, label: m('cycleDay') },
  { value: 2, label: m('cycleWeek') },
  { value: 3, label: m('cycleMonth') },
];
const RULE_KEYS: Record<string, Parameters<typeof m>[0]> = {
  exam_pass: 'ruleExamPass',
  course_finish: 'ruleCourseFinish',
  train_right: 'ruleTrainRight',
  sign_in: 'ruleSignIn',
};
/** A rule's title: the built-in one (contracts' POINTS_RULE_TITLES) in the current locale, else as the server sends it. */
function ruleTitle(r: PointsRule): string {
  const key = RULE_KEYS[r.code];
  return key && m.zh[key] === r.title ? m(key) : r.title;
}
/** Exam and course rules grant the points set on each exam or course; the others the points here. */
const OWN_POINTS = new Set(['exam_pass', 'course_finish']);

interface RulesForm {
  rules: PointsRule[];
}

/**
 * Points rules (points:rule): each source of points on or off, its points (training: per question answered
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
    message.success(m('saved'));
    await qc.invalidateQueries({ queryKey: ['points', 'rules'] });
  };
  return (
    <Card
      title={m('title')}
      extra={
        <Button type="primary" icon={<SaveOutlined />} onClick={() => void save().catch(() => undefined)}>
          {m('save')}
        </Button>
      }
    >
      <Form form={form} component={false}>
        <Table<PointsRule>
          rowKey="code"
          pagination={false}
          dataSource={rules.data ?? []}
          columns={[
            { title: m('source'), dataIndex: 'title', width: 140, render: (_v, r) => ruleTitle(r) },
            {
              title: m('enabled'),
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
              title: m('points'),
              dataIndex: 'points',
              render: (_v, r, i) =>
                OWN_POINTS.has(r.code) ? (
                  <Typography.Text type="secondary">
                    {r.code === 'exam_pass' ? m('byExam') : m('byCourse')}
                  </Typography.Text>
                ) : (
                  <Form.Item name={['rules', i, 'points']} noStyle>
                    <InputNumber
                      min={0}
                      max={10000}
                      precision={0}
                      suffix={r.code === 'sign_in' ? m('perDay') : m('perQuestion')}
                    />
                  </Form.Item>
                ),
            },
            {
              title: m('cycle'),
              dataIndex: 'cycle',
              width: 140,
              render: (_v, _r, i) => (
                <Form.Item name={['rules', i, 'cycle']} noStyle>
                  <Select options={cycles()} style={{ width: 110 }} />
                </Form.Item>
              ),
            },
            {
              title: m('cap'),
              dataIndex: 'cap',
              width: 180,
              render: (_v, _r, i) => (
                <Form.Item name={['rules', i, 'cap']} noStyle>
                  <InputNumber min={0} max={1000000} precision={0} suffix={m('pointUnit')} />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {m('hint')}
      </Typography.Paragraph>
    </Card>
  );
}
