import { examApi } from '@web/api/exam';
import { LIST_TEXTS } from '@web/shared/list-page';
import { ApplyState } from '@xuekao/contracts';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { m } from './messages';

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
      message.success(LIST_TEXTS.done);
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
      title={approve ? m('approveTitle') : m('rejectTitle')}
      okText={approve ? m('approve') : m('reject')}
      okButtonProps={{ danger: !approve }}
      cancelText={LIST_TEXTS.cancel}
      confirmLoading={saving}
      onOk={() => void ok()}
      onCancel={() => {
        setAuditMsg('');
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {approve ? m('approveText', { n: target?.ids.length ?? 0 }) : m('rejectText', { n: target?.ids.length ?? 0 })}
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={m('auditMsgLabel')}>
          <Input.TextArea
            aria-label={m('auditMsg')}
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
