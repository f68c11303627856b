import { call } from '@web/api/request';
import { RichEditor } from '@web/shared/components/rich-editor';
import { FormDialog } from '@web/shared/list-page';
import { endpoints, type SaveNotifyTmplBody } from '@xuekao/contracts';
import { Form, Input, Radio } from 'antd';

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
      title={record?.id ? '修改消息模板' : '添加消息模板'}
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
        label="模板编码"
        name="code"
        rules={[
          { required: true, whitespace: true, message: '模板编码不能为空！' },
          { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: '模板编码只能包含字母、数字和下划线，且以字母开头！' },
        ]}
        extra="业务模块按编码发送消息，系统内置模板的编码不能修改"
      >
        <Input placeholder="如 exam_publish" maxLength={64} />
      </Form.Item>
      <Form.Item
        label="消息标题"
        name="title"
        rules={[{ required: true, whitespace: true, message: '模板标题不能为空！' }]}
      >
        <Input placeholder="如 考试通知：${examTitle}" maxLength={256} />
      </Form.Item>
      <Form.Item
        label="消息内容"
        name="content"
        rules={[{ required: true, message: '模板内容不能为空！' }]}
        extra="使用 ${变量名} 插入变量；${realName}（姓名）和 ${userName}（账号）按收件人自动填写"
      >
        <RichEditor height={240} placeholder="请输入消息内容" />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea rows={2} maxLength={512} placeholder="说明模板的用途和可用变量" />
      </Form.Item>
      <Form.Item label="状态" name="state">
        <Radio.Group
          options={[
            { value: 0, label: '启用' },
            { value: 1, label: '停用' },
          ]}
        />
      </Form.Item>
    </FormDialog>
  );
}
