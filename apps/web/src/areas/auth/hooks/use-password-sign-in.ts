import { call, RequestError } from '@web/api/request';
import { m } from '@web/areas/auth/messages';
import { useSite } from '@web/core/session';
import { useCaptcha } from '@web/shared/hooks/use-captcha';
import { ErrorCode, endpoints, type LoginBody, type SessionInfo } from '@xuekao/contracts';
import { Form } from 'antd';
import { useState } from 'react';

export interface PasswordSignInValues {
  username: string;
  password: string;
  captchaValue?: string;
}

/**
 * The password sign-in of the login page and of the exam page's sign-in dialog (docs/REQUIREMENTS.md#sign-in):
 * the login call, with the graphic captcha when the site requires it (switch loginCaptcha) or the server asks
 * for it (repeated failures: a new image after every failed try). `onSession` takes the session; an error it
 * throws is shown like the server's.
 */
export function usePasswordSignIn(onSession: (session: SessionInfo) => unknown) {
  const site = useSite();
  const [form] = Form.useForm<PasswordSignInValues>();
  const captcha = useCaptcha();
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const showCaptcha = captchaAsked || Boolean(site?.loginCaptcha);

  const onFinish = async (values: PasswordSignInValues) => {
    setLoading(true);
    setError(null);
    const body: LoginBody = { username: values.username.trim(), password: values.password };
    if (showCaptcha) Object.assign(body, { captchaKey: captcha.key, captchaValue: values.captchaValue?.trim() });
    try {
      await onSession(await call(endpoints.auth.login, body, { silent: true }));
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

  return { form, captcha, showCaptcha, error, loading, onFinish };
}
