import { useQueryClient } from '@tanstack/react-query';
import { configKeys, refreshSiteData, useSiteConfig } from '@web/api/config';
import { call } from '@web/api/request';
import { Permission } from '@web/shared/components/permission';
import { ImageUpload } from '@web/shared/components/upload';
import { zodRule } from '@web/shared/zod-rule';
import { endpoints, Perm, type SaveSiteConfigBody, SaveSiteConfigBodySchema } from '@xuekao/contracts';
import { App, Button, Form, Input, Skeleton, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { m } from './messages';

const shape = SaveSiteConfigBodySchema.shape;

const modules = () =>
  [
    { name: 'moduleExam', label: m('moduleExam') },
    { name: 'moduleCourse', label: m('moduleCourse') },
    { name: 'moduleBattle', label: m('moduleBattle') },
    { name: 'moduleCert', label: m('moduleCert') },
  ] as const;

/** 基础配置: site name, logos, mini-program code, H5 address, temporary directory, copyright, modules. */
export function BaseTab() {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<SaveSiteConfigBody>();
  const [saving, setSaving] = useState(false);
  const site = useSiteConfig();

  useEffect(() => {
    if (!site.data) return;
    const d = site.data;
    form.setFieldsValue({
      siteName: d.siteName,
      frontLogo: d.frontLogo,
      backLogo: d.backLogo,
      mpCode: d.mpCode,
      h5Host: d.h5Host,
      tmpDir: d.tmpDir ?? '',
      copyRight: d.copyRight,
      props: { ...d.props },
    });
  }, [site.data, form]);

  const save = async () => {
    let values: SaveSiteConfigBody;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await call(endpoints.config.save, { ...values, siteName: values.siteName.trim() });
      message.success(m('configSaved'));
      // Title, logos and module menus change at once, without reloading the page.
      await refreshSiteData(true);
      await qc.invalidateQueries({ queryKey: configKeys.detail });
    } catch {
      // the request helper has shown the message
    } finally {
      setSaving(false);
    }
  };

  if (site.isLoading) return <Skeleton active />;

  return (
    <Form<SaveSiteConfigBody>
      form={form}
      name="config-base"
      layout="horizontal"
      labelCol={{ flex: '140px' }}
      wrapperCol={{ flex: 'auto' }}
      style={{ maxWidth: 760 }}
    >
      <Form.Item name="siteName" label={m('siteName')} required rules={[zodRule(shape.siteName)]}>
        <Input placeholder={m('siteNamePlaceholder')} maxLength={128} />
      </Form.Item>
      <Form.Item name="frontLogo" label={m('frontLogo')} extra={m('frontLogoHint')}>
        <ImageUpload text={m('uploadLogo')} />
      </Form.Item>
      <Form.Item name="backLogo" label={m('backLogo')} extra={m('backLogoHint')}>
        <ImageUpload text={m('uploadLogo')} />
      </Form.Item>
      <Form.Item name="mpCode" label={m('mpCode')} extra={m('mpCodeHint')}>
        <ImageUpload text={m('uploadImage')} maxSizeKB={500} />
      </Form.Item>
      <Form.Item name="h5Host" label={m('h5')} rules={[zodRule(shape.h5Host)]} extra={m('h5Hint')}>
        <Input placeholder="https://m.example.com/" maxLength={256} />
      </Form.Item>
      <Form.Item name="tmpDir" label={m('tempDir')} rules={[zodRule(shape.tmpDir)]} extra={m('tempDirHint')}>
        <Input placeholder="/tmp/xuekao/" maxLength={256} />
      </Form.Item>
      <Form.Item name="copyRight" label={m('copyRight')} rules={[zodRule(shape.copyRight)]}>
        <Input.TextArea rows={3} placeholder={m('copyRightPlaceholder')} maxLength={4000} />
      </Form.Item>
      <Form.Item label={m('modules')} extra={m('modulesHint')}>
        <div className="xk-config-modules">
          {modules().map((mod) => (
            <Form.Item key={mod.name} name={['props', mod.name]} valuePropName="checked" noStyle>
              <Switch checkedChildren={mod.label} unCheckedChildren={mod.label} aria-label={mod.label} />
            </Form.Item>
          ))}
        </div>
      </Form.Item>
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
