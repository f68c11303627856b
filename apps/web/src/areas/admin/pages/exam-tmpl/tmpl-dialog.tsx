import { examApi } from '@web/api/exam';
import { FormDialog } from '@web/shared/list-page';
import { Form, Input } from 'antd';
import { type CompositionValue, compositionBody, compositionProblem } from '../exam-add/composition';
import { CompositionEditor } from '../exam-add/composition-editor';

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
      title={record?.id ? '修改试卷模板' : '添加试卷模板'}
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
        label="模板名称"
        name="title"
        rules={[{ required: true, whitespace: true, message: '模板名称不能为空！' }]}
      >
        <Input maxLength={256} placeholder="请输入模板名称" />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea maxLength={1024} rows={2} placeholder="选填" />
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
