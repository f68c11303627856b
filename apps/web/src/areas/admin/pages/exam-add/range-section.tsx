import { type UserRange, UserRangePicker } from '@web/shared/components/user-range-picker';
import { UserRefList } from '@web/shared/components/user-ref-list';
import { Alert, Card, Form, Input, Radio } from 'antd';
import { openTypes } from './exam-form';
import { m } from './messages';

const HINTS = { 1: 'hintOpen1', 2: 'hintOpen2', 3: 'hintOpen3', 9: 'hintOpen9' } as const;
const hintOf = (openType: number) => (openType in HINTS ? m(HINTS[openType as keyof typeof HINTS]) : undefined);

/**
 * 开放范围: who may take the exam — everyone, departments, listed persons, or anyone with the password.
 * The persons of a saved exam are edited in the user-reference list (saved at once, one by one); a new
 * exam is saved first, then its list shows.
 */
export function RangeSection({ examId }: { examId?: string }) {
  const form = Form.useFormInstance();
  const openType = (Form.useWatch('openType', form) as number | undefined) ?? 1;
  return (
    <Card title={m('range')} size="small">
      <Form.Item label={m('openType')} name="openType">
        <Radio.Group options={openTypes()} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Alert type="info" showIcon title={hintOf(openType)} />
      </Form.Item>
      {openType === 2 && (
        <Form.Item
          label={m('openDepts')}
          name="range"
          rules={[
            {
              validator: (_r, v: UserRange | undefined) =>
                v?.deptCodes.length ? Promise.resolve() : Promise.reject(new Error(m('openDeptsRequired'))),
            },
          ]}
        >
          <UserRangePicker />
        </Form.Item>
      )}
      {openType === 3 && (
        <Form.Item label={m('persons')}>
          {examId ? <UserRefList refId={examId} /> : <Alert type="warning" showIcon title={m('saveFirst')} />}
        </Form.Item>
      )}
      {openType === 9 && (
        <Form.Item
          label={m('password')}
          name="password"
          rules={[{ required: true, whitespace: true, message: m('passwordRequired') }]}
        >
          <Input.Password
            maxLength={64}
            placeholder={m('passwordPlaceholder')}
            style={{ maxWidth: 320 }}
            autoComplete="new-password"
          />
        </Form.Item>
      )}
    </Card>
  );
}
