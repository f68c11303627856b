import { t } from '@web/core/i18n';
import { formatDateTime } from './format-time';

/**
 * A past moment relative to now (spec: under 30 s 'just now', then minutes, hours, and '1 day' under two
 * days); older moments as their date and time. Used in lists of messages and notices.
 */
export function formatRelativeTime(iso: string | null | undefined, now: number = Date.now()): string {
  if (!iso) return '';
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const seconds = (now - at) / 1000;
  if (seconds < 30) return t('justNow');
  if (seconds < 3600) return t('minutesAgo').replace('{n}', String(Math.ceil(seconds / 60)));
  if (seconds < 3600 * 24) return t('hoursAgo').replace('{n}', String(Math.ceil(seconds / 3600)));
  if (seconds < 3600 * 24 * 2) return t('oneDayAgo');
  return formatDateTime(iso);
}

const UNITS: ReadonlyArray<[number, string]> = [
  [1e18, 'E'],
  [1e15, 'P'],
  [1e12, 'T'],
  [1e9, 'G'],
  [1e6, 'M'],
  [1e3, 'k'],
];

/** A count shortened with the spec's units k, M, G, T, P, E (1200 -> 1.2k with one digit); smaller as is. */
export function formatNumber(value: number, digits = 1): string {
  for (const [size, unit] of UNITS) {
    if (Math.abs(value) >= size) {
      return `${(value / size).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1')}${unit}`;
    }
  }
  return String(value);
}
