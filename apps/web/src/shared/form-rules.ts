import { MOBILE_PATTERN, PASSWORD_PATTERN } from '@xuekao/contracts';
import type { FormRule } from 'antd';
import { t } from '../core/i18n';
import { m } from './components/messages';

/** Form rules of docs/REQUIREMENTS.md#form-rules, shared by the auth pages and the profile forms. */
export const passwordRules: FormRule[] = [
  {
    required: true,
    get message() {
      return t('passwordRule');
    },
  },
  {
    pattern: PASSWORD_PATTERN,
    get message() {
      return t('passwordRule');
    },
  },
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

export const oldPasswordRules: FormRule[] = [
  {
    required: true,
    get message() {
      return t('oldPasswordEmpty');
    },
  },
];

/** Mainland mobile; `optional` allows an empty value. */
export function mobileRules(optional = false): FormRule[] {
  const format: FormRule = { pattern: MOBILE_PATTERN, message: t('mobileFormat') };
  return optional ? [format] : [{ required: true, message: m('mobileEmpty') }, format];
}

/** The message is read when the form validates (a getter), so the rule follows the locale chosen at start. */
export const captchaRules: FormRule[] = [
  {
    required: true,
    whitespace: true,
    get message() {
      return m('captchaEmpty');
    },
  },
];
