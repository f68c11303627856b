import { call } from '@web/api/request';
import { CertSelect } from '@web/shared/components/cert-select';
import { EMPTY_RANGE, type UserRange, UserRangePicker } from '@web/shared/components/user-range-picker';
import { endpoints } from '@xuekao/contracts';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';

interface Values {
  certId?: string;
  range: UserRange;
}

interface Props {
  open: boolean;
  onClose: (granted: boolean) => void;
}

/** 批量发放: a certificate and a user range (departments with their sub-departments, single users). */
export function GrantBatchDialog({ open, onClose }: Props) {
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      const r = await call(endpoints.cert.grantBatch, {
        certId: v.certId ?? '',
        userIds: v.range.users.map((u) => u.userId),
        deptCodes: v.range.deptCodes,
      });
      form.resetFields();
      onClose(true);
      modal.success({
        title: '证书发放完成',
        content: `新发放 ${r.granted} 人，跳过 ${r.skipped} 人（已持有该证书）。`,
        okText: '确定',
      });
    } catch {
      // shown by the request helper
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title="批量发放证书"
      width={900}
      okText="发放"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="grant-batch"
        layout="vertical"
        initialValues={{ range: EMPTY_RANGE }}
        preserve={false}
      >
        <Form.Item label="证书" name="certId" rules={[{ required: true, message: '请选择要发放的证书！' }]}>
          <CertSelect id="grant-batch-cert" style={{ maxWidth: 420 }} />
        </Form.Item>
        <Form.Item
          label="发放对象"
          name="range"
          rules={[
            {
              validator: (_r, v: UserRange | undefined) =>
                v && (v.deptCodes.length > 0 || v.users.length > 0)
                  ? Promise.resolve()
                  : Promise.reject(new Error('请选择要发放证书的用户或部门！')),
            },
          ]}
        >
          <UserRangePicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
