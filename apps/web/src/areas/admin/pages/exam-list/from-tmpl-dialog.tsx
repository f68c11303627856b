import { LIST_TEXTS } from '@web/shared/list-page';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { TmplSelect } from '../exam-add/tmpl-select';
import { m } from './messages';

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
      title={m('fromTmplTitle')}
      okText={m('next')}
      cancelText={LIST_TEXTS.cancel}
      onCancel={() => {
        setTmplId(undefined);
        onCancel();
      }}
      onOk={() => {
        if (!tmplId) {
          message.warning(m('chooseTmpl'));
          return;
        }
        onConfirm(tmplId);
        setTmplId(undefined);
      }}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={m('paperTmpl')} required extra={m('fromTmplExtra')}>
          <TmplSelect aria-label={m('paperTmpl')} value={tmplId} onChange={setTmplId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
