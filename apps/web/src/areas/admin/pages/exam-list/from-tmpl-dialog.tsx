import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { TmplSelect } from '../exam-add/tmpl-select';

export interface FromTmplDialogProps {
  open: boolean;
  onCancel: () => void;
  /** The chosen template's id. */
  onConfirm: (tmplId: string) => void;
}

/** 从模板创建: pick a paper template, then AddExam opens with its composition. */
export function FromTmplDialog({ open, onCancel, onConfirm }: FromTmplDialogProps) {
  const { message } = App.useApp();
  const [tmplId, setTmplId] = useState<string | undefined>();
  return (
    <Modal
      open={open}
      title="从模板创建考试"
      okText="下一步"
      cancelText="取消"
      onCancel={() => {
        setTmplId(undefined);
        onCancel();
      }}
      onOk={() => {
        if (!tmplId) {
          message.warning('请选择试卷模板！');
          return;
        }
        onConfirm(tmplId);
        setTmplId(undefined);
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="试卷模板" required extra="新考试将使用模板的组卷设置，其余信息在下一步填写">
          <TmplSelect aria-label="试卷模板" value={tmplId} onChange={setTmplId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
