import { MOBILE_PATTERN, PASSWORD_PATTERN } from '@xuekao/contracts';
import type { FormRule } from 'antd';
import { t } from '../app/i18n';

/** Form rules of docs/REQUIREMENTS.md#form-rules, shared by the auth pages and the profile forms. */
export const passwordRules: FormRule[] = [
  { required: true, message: t('passwordRule') },
  { pattern: PASSWORD_PATTERN, message: t('passwordRule') },
];

/** The confirm field must equal the field `other` (default 'password'). */
export function confirmRules(other = 'password'): FormRule[] {
  return [
    { required: true, message: t('passwordMismatch') },
    ({ getFieldValue }) => ({
      validator: (_rule, value) =>
        !value || value === getFieldValue(other) ? Promise.resolve() : Promise.reject(new Error(t('passwordMismatch'))),
    }),
  ];
}

export const oldPasswordRules: FormRule[] = [{ required: true, message: t('oldPasswordEmpty') }];

/** Mainland mobile; `optional` allows an empty value. */
export function mobileRules(optional = false): FormRule[] {
  const format: FormRule = { pattern: MOBILE_PATTERN, message: t('mobileFormat') };
  return optional ? [format] : [{ required: true, message: '手机号不能为空' }, format];
}

export const captchaRules: FormRule[] = [{ required: true, whitespace: true, message: '验证码不能为空！' }];
