import { examApi } from '@web/api/exam';
import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { examTexts } from './exam-texts';
import { m } from './messages';

export interface ExamApplyDialogProps {
  examId: string;
  open: boolean;
  onClose: () => void;
  /** The application was submitted. */
  onDone?: () => void;
}

/**
 * 申请考试 (docs/REQUIREMENTS.md#exams): a required reason sent to /api/exam/apply/save; once
 * an administrator approves it the learner can enter without password or face check.
 */
export function ExamApplyDialog({ examId, open, onClose, onDone }: ExamApplyDialogProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ applyMsg: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { applyMsg } = values;
    setSaving(true);
    try {
      await examApi.applySave(examId, applyMsg.trim());
      message.success(examTexts.applySent);
      onDone?.();
      onClose();
    } catch {
      // the request helper has shown the reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={m('applyTitle')}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={m('applySubmit')}
      cancelText={m('cancel')}
      confirmLoading={saving}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="applyMsg"
          label={m('applyReason')}
          rules={[{ required: true, whitespace: true, message: examTexts.applyEmpty }]}
        >
          <Input.TextArea rows={4} maxLength={1024} showCount placeholder={m('applyReasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
