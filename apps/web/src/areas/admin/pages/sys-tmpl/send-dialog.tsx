import { UserAddOutlined } from '@ant-design/icons';
import { call } from '@web/api/request';
import { UserPicker } from '@web/shared/components/user-picker';
import { endpoints, type NotifyTmplRecord, type UserView } from '@xuekao/contracts';
import { App, Button, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { m } from './messages';

/** Keys the server fills per recipient; not asked here. */
const AUTO_KEYS = new Set(['realName', 'userName']);

/** 发送消息: sends one enabled template to chosen users, with values for its placeholders. */
export function SendDialog({ tmpl, onClose }: { tmpl: NotifyTmplRecord | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Record<string, string>>();
  const [users, setUsers] = useState<UserView[]>([]);
  const [picking, setPicking] = useState(false);
  const [sending, setSending] = useState(false);
  const keys = (tmpl?.keys ?? []).filter((k) => !AUTO_KEYS.has(k));

  useEffect(() => {
    if (!tmpl) return;
    setUsers([]);
    form.resetFields();
  }, [tmpl, form]);

  const send = async () => {
    if (!tmpl) return;
    if (users.length === 0) {
      message.warning(m('pickUser'));
      return;
    }
    let vars: Record<string, string>;
    try {
      vars = await form.validateFields();
    } catch {
      return;
    }
    setSending(true);
    try {
      const res = await call(endpoints.notify.send, { id: tmpl.id, userIds: users.map((u) => u.id), vars });
      message.success(m('sent', { n: res.sent }));
      onClose();
    } catch {
      // shown by the request helper
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={tmpl !== null}
      title={m('sendTitle', { title: tmpl?.title ?? '' })}
      width={640}
      okText={m('sendOk')}
      cancelText={m('cancel')}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
      maskClosable={false}
      forceRender
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        <div>
          <Button icon={<UserAddOutlined />} onClick={() => setPicking(true)}>
            {m('chooseUsers')}
          </Button>
          <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
            {m('picked', { n: users.length })}
          </Typography.Text>
        </div>
        {users.length > 0 && (
          <div style={{ maxHeight: 120, overflowY: 'auto' }}>
            {users.map((u) => (
              <Tag key={u.id} closable onClose={() => setUsers((list) => list.filter((x) => x.id !== u.id))}>
                {u.realName || u.userName}
              </Tag>
            ))}
          </div>
        )}
        <Form form={form} layout="horizontal" labelCol={{ flex: '120px' }} name="tmpl-send">
          {keys.map((k) => (
            <Form.Item
              key={k}
              label={k}
              name={k}
              rules={[{ required: true, whitespace: true, message: m('fillVar', { name: k }) }]}
            >
              <Input placeholder={m('varValue', { name: k })} maxLength={200} />
            </Form.Item>
          ))}
        </Form>
      </Space>
      <UserPicker
        open={picking}
        excludes={users.map((u) => u.id)}
        onCancel={() => setPicking(false)}
        onConfirm={(picked) => {
          setUsers((list) => [...list, ...picked.filter((p) => !list.some((u) => u.id === p.id))]);
          setPicking(false);
        }}
      />
    </Modal>
  );
}
