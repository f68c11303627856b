import { useQueryClient } from '@tanstack/react-query';
import { configKeys, refreshSiteData, useSiteConfig } from '@web/api/config';
import { call } from '@web/api/request';
import { Permission } from '@web/shared/components/permission';
import { ImageUpload } from '@web/shared/components/upload';
import { zodRule } from '@web/shared/zod-rule';
import { endpoints, Perm, type SaveSiteConfigBody, SaveSiteConfigBodySchema } from '@xuekao/contracts';
import { App, Button, Form, Input, Skeleton, Switch } from 'antd';
import { useEffect, useState } from 'react';

const shape = SaveSiteConfigBodySchema.shape;

const MODULES = [
  { name: 'moduleExam', label: '考试模块' },
  { name: 'moduleCourse', label: '课程模块' },
  { name: 'moduleBattle', label: '竞赛模块' },
  { name: 'moduleCert', label: '证书模块' },
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
      message.success('配置保存成功！');
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
      <Form.Item name="siteName" label="系统名称" required rules={[zodRule(shape.siteName)]}>
        <Input placeholder="显示在标题栏和登录页" maxLength={128} />
      </Form.Item>
      <Form.Item name="frontLogo" label="前台LOGO" extra="学员端与登录页顶部的LOGO，建议透明背景 PNG">
        <ImageUpload text="上传LOGO" />
      </Form.Item>
      <Form.Item name="backLogo" label="后台LOGO" extra="管理后台侧边栏的LOGO，宽约 210 像素">
        <ImageUpload text="上传LOGO" />
      </Form.Item>
      <Form.Item name="mpCode" label="小程序码" extra="学员端展示的小程序码图片">
        <ImageUpload text="上传图片" maxSizeKB={500} />
      </Form.Item>
      <Form.Item
        name="h5Host"
        label="H5地址"
        rules={[zodRule(shape.h5Host)]}
        extra="移动端网页地址，如 https://m.example.com/"
      >
        <Input placeholder="https://m.example.com/" maxLength={256} />
      </Form.Item>
      <Form.Item
        name="tmpDir"
        label="临时目录"
        rules={[zodRule(shape.tmpDir)]}
        extra="服务器生成文件时使用的临时目录，如 /tmp/xuekao/"
      >
        <Input placeholder="/tmp/xuekao/" maxLength={256} />
      </Form.Item>
      <Form.Item name="copyRight" label="版权信息" rules={[zodRule(shape.copyRight)]}>
        <Input.TextArea rows={3} placeholder="显示在页面底部" maxLength={4000} />
      </Form.Item>
      <Form.Item label="功能模块" extra="关闭的模块从菜单和学员端导航中隐藏">
        <div className="xk-config-modules">
          {MODULES.map((m) => (
            <Form.Item key={m.name} name={['props', m.name]} valuePropName="checked" noStyle>
              <Switch checkedChildren={m.label} unCheckedChildren={m.label} aria-label={m.label} />
            </Form.Item>
          ))}
        </div>
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
