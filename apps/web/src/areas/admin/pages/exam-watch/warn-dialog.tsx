import { paperApi } from '@web/api/paper';
import { LIST_TEXTS } from '@web/shared/list-page';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { m } from './messages';
import { warnTargetText } from './watch-format';

export interface WarnDialogProps {
  open: boolean;
  examId: string;
  /** Ticked examinees; empty sends to everyone of the exam. */
  userIds: string[];
  onClose: () => void;
}

const PRESETS = ['preset1', 'preset2', 'preset3'] as const;

/** 发送警告: a text shown at once on the examinees' exam pages (over the exam socket). */
export function WarnDialog({ open, examId, userIds, onClose }: WarnDialogProps) {
  const { message } = App.useApp();
  const [msg, setMsg] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!msg.trim()) {
      message.warning(m('warnEmpty'));
      return;
    }
    setSending(true);
    try {
      const { sent } = await paperApi.warn(examId, msg.trim(), userIds);
      message.success(m('warnSent', { n: sent }));
      setMsg('');
      onClose();
    } catch {
      // shown by the request helper
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={m('warnTitle')}
      okText={m('send')}
      cancelText={LIST_TEXTS.cancel}
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{m('sendTo', { target: warnTargetText(userIds.length) })}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={m('warnContent')} required>
          <Input.TextArea
            aria-label={m('warnContent')}
            rows={3}
            maxLength={500}
            showCount
            value={msg}
            onChange={(e) => setMsg(e.target.value)}
            placeholder={m('warnPlaceholder')}
          />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">{m('presets')}</Typography.Text>
      {PRESETS.map((key) => (
        <Typography.Link key={key} style={{ display: 'block' }} onClick={() => setMsg(m(key))}>
          {m(key)}
        </Typography.Link>
      ))}
    </Modal>
  );
}
