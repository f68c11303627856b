import { CONTRACT_MESSAGES_EN, type Locale, messageTranslator } from '@xuekao/contracts';
import { AUTH_EN } from './messages/auth.ts';
import { COMMON_EN, WRAPPERS_EN } from './messages/common.ts';
import { EXAM_EN } from './messages/exam.ts';
import { FACE_EN } from './messages/face.ts';
import { LEARNING_EN } from './messages/learning.ts';
import { SYSTEM_EN } from './messages/system.ts';
import { UPLOAD_EN } from './messages/upload.ts';

/**
 * Server messages in the request's language (docs/I18N.md). Messages are written in Chinese where they are
 * thrown; for an en-US request the one error handler (plugins/errors.ts) looks the message up here: the
 * server's catalogues by module (lib/messages/*.ts), then the contracts' (zod messages, TEXTS), then the
 * messages that wrap another one. An unknown message stays Chinese. Add a line when you add a user-facing
 * message (lib/messages/messages.test.ts lists the ones missing).
 */
export const SERVER_MESSAGES_EN = [
  COMMON_EN,
  AUTH_EN,
  FACE_EN,
  SYSTEM_EN,
  UPLOAD_EN,
  EXAM_EN,
  LEARNING_EN,
  ...CONTRACT_MESSAGES_EN,
  WRAPPERS_EN,
];

const english = messageTranslator(SERVER_MESSAGES_EN);

/** The message in the locale: en-US looks it up (exact, then templates); unknown messages stay as they are. */
export function translateMessage(message: string, locale: Locale): string {
  if (locale !== 'en-US' || !message) return message;
  return english(message) ?? message;
}

/**
 * The request's language: the `X-Locale` header the web sends on every call (zh-CN or en-US). Accept-Language
 * is not read: browsers and test runners send their own (Playwright's is en-US) while the product's default
 * is Chinese, whatever the browser says.
 */
export function requestLocale(headers: Record<string, string | string[] | undefined>): Locale {
  const explicit = headers['x-locale'];
  const pick = Array.isArray(explicit) ? explicit[0] : explicit;
  return pick?.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}

/**
 * A socket's language: `?locale=` of its address (browsers cannot set headers on a WebSocket; the web adds it
 * in en-US), else the X-Locale header.
 */
export function socketLocale(req: { query: unknown; headers: Record<string, string | string[] | undefined> }): Locale {
  const q = (req.query as { locale?: unknown } | undefined)?.locale;
  if (typeof q === 'string') return q.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
  return requestLocale(req.headers);
}
