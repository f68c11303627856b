import { App, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { m } from './messages';

export interface FormDialogProps<V extends object> {
  open: boolean;
  title: ReactNode;
  /** Values the form opens with (the row being edited); the form is reset every time it opens. */
  initialValues?: Partial<V>;
  /** Saves; resolving closes the dialog, rejecting keeps it open (the request helper told the user). */
  onSubmit: (values: V) => Promise<unknown>;
  onClose: () => void;
  /** Success message after saving (default 操作成功！); false for none. */
  successText?: string | false;
  width?: number;
  /** Pass your own `Form.useForm()` to read or set fields from outside. */
  form?: FormInstance<V>;
  /** Form name (prefix of the field ids); unique by default. */
  name?: string;
  /** Label column width in px (horizontal layout). */
  labelWidth?: number;
  children: ReactNode;
}

/**
 * An add/edit dialog: antd Modal + Form. 确定 validates, calls `onSubmit`, shows the success text and
 * closes; a failed save stops the loading state and keeps the dialog open with what was typed.
 *
 * ```tsx
 * const dlg = useDialog<UserRow>();
 * <FormDialog<SaveUserBody> open={dlg.open} title={dlg.record ? '修改用户' : '添加用户'}
 *   initialValues={dlg.record} onClose={dlg.close}
 *   onSubmit={async (v) => { await call(endpoints.user.save, v); listRef.current?.reload(); }}>
 *   <Form.Item name="userName" label="账号" rules={[{ required: true }]}><Input /></Form.Item>
 * </FormDialog>
 * ```
 */
export function FormDialog<V extends object>(props: FormDialogProps<V>) {
  const { open, title, initialValues, onSubmit, onClose, successText, width = 640, labelWidth = 100, children } = props;
  const { message } = App.useApp();
  const [own] = Form.useForm<V>();
  const form = props.form ?? own;
  const [saving, setSaving] = useState(false);
  // A unique form name keeps field ids (and so label clicks) unique beside the page's search bar.
  const autoName = `dialog${useId().replace(/\W/g, '')}`;
  const formName = props.name ?? autoName;

  // Reset only when the dialog opens: a re-render with a new `initialValues` object must not wipe typing.
  const initialRef = useRef(initialValues);
  initialRef.current = initialValues;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const values = initialRef.current;
    if (values) form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, form]);

  const ok = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows the field errors
    }
    setSaving(true);
    let saved = false;
    try {
      await onSubmit(values);
      saved = true;
    } catch {
      // the request helper has shown the error; keep the dialog open
    }
    // Loading ends before the dialog closes: a button hidden while its loading icon leaves keeps the icon
    // (and the name "loading 确定") the next time the dialog opens.
    setSaving(false);
    if (!saved) return;
    if (successText !== false) message.success(successText ?? m('done'));
    onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      confirmLoading={saving}
      okText={m('ok')}
      cancelText={m('cancel')}
      onOk={ok}
      onCancel={onClose}
      maskClosable={false}
      forceRender
    >
      <Form<V>
        form={form}
        name={formName}
        layout="horizontal"
        labelCol={{ flex: `${labelWidth}px` }}
        wrapperCol={{ flex: 1 }}
      >
        {children}
      </Form>
    </Modal>
  );
}
