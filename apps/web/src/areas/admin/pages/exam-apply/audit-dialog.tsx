import { examApi } from '@web/api/exam';
import { ApplyState } from '@xuekao/contracts';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

export interface AuditTarget {
  ids: string[];
  /** ApplyState.APPROVED or ApplyState.REJECTED. */
  state: number;
}

export interface AuditDialogProps {
  target: AuditTarget | null;
  onClose: () => void;
  onDone: () => void;
}

/** 通过 / 驳回 one or more applications with an optional message to the learner (`/api/exam/apply/audit`). */
export function AuditDialog({ target, onClose, onDone }: AuditDialogProps) {
  const { message } = App.useApp();
  const [auditMsg, setAuditMsg] = useState('');
  const [saving, setSaving] = useState(false);
  const approve = target?.state === ApplyState.APPROVED;

  const ok = async () => {
    if (!target) return;
    setSaving(true);
    try {
      await examApi.applyAudit(target.ids, target.state, auditMsg.trim());
      message.success('操作成功！');
      setAuditMsg('');
      onDone();
    } catch {
      // shown by the request helper
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={approve ? '审核通过' : '驳回申请'}
      okText={approve ? '通过' : '驳回'}
      okButtonProps={{ danger: !approve }}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void ok()}
      onCancel={() => {
        setAuditMsg('');
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {approve
          ? `通过选中的 ${target?.ids.length ?? 0} 条申请后，学员可以不经人脸核验和密码直接进入一次考试。`
          : `驳回选中的 ${target?.ids.length ?? 0} 条申请。`}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="审核意见（选填，会通知学员）">
          <Input.TextArea
            aria-label="审核意见"
            rows={3}
            maxLength={1024}
            showCount
            value={auditMsg}
            onChange={(e) => setAuditMsg(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
