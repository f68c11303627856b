import { call } from '@web/api/request';
import { FormDialog } from '@web/shared/list-page';
import { zodRule } from '@web/shared/zod-rule';
import { type DicRecord, endpoints, SaveDicBodySchema } from '@xuekao/contracts';
import { Form, Input } from 'antd';

interface Values {
  code: string;
  title: string;
  remark?: string;
}

const shape = SaveDicBodySchema.shape;

/** Add or edit a dictionary type; a built-in dictionary's code cannot change. */
export function DicDialog(props: { open: boolean; record?: DicRecord; onClose: () => void; onSaved: () => void }) {
  const { open, record, onClose, onSaved } = props;
  return (
    <FormDialog<Values>
      open={open}
      title={record ? '修改字典' : '添加字典'}
      initialValues={record}
      width={520}
      onClose={onClose}
      onSubmit={async (v) => {
        await call(endpoints.dic.save, {
          id: record?.id,
          code: v.code.trim(),
          title: v.title.trim(),
          remark: v.remark ?? '',
        });
        onSaved();
      }}
    >
      <Form.Item
        name="code"
        label="字典编码"
        required
        rules={[zodRule(shape.code)]}
        extra={record?.builtIn ? '内置字典的编码不能修改' : '字母开头，可含字母、数字和下划线'}
      >
        <Input placeholder="如 work_type" maxLength={64} disabled={record?.builtIn} />
      </Form.Item>
      <Form.Item name="title" label="字典名称" required rules={[zodRule(shape.title)]}>
        <Input placeholder="如 工种" maxLength={64} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea rows={2} maxLength={256} />
      </Form.Item>
    </FormDialog>
  );
}
