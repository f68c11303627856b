import { call } from '@web/api/request';
import { RichEditor } from '@web/shared/components/rich-editor';
import { FormDialog } from '@web/shared/list-page';
import { endpoints, type SaveNoticeBody } from '@xuekao/contracts';
import { Form, Input, Radio } from 'antd';

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
      title={record?.id ? '修改公告' : '添加公告'}
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
        label="公告标题"
        name="title"
        rules={[{ required: true, whitespace: true, message: '公告标题不能为空！' }]}
      >
        <Input placeholder="请输入公告标题" maxLength={256} />
      </Form.Item>
      <Form.Item label="发布状态" name="state" rules={[{ required: true, message: '请选择发布状态！' }]}>
        <Radio.Group
          options={[
            { value: 0, label: '立即发布' },
            { value: 1, label: '保存为草稿' },
          ]}
        />
      </Form.Item>
      <Form.Item label="公告内容" name="content" rules={[{ required: true, message: '公告内容不能为空！' }]}>
        <RichEditor placeholder="请输入公告内容" />
      </Form.Item>
    </FormDialog>
  );
}
