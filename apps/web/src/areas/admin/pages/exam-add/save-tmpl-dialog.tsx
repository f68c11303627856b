import { examApi } from '@web/api/exam';
import { FormDialog } from '@web/shared/list-page';
import { Form, Input } from 'antd';
import { type CompositionValue, compositionBody } from './composition';

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
      title="保存为模板"
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
        label="模板名称"
        name="title"
        rules={[{ required: true, whitespace: true, message: '模板名称不能为空！' }]}
      >
        <Input maxLength={256} placeholder="请输入模板名称" />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea maxLength={1024} rows={3} placeholder="选填" />
      </Form.Item>
    </FormDialog>
  );
}
