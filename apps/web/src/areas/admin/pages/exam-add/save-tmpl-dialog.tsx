import { examApi } from '@web/api/exam';
import { FormDialog } from '@web/shared/list-page';
import { Form, Input } from 'antd';
import { type CompositionValue, compositionBody } from './composition';
import { m } from './messages';

interface TmplForm {
  title: string;
  remark: string;
}

export interface SaveTmplDialogProps {
  open: boolean;
  composition: CompositionValue;
  /** Suggested template name (the exam title). */
  defaultTitle?: string;
  onClose: () => void;
  onSaved?: (id: string) => void;
}

/** 保存为模板: the composition on screen stored as a new paper template (`/api/exam/tmpl/save`). */
export function SaveTmplDialog({ open, composition, defaultTitle, onClose, onSaved }: SaveTmplDialogProps) {
  return (
    <FormDialog<TmplForm>
      open={open}
      title={m('saveAsTmpl')}
      width={560}
      initialValues={{ title: defaultTitle ?? '', remark: '' }}
      onClose={onClose}
      onSubmit={async (v) => {
        const { id } = await examApi.tmplSave({
          title: v.title.trim(),
          remark: v.remark ?? '',
          ...compositionBody(composition),
        });
        onSaved?.(id);
      }}
    >
      <Form.Item
        label={m('tmplName')}
        name="title"
        rules={[{ required: true, whitespace: true, message: m('tmplNameRequired') }]}
      >
        <Input maxLength={256} placeholder={m('tmplNamePlaceholder')} />
      </Form.Item>
      <Form.Item label={m('remark')} name="remark">
        <Input.TextArea maxLength={1024} rows={3} placeholder={m('optional')} />
      </Form.Item>
    </FormDialog>
  );
}
