import { call } from '@web/api/request';
import { FormDialog } from '@web/shared/list-page';
import { zodRule } from '@web/shared/zod-rule';
import { type DicRecord, endpoints, SaveDicBodySchema } from '@xuekao/contracts';
import { Form, Input } from 'antd';
import { m } from './messages';

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
      title={record ? m('editDic') : m('addDic')}
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
        label={m('code')}
        required
        rules={[zodRule(shape.code)]}
        extra={record?.builtIn ? m('builtInCodeHint') : m('codeHint')}
      >
        <Input placeholder={m('codePlaceholder')} maxLength={64} disabled={record?.builtIn} />
      </Form.Item>
      <Form.Item name="title" label={m('name')} required rules={[zodRule(shape.title)]}>
        <Input placeholder={m('namePlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item name="remark" label={m('remark')}>
        <Input.TextArea rows={2} maxLength={256} />
      </Form.Item>
    </FormDialog>
  );
}
