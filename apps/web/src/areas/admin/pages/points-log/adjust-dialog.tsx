import { call } from '@web/api/request';
import { UserPicker } from '@web/shared/components/user-picker';
import { FormDialog } from '@web/shared/list-page';
import { endpoints } from '@xuekao/contracts';
import { App, Button, Form, Input, InputNumber, Space } from 'antd';
import { useEffect, useState } from 'react';

export interface AdjustTarget {
  userId: string;
  name: string;
}
interface AdjustValues {
  points: number;
  reason: string;
}

/**
 * 调整积分: a signed amount and a required reason for one user (picked here, or the row's user). The server
 * checks the user is in the caller's data scope and that the total stays at 0 or more.
 */
export function AdjustDialog({
  open,
  target,
  onClose,
}: {
  open: boolean;
  target: AdjustTarget | null;
  onClose: (changed: boolean) => void;
}) {
  const { message } = App.useApp();
  const [user, setUser] = useState<AdjustTarget | null>(target);
  const [picking, setPicking] = useState(false);
  useEffect(() => {
    if (open) setUser(target);
  }, [open, target]);
  return (
    <>
      <FormDialog<AdjustValues>
        open={open}
        title="调整积分"
        width={520}
        successText="积分调整成功！"
        onClose={() => onClose(false)}
        onSubmit={async (v) => {
          if (!user) {
            message.warning('请选择用户！');
            throw new Error('no user');
          }
          await call(endpoints.points.adjust, { userId: user.userId, points: v.points, reason: v.reason });
          onClose(true);
        }}
      >
        <Form.Item label="用户" required>
          <Space>
            <span data-testid="adjust-user">{user?.name ?? '未选择'}</span>
            <Button size="small" onClick={() => setPicking(true)}>
              选择用户
            </Button>
          </Space>
        </Form.Item>
        <Form.Item
          name="points"
          label="调整积分"
          extra="正数为增加，负数为扣减"
          rules={[
            { required: true, message: '请输入调整积分！' },
            { validator: (_r, v) => (v === 0 ? Promise.reject(new Error('调整积分不能为0！')) : Promise.resolve()) },
          ]}
        >
          <InputNumber min={-100000} max={100000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label="调整原因"
          rules={[{ required: true, whitespace: true, message: '请输入调整原因！' }]}
        >
          <Input.TextArea maxLength={200} showCount rows={3} />
        </Form.Item>
      </FormDialog>
      <UserPicker
        open={picking}
        title="选择用户"
        onCancel={() => setPicking(false)}
        onConfirm={(users) => {
          const u = users[0];
          if (u) setUser({ userId: u.id, name: u.realName || u.userName });
          setPicking(false);
        }}
      />
    </>
  );
}
