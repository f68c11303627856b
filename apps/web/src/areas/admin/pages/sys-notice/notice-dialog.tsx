import { call } from '@web/api/request';
import { RichEditor } from '@web/shared/components/rich-editor';
import { FormDialog } from '@web/shared/list-page';
import { endpoints, type SaveNoticeBody } from '@xuekao/contracts';
import { Form, Input, Radio } from 'antd';
import { m } from './messages';

export interface NoticeForm {
  id?: string;
  title: string;
  content: string;
  state: number;
}

const EMPTY: NoticeForm = { title: '', content: '', state: 0 };

/** 添加 / 修改公告: title, publish state and the rich-text content (sanitized by the server). */
export function NoticeDialog({
  open,
  record,
  onClose,
  onSaved,
}: {
  open: boolean;
  record?: NoticeForm;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog<NoticeForm>
      open={open}
      title={record?.id ? m('editTitle') : m('addTitle')}
      width={900}
      initialValues={record ?? EMPTY}
      onClose={onClose}
      onSubmit={async (v) => {
        const body: SaveNoticeBody = { id: record?.id, title: v.title.trim(), content: v.content, state: v.state };
        await call(endpoints.notice.save, body);
        onSaved();
      }}
    >
      <Form.Item
        label={m('title')}
        name="title"
        rules={[{ required: true, whitespace: true, message: m('titleRequired') }]}
      >
        <Input placeholder={m('titlePlaceholder')} maxLength={256} />
      </Form.Item>
      <Form.Item label={m('state')} name="state" rules={[{ required: true, message: m('stateRequired') }]}>
        <Radio.Group
          options={[
            { value: 0, label: m('publishNow') },
            { value: 1, label: m('saveDraft') },
          ]}
        />
      </Form.Item>
      <Form.Item label={m('content')} name="content" rules={[{ required: true, message: m('contentRequired') }]}>
        <RichEditor placeholder={m('contentPlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}
