import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { currentLocale } from '@web/i18n/core';

/**
 * Dates in the UI language (date pickers, relative times): Chinese, or dayjs's built-in English in en-US.
 * Imported by the two shells and the public pages that show dates, not by the entry: the sign-in pages show
 * none and are held to a weight budget (bench/bundle.ts).
 */
dayjs.locale(currentLocale() === 'en-US' ? 'en' : 'zh-cn');
