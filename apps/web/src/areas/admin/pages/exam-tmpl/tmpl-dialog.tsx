import { examApi } from '@web/api/exam';
import { FormDialog } from '@web/shared/list-page';
import { Form, Input } from 'antd';
import { type CompositionValue, compositionBody, compositionProblem } from '../exam-add/composition';
import { CompositionEditor } from '../exam-add/composition-editor';
import { m } from './messages';

/** The template dialog's form. */
export interface TmplFormValues {
  id?: string;
  title: string;
  remark: string;
  composition: CompositionValue;
}

export interface TmplDialogProps {
  open: boolean;
  /** The template being edited (with its composition), or undefined to add one. */
  record?: TmplFormValues;
  onClose: () => void;
  onSaved: () => void;
}

/** 添加 / 修改模板: name, remark and the same composition editor as AddExam. */
export function TmplDialog({ open, record, onClose, onSaved }: TmplDialogProps) {
  return (
    <FormDialog<TmplFormValues>
      open={open}
      title={record?.id ? m('editTitle') : m('addTitle')}
      width={1100}
      initialValues={record}
      onClose={onClose}
      onSubmit={async (v) => {
        await examApi.tmplSave({
          id: record?.id,
          title: v.title.trim(),
          remark: v.remark ?? '',
          ...compositionBody(v.composition),
        });
        onSaved();
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
        <Input.TextArea maxLength={1024} rows={2} placeholder={m('optional')} />
      </Form.Item>
      <Form.Item
        name="composition"
        wrapperCol={{ flex: '1 1 100%', style: { minWidth: 0 } }}
        rules={[
          {
            validator: (_r, v: CompositionValue | undefined) => {
              const problem = compositionProblem(v);
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          },
        ]}
      >
        <CompositionEditor />
      </Form.Item>
    </FormDialog>
  );
}
