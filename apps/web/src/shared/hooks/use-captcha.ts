import { authApi } from '@web/api/auth';
import { useCallback, useState } from 'react';
import { randomKey } from '../random-key';

/** A graphic captcha for one form: a random key kept for the form's life and an image that can refresh. */
export function useCaptcha() {
  const [key] = useState(randomKey);
  const [src, setSrc] = useState(() => authApi.captchaUrl(key));
  const refresh = useCallback(() => setSrc(authApi.captchaUrl(key)), [key]);
  return { key, src, refresh };
}
