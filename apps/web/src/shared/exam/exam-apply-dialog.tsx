import { examApi } from '@web/api/exam';
import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { examTexts } from './exam-texts';

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
      title="申请考试"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="提交申请"
      cancelText="取消"
      confirmLoading={saving}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="applyMsg"
          label="申请理由"
          rules={[{ required: true, whitespace: true, message: examTexts.applyEmpty }]}
        >
          <Input.TextArea rows={4} maxLength={1024} showCount placeholder="请输入申请理由" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
