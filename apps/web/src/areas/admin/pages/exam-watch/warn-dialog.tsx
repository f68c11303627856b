import { paperApi } from '@web/api/paper';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { warnTargetText } from './watch-format';

export interface WarnDialogProps {
  open: boolean;
  examId: string;
  /** Ticked examinees; empty sends to everyone of the exam. */
  userIds: string[];
  onClose: () => void;
}

const PRESETS = [
  '请勿离开考试页面，否则将被记录！',
  '请保持面部在摄像头范围内！',
  '考试即将结束，请抓紧时间作答并交卷。',
];

/** 发送警告: a text shown at once on the examinees' exam pages (over the exam socket). */
export function WarnDialog({ open, examId, userIds, onClose }: WarnDialogProps) {
  const { message } = App.useApp();
  const [msg, setMsg] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (!msg.trim()) {
      message.warning('警告内容不能为空！');
      return;
    }
    setSending(true);
    try {
      const { sent } = await paperApi.warn(examId, msg.trim(), userIds);
      message.success(`警告已发送给 ${sent} 位在线考生`);
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
      title="发送警告"
      okText="发送"
      cancelText="取消"
      confirmLoading={sending}
      onOk={() => void send()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{`发送给：${warnTargetText(userIds.length)}`}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="警告内容" required>
          <Input.TextArea
            aria-label="警告内容"
            rows={3}
            maxLength={500}
            showCount
            value={msg}
            onChange={(e) => setMsg(e.target.value)}
            placeholder="请输入警告内容"
          />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">常用：</Typography.Text>
      {PRESETS.map((p) => (
        <Typography.Link key={p} style={{ display: 'block' }} onClick={() => setMsg(p)}>
          {p}
        </Typography.Link>
      ))}
    </Modal>
  );
}
