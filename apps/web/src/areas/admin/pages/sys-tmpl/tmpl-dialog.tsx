import { call } from '@web/api/request';
import { RichEditor } from '@web/shared/components/rich-editor';
import { FormDialog } from '@web/shared/list-page';
import { endpoints, type SaveNotifyTmplBody } from '@xuekao/contracts';
import { Form, Input, Radio } from 'antd';
import { m } from './messages';

export interface TmplForm {
  id?: string;
  code: string;
  title: string;
  content: string;
  remark: string;
  state: number;
}

const EMPTY: TmplForm = { code: '', title: '', content: '', remark: '', state: 0 };

/** 添加 / 修改消息模板. Title and content may hold `${key}` placeholders filled in when a message is sent. */
export function TmplDialog({
  open,
  record,
  onClose,
  onSaved,
}: {
  open: boolean;
  record?: TmplForm;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog<TmplForm>
      open={open}
      title={record?.id ? m('editTitle') : m('addTitle')}
      width={860}
      initialValues={record ?? EMPTY}
      onClose={onClose}
      onSubmit={async (v) => {
        const body: SaveNotifyTmplBody = { ...v, id: record?.id, code: v.code.trim(), title: v.title.trim() };
        await call(endpoints.notify.save, body);
        onSaved();
      }}
    >
      <Form.Item
        label={m('code')}
        name="code"
        rules={[
          { required: true, whitespace: true, message: m('codeRequired') },
          { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: m('codePattern') },
        ]}
        extra={m('codeHint')}
      >
        <Input placeholder={m('codePlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item
        label={m('title')}
        name="title"
        rules={[{ required: true, whitespace: true, message: m('titleRequired') }]}
      >
        <Input placeholder={m('titlePlaceholder')} maxLength={256} />
      </Form.Item>
      <Form.Item
        label={m('content')}
        name="content"
        rules={[{ required: true, message: m('contentRequired') }]}
        extra={m('contentHint')}
      >
        <RichEditor height={240} placeholder={m('contentPlaceholder')} />
      </Form.Item>
      <Form.Item label={m('remark')} name="remark">
        <Input.TextArea rows={2} maxLength={512} placeholder={m('remarkPlaceholder')} />
      </Form.Item>
      <Form.Item label={m('state')} name="state">
        <Radio.Group
          options={[
            { value: 0, label: m('enabled') },
            { value: 1, label: m('stopped') },
          ]}
        />
      </Form.Item>
    </FormDialog>
  );
}
