import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { call } from '@web/api/request';
import { FormError } from '@web/areas/auth/components/form-error';
import { type PasswordSignInValues, usePasswordSignIn } from '@web/areas/auth/hooks/use-password-sign-in';
import { m as authM } from '@web/areas/auth/messages';
import { sessionStore, useUser } from '@web/core/session';
import { markSignedIn } from '@web/core/token';
import { CaptchaInput } from '@web/shared/components/captcha-input';
import { captchaRules } from '@web/shared/form-rules';
import { endpoints, type SessionInfo } from '@xuekao/contracts';
import { Button, Form, Input, Typography } from 'antd';
import { m } from '../messages';

/** Is the page's session alive after all (a 10010002 answered to a call sent before the last sign-in)? */
export const sessionAlive = (): Promise<boolean> =>
  call(endpoints.auth.info, {}, { silent: true, quiet: true }).then(
    () => true,
    () => false,
  );

/**
 * 登录已过期 (issue 25 item 6), in the dialog components/session-rescue.tsx opens over the exam page: signs the
 * learner in again without leaving the page (same question, typed text, the answers waiting in the journal).
 * The account is the learner's own and cannot be changed; the password, and the graphic captcha when the site
 * or the server asks for it, as on the login page (the same hook). Someone else's session is refused.
 */
export function SessionSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const user = useUser();
  const account = user?.userName ?? '';

  const renew = async (session: SessionInfo) => {
    if (session.userId !== user?.userId) {
      // Someone else's account: their session is ended again at once (the server clears its cookie), and
      // the page stays the learner's, waiting for them.
      await call(endpoints.auth.logout, {}, { silent: true, quiet: true }).catch(() => undefined);
      markSignedIn();
      throw new Error(m('sessionOther'));
    }
    // What the login page keeps (api/auth-session.ts signIn), without its reset of the menu routes and the
    // cached queries: that would have the route guard load the session again and unmount the exam page.
    markSignedIn();
    sessionStore.set({ user: session });
    onSignedIn();
  };
  const { form, captcha, showCaptcha, error, loading, onFinish } = usePasswordSignIn(renew);

  return (
    <div data-testid="session-sign-in">
      <Typography.Paragraph type="secondary">{m('sessionKept')}</Typography.Paragraph>
      {error && <FormError text={error} testId="session-error" />}
      <Form<PasswordSignInValues>
        form={form}
        name="session-sign-in"
        initialValues={{ username: account }}
        onFinish={(values) => onFinish({ ...values, username: account })}
      >
        <Form.Item name="username">
          <Input prefix={<UserOutlined />} disabled autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: authM('enterPassword') }]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={authM('enterPassword')}
            autoComplete="current-password"
            autoFocus
          />
        </Form.Item>
        {showCaptcha && (
          <Form.Item name="captchaValue" rules={captchaRules}>
            <CaptchaInput src={captcha.src} onRefresh={captcha.refresh} />
          </Form.Item>
        )}
        <Button type="primary" htmlType="submit" block loading={loading}>
          {authM('signIn')}
        </Button>
      </Form>
    </div>
  );
}
