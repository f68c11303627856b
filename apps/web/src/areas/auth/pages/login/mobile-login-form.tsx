import { MobileOutlined } from '@ant-design/icons';
import { call, RequestError } from '@web/api/request';
import { FormError } from '@web/areas/auth/components/form-error';
import { m } from '@web/areas/auth/messages';
import { useSite } from '@web/core/session';
import { CaptchaInput } from '@web/shared/components/captcha-input';
import { useSmsSender } from '@web/shared/components/sms-captcha-popup';
import { SmsCodeField } from '@web/shared/components/sms-code-field';
import { captchaRules, mobileRules } from '@web/shared/form-rules';
import { useCaptcha } from '@web/shared/hooks/use-captcha';
import { ErrorCode, endpoints, type MobileLoginBody, SmsType } from '@xuekao/contracts';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useAfterSignIn } from './use-after-sign-in';

interface MobileForm {
  mobile: string;
  smsCode: string;
  captchaValue?: string;
}

/**
 * 短信登录 (docs/REQUIREMENTS.md#sign-in): the mobile, then 获取验证码 asks the graphic captcha in a popup and sends
 * the code (60 s countdown); 登录 signs in with it. Like the password form, a graphic captcha is added when the
 * server asks for one (switch loginCaptcha, or repeated wrong codes).
 */
export function MobileLoginForm() {
  const site = useSite();
  const afterSignIn = useAfterSignIn();
  const [form] = Form.useForm<MobileForm>();
  const captcha = useCaptcha();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const showCaptcha = captchaAsked || Boolean(site?.loginCaptcha);
  const sms = useSmsSender({
    smsType: SmsType.LOGIN,
    name: 'mobile-login-captcha',
    mobile: async () => {
      try {
        const { mobile } = await form.validateFields(['mobile']);
        return mobile.trim();
      } catch {
        return null;
      }
    },
  });

  const onFinish = async (v: MobileForm) => {
    setLoading(true);
    setError(null);
    const body: MobileLoginBody = { mobile: v.mobile.trim(), smsCode: v.smsCode.trim() };
    if (showCaptcha) Object.assign(body, { captchaKey: captcha.key, captchaValue: v.captchaValue?.trim() });
    try {
      afterSignIn(await call(endpoints.auth.mobileLogin, body, { silent: true }));
    } catch (e) {
      const asked = e instanceof RequestError && e.code === ErrorCode.CAPTCHA_WRONG;
      if (asked) setCaptchaAsked(true);
      if (asked || showCaptcha) {
        captcha.refresh();
        form.setFieldValue('captchaValue', '');
      }
      setError(e instanceof Error && e.message ? e.message : m('signInFailed'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {error && <FormError text={error} testId="mobile-login-error" />}
      <Form<MobileForm> form={form} name="mobile-login" size="large" onFinish={onFinish} autoComplete="off">
        <Form.Item name="mobile" rules={mobileRules()}>
          <Input name="mobile" prefix={<MobileOutlined />} placeholder={m('enterMobile')} maxLength={11} />
        </Form.Item>
        <SmsCodeField countdown={sms.countdown} onSend={sms.ask} />
        {showCaptcha && (
          <Form.Item name="captchaValue" rules={captchaRules}>
            <CaptchaInput src={captcha.src} onRefresh={captcha.refresh} size="large" />
          </Form.Item>
        )}
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block loading={loading}>
            {m('signIn')}
          </Button>
        </Form.Item>
      </Form>
      {sms.popup}
    </>
  );
}
