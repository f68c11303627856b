import { useQueryClient } from '@tanstack/react-query';
import { configKeys, refreshSiteData, useSwitchConfig } from '@web/api/config';
import { call } from '@web/api/request';
import { DeptTreeSelect } from '@web/shared/components/dept-tree-select';
import { Permission } from '@web/shared/components/permission';
import { endpoints, Perm, type SwitchConfig } from '@xuekao/contracts';
import { App, Button, Form, Radio, Skeleton, Switch } from 'antd';
import { useEffect, useState } from 'react';

const LOGIN_SWITCHES: Array<{ name: keyof SwitchConfig; label: string; extra?: string }> = [
  { name: 'mobileLogin', label: '手机号登录', extra: '登录页提供短信验证码登录' },
  { name: 'faceLogin', label: '人脸登录', extra: '登录页提供人脸识别登录' },
  { name: 'wechatLogin', label: '微信登录' },
  { name: 'cropLogin', label: '企业微信登录' },
  { name: 'dingLogin', label: '钉钉登录' },
  { name: 'loginCaptcha', label: '登录验证码', extra: '每次登录都要输入图形验证码（连续失败后总会要求）' },
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
      message.success('功能开关配置成功！');
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
      <Form.Item name="userReg" label="开放注册" valuePropName="checked" extra="关闭后登录页不再提供注册入口">
        <Switch />
      </Form.Item>
      {userReg && (
        <>
          <Form.Item
            name="userAudit"
            label="注册审核"
            valuePropName="checked"
            extra="开启后新注册的账号需管理员审核才能登录"
          >
            <Switch />
          </Form.Item>
          <Form.Item name="userDeptType" label="注册部门">
            <Radio.Group
              options={[
                { value: 0, label: '用户选择部门' },
                { value: 1, label: '默认部门' },
              ]}
            />
          </Form.Item>
          {deptType === 1 && (
            <Form.Item
              name="userDeptCode"
              label="默认部门"
              rules={[{ required: true, message: '请选择默认部门！' }]}
              extra="新注册的用户都归入此部门"
            >
              <DeptTreeSelect placeholder="请选择默认部门" />
            </Form.Item>
          )}
        </>
      )}
      {LOGIN_SWITCHES.map((s) => (
        <Form.Item key={s.name} name={s.name} label={s.label} valuePropName="checked" extra={s.extra}>
          <Switch />
        </Form.Item>
      ))}
      <Form.Item name="loginTick" label="多处登录">
        <Radio.Group
          options={[
            { value: 0, label: '允许同一账号多处登录' },
            { value: 1, label: '新登录将旧会话踢下线' },
          ]}
        />
      </Form.Item>
      <Permission keys={Perm.config.save}>
        <Form.Item label=" " colon={false}>
          <Button type="primary" loading={saving} onClick={save}>
            保存
          </Button>
        </Form.Item>
      </Permission>
    </Form>
  );
}
