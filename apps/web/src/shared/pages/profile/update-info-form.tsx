import { call } from '@web/api/request';
import { t } from '@web/core/i18n';
import { sessionStore } from '@web/core/session';
import { endpoints, type SessionInfo } from '@xuekao/contracts';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { m } from './messages';

interface InfoForm {
  realName: string;
  email?: string;
  idCard?: string;
}

/** "Update info": real name, email, ID card (`/api/sys/user/update`), then the session is refreshed. */
export function UpdateInfoForm({ user }: { user: SessionInfo }) {
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const onFinish = async (v: InfoForm) => {
    setSaving(true);
    try {
      await call(endpoints.auth.update, {
        realName: v.realName.trim(),
        email: v.email?.trim() ?? '',
        idCard: v.idCard?.trim() ?? '',
      });
      message.success(t('profileUpdated'));
      sessionStore.set({ user: await call(endpoints.auth.info, {}) });
    } catch {
      // the request helper has shown the error
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<InfoForm>
      name="profile-info"
      layout="vertical"
      style={{ maxWidth: 480 }}
      initialValues={{ realName: user.realName, email: user.email, idCard: user.idCard }}
      onFinish={onFinish}
    >
      <Form.Item
        label={m('realName')}
        name="realName"
        rules={[{ required: true, whitespace: true, message: m('realNameEmpty') }]}
      >
        <Input name="realName" placeholder={m('realNamePlaceholder')} maxLength={32} />
      </Form.Item>
      <Form.Item label={m('email')} name="email" rules={[{ type: 'email', message: m('emailFormat') }]}>
        <Input name="email" placeholder={m('emailPlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item label={m('idCard')} name="idCard">
        <Input name="idCard" placeholder={m('idCardPlaceholder')} maxLength={32} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {m('saveInfo')}
        </Button>
      </Form.Item>
    </Form>
  );
}
