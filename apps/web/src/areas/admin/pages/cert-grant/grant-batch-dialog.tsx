import { call } from '@web/api/request';
import { CertSelect } from '@web/shared/components/cert-select';
import { EMPTY_RANGE, type UserRange, UserRangePicker } from '@web/shared/components/user-range-picker';
import { LIST_TEXTS } from '@web/shared/list-page';
import { endpoints } from '@xuekao/contracts';
import { App, Form, Modal } from 'antd';
import { useState } from 'react';
import { m } from './messages';

interface Values {
  certId?: string;
  range: UserRange;
}

interface Props {
  open: boolean;
  onClose: (granted: boolean) => void;
}

/** Batch grant: a certificate and a user range (departments with their sub-departments, single users). */
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
        title: m('grantDone'),
        content: m('grantResult', { granted: r.granted, skipped: r.skipped }),
        okText: LIST_TEXTS.ok,
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
      title={m('batchTitle')}
      width={900}
      okText={m('grant')}
      cancelText={LIST_TEXTS.cancel}
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
        <Form.Item label={m('cert')} name="certId" rules={[{ required: true, message: m('chooseCert') }]}>
          <CertSelect id="grant-batch-cert" style={{ maxWidth: 420 }} />
        </Form.Item>
        <Form.Item
          label={m('targets')}
          name="range"
          rules={[
            {
              validator: (_r, v: UserRange | undefined) =>
                v && (v.deptCodes.length > 0 || v.users.length > 0)
                  ? Promise.resolve()
                  : Promise.reject(new Error(m('chooseTargets'))),
            },
          ]}
        >
          <UserRangePicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
