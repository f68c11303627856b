import { useQueryClient } from '@tanstack/react-query';
import { configKeys, refreshSiteData, useSwitchConfig } from '@web/api/config';
import { call } from '@web/api/request';
import { DeptTreeSelect } from '@web/shared/components/dept-tree-select';
import { Permission } from '@web/shared/components/permission';
import { endpoints, Perm, type SwitchConfig } from '@xuekao/contracts';
import { App, Button, Form, Input, Radio, Skeleton, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { m } from './messages';

const loginSwitches = (): Array<{ name: keyof SwitchConfig; label: string; extra?: string }> => [
  { name: 'mobileLogin', label: m('mobileLogin'), extra: m('mobileLoginHint') },
  { name: 'faceLogin', label: m('faceLogin'), extra: m('faceLoginHint') },
  { name: 'wechatLogin', label: m('wechatLogin') },
  { name: 'cropLogin', label: m('cropLogin') },
  { name: 'dingLogin', label: m('dingLogin') },
  { name: 'loginCaptcha', label: m('loginCaptcha'), extra: m('loginCaptchaHint') },
];

/** 功能开关: registration (audit and department only while registration is on) and login methods. */
export function SwitchTab() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<SwitchConfig>();
  const [saving, setSaving] = useState(false);
  const sw = useSwitchConfig();
  const userReg = Form.useWatch('userReg', form);
  const deptType = Form.useWatch('userDeptType', form);
  const maintenance = Form.useWatch('maintenance', form);

  useEffect(() => {
    if (sw.data) form.setFieldsValue(sw.data);
  }, [sw.data, form]);

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    // Hidden options (registration off) keep their values: getFieldsValue(true) includes them.
    const values = { ...sw.data, ...form.getFieldsValue(true) } as SwitchConfig;
    setSaving(true);
    try {
      await call(endpoints.config.switchSave, values);
      message.success(m('switchSaved'));
      await refreshSiteData();
      await qc.invalidateQueries({ queryKey: configKeys.switches });
    } catch {
      // the request helper has shown the message
    } finally {
      setSaving(false);
    }
  };

  if (sw.isLoading) return <Skeleton active />;

  return (
    <Form<SwitchConfig>
      form={form}
      name="config-switch"
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      wrapperCol={{ flex: 'auto' }}
      style={{ maxWidth: 760 }}
    >
      <Form.Item name="userReg" label={m('userReg')} valuePropName="checked" extra={m('userRegHint')}>
        <Switch />
      </Form.Item>
      {userReg && (
        <>
          <Form.Item name="userAudit" label={m('userAudit')} valuePropName="checked" extra={m('userAuditHint')}>
            <Switch />
          </Form.Item>
          <Form.Item name="userDeptType" label={m('userDeptType')}>
            <Radio.Group
              options={[
                { value: 0, label: m('userPicks') },
                { value: 1, label: m('defaultDept') },
              ]}
            />
          </Form.Item>
          {deptType === 1 && (
            <Form.Item
              name="userDeptCode"
              label={m('defaultDept')}
              rules={[{ required: true, message: m('defaultDeptRequired') }]}
              extra={m('defaultDeptHint')}
            >
              <DeptTreeSelect placeholder={m('defaultDeptPlaceholder')} />
            </Form.Item>
          )}
        </>
      )}
      {loginSwitches().map((s) => (
        <Form.Item key={s.name} name={s.name} label={s.label} valuePropName="checked" extra={s.extra}>
          <Switch />
        </Form.Item>
      ))}
      <Form.Item name="loginTick" label={m('loginTick')}>
        <Radio.Group
          options={[
            { value: 0, label: m('allowMany') },
            { value: 1, label: m('kickOld') },
          ]}
        />
      </Form.Item>
      <Form.Item name="maintenance" label={m('maintenance')} valuePropName="checked" extra={m('maintenanceHint')}>
        <Switch />
      </Form.Item>
      {maintenance && (
        <Form.Item
          name="maintenanceMsg"
          label={m('maintenanceMsg')}
          rules={[{ max: 200, message: m('maintenanceMsgMax') }]}
          extra={m('maintenanceMsgHint')}
        >
          <Input.TextArea rows={2} maxLength={200} showCount placeholder={m('maintenanceMsgPlaceholder')} />
        </Form.Item>
      )}
      <Permission keys={Perm.config.save}>
        <Form.Item label=" " colon={false}>
          <Button type="primary" loading={saving} onClick={save}>
            {m('save')}
          </Button>
        </Form.Item>
      </Permission>
    </Form>
  );
}
