import { type UserRange, UserRangePicker } from '@web/shared/components/user-range-picker';
import { Alert, Card, Form, Input, Radio } from 'antd';
import { OPEN_TYPES } from './exam-form';

const HINTS: Record<number, string> = {
  1: '所有学员都可以参加此考试。',
  2: '勾选的部门（含其下级部门）的学员可以参加；只按部门生效，右侧人员不计入。',
  3: '只有选择的人员可以参加；只按人员生效，左侧部门不计入。',
  9: '所有学员可见，进入考试时需要输入密码。',
};

/** 开放范围: who may take the exam — everyone, departments, listed persons, or anyone with the password. */
export function RangeSection() {
  const form = Form.useFormInstance();
  const openType = (Form.useWatch('openType', form) as number | undefined) ?? 1;
  return (
    <Card title="开放范围" size="small">
      <Form.Item label="开放类型" name="openType">
        <Radio.Group options={OPEN_TYPES} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Alert type="info" showIcon title={HINTS[openType]} />
      </Form.Item>
      {(openType === 2 || openType === 3) && (
        <Form.Item
          label={openType === 2 ? '开放部门' : '参考人员'}
          name="range"
          rules={[
            {
              validator: (_r, v: UserRange | undefined) => {
                if (openType === 2 && !v?.deptCodes.length) return Promise.reject(new Error('请选择开放的部门！'));
                if (openType === 3 && !v?.users.length) return Promise.reject(new Error('请选择参加考试的人员！'));
                return Promise.resolve();
              },
            },
          ]}
        >
          <UserRangePicker />
        </Form.Item>
      )}
      {openType === 9 && (
        <Form.Item
          label="考试密码"
          name="password"
          rules={[{ required: true, whitespace: true, message: '密码开放的考试必须设置密码！' }]}
        >
          <Input.Password
            maxLength={64}
            placeholder="请输入考试密码"
            style={{ maxWidth: 320 }}
            autoComplete="new-password"
          />
        </Form.Item>
      )}
    </Card>
  );
}
