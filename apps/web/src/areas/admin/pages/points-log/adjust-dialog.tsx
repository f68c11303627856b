import { call } from '@web/api/request';
import { UserPicker } from '@web/shared/components/user-picker';
import { FormDialog } from '@web/shared/list-page';
import { endpoints } from '@xuekao/contracts';
import { App, Button, Form, Input, InputNumber, Space } from 'antd';
import { useEffect, useState } from 'react';
import { m } from './messages';

export interface AdjustTarget {
  userId: string;
  name: string;
}
interface AdjustValues {
  points: number;
  reason: string;
}

/**
 * Adjust points: a signed amount and a required reason for one user (picked here, or the row's user). The server
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
        title={m('adjustPoints')}
        width={520}
        successText={m('adjusted')}
        onClose={() => onClose(false)}
        onSubmit={async (v) => {
          if (!user) {
            message.warning(m('chooseUser'));
            throw new Error('no user');
          }
          await call(endpoints.points.adjust, { userId: user.userId, points: v.points, reason: v.reason });
          onClose(true);
        }}
      >
        <Form.Item label={m('user')} required>
          <Space>
            <span data-testid="adjust-user">{user?.name ?? m('notChosen')}</span>
            <Button size="small" onClick={() => setPicking(true)}>
              {m('pickUser')}
            </Button>
          </Space>
        </Form.Item>
        <Form.Item
          name="points"
          label={m('adjustPoints')}
          extra={m('pointsHint')}
          rules={[
            { required: true, message: m('enterPoints') },
            { validator: (_r, v) => (v === 0 ? Promise.reject(new Error(m('pointsNotZero'))) : Promise.resolve()) },
          ]}
        >
          <InputNumber min={-100000} max={100000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={m('reason')}
          rules={[{ required: true, whitespace: true, message: m('enterReason') }]}
        >
          <Input.TextArea maxLength={200} showCount rows={3} />
        </Form.Item>
      </FormDialog>
      <UserPicker
        open={picking}
        title={m('pickUser')}
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
