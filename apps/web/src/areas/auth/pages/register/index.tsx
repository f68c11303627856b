import { IdcardOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { signIn } from '@web/api/auth-session';
import { call } from '@web/api/request';
import { FormError } from '@web/areas/auth/components/form-error';
import { AuthTitle } from '@web/areas/auth/layout/auth-layout';
import { m } from '@web/areas/auth/messages';
import { homePath } from '@web/core/paths';
import { useSite } from '@web/core/session';
import { CaptchaInput } from '@web/shared/components/captcha-input';
import { PasswordFields } from '@web/shared/components/password-fields';
import { captchaRules, mobileRules } from '@web/shared/form-rules';
import { useCaptcha } from '@web/shared/hooks/use-captcha';
import { endpoints, type RegBody } from '@xuekao/contracts';
import { App, Button, Form, Input } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';

interface RegForm {
  userName: string;
  realName: string;
  password: string;
  confirm: string;
  deptCode?: string;
  mobile?: string;
  captchaValue: string;
}

// Only when learners choose their department (see dept-field.tsx).
const DeptField = lazy(() => import('./dept-field'));

/** Learner self-registration (docs/REQUIREMENTS.md#sign-in), governed by the site's registration switches. */
export default function RegisterPage() {
  const site = useSite();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<RegForm>();
  const captcha = useCaptcha();
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const chooseDept = site?.userDeptType === 0;

  if (site && !site.userReg) {
    return (
      <div style={{ textAlign: 'center' }}>
        <AuthTitle>{m('regClosed')}</AuthTitle>
        <p style={{ margin: '0 0 24px', fontSize: 14, opacity: 0.65 }}>{m('regContactAdmin')}</p>
        <Link to="/login">
          <Button type="primary">{m('backToLogin')}</Button>
        </Link>
      </div>
    );
  }

  const onFinish = async (v: RegForm) => {
    setLoading(true);
    setError(null);
    const body: RegBody = {
      userName: v.userName.trim(),
      realName: v.realName.trim(),
      password: v.password,
      confirm: v.confirm,
      deptCode: chooseDept ? v.deptCode : undefined,
      mobile: v.mobile?.trim() || undefined,
      captchaKey: captcha.key,
      captchaValue: v.captchaValue.trim(),
    };
    try {
      const result = await call(endpoints.auth.reg, body, { silent: true });
      if (result.pending || !result.session) {
        message.success(m('regPending'));
        navigate('/login', { replace: true });
        return;
      }
      signIn(result.session);
      navigate(homePath(result.session.roleType), { replace: true });
    } catch (e) {
      captcha.refresh();
      form.setFieldValue('captchaValue', '');
      setError(e instanceof Error && e.message ? e.message : m('regFailed'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <AuthTitle>{m('regTitle')}</AuthTitle>
      {error && <FormError text={error} />}
      <Form<RegForm> form={form} name="register" size="large" onFinish={onFinish} autoComplete="off">
        <Form.Item name="userName" rules={[{ required: true, whitespace: true, message: m('accountEmpty') }]}>
          <Input name="userName" prefix={<UserOutlined />} placeholder={m('enterAccount')} maxLength={32} />
        </Form.Item>
        <Form.Item name="realName" rules={[{ required: true, whitespace: true, message: m('nameEmpty') }]}>
          <Input name="realName" prefix={<IdcardOutlined />} placeholder={m('enterName')} maxLength={32} />
        </Form.Item>
        <PasswordFields />
        {chooseDept && (
          <Suspense fallback={<Input disabled placeholder={m('chooseDept')} style={{ marginBottom: 24 }} />}>
            <DeptField />
          </Suspense>
        )}
        <Form.Item name="mobile" rules={mobileRules(true)}>
          <Input name="mobile" prefix={<MobileOutlined />} placeholder={m('mobileOptional')} maxLength={11} />
        </Form.Item>
        <Form.Item name="captchaValue" rules={captchaRules}>
          <CaptchaInput src={captcha.src} onRefresh={captcha.refresh} size="large" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block loading={loading}>
            {m('register')}
          </Button>
        </Form.Item>
      </Form>
      <div style={{ textAlign: 'center', fontSize: 14 }}>
        {m('haveAccount')}
        <Link to="/login">{m('backToLogin')}</Link>
      </div>
    </>
  );
}
