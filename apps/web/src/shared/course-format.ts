import { m as units } from './formats/messages';

/** Display forms of course and courseware numbers (sizes in bytes, durations in seconds). */

/** Bytes as 1.5 MB ('-' for 0: an outside address has no known size). */
export function formatFileSize(bytes: number): string {
  if (!bytes || bytes < 0) return '-';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : v.toFixed(v >= 100 ? 0 : 1).replace(/\.0$/, '')} ${units[i]}`;
}

/** Media seconds as mm:ss (hours fold into the minutes: 75:03); '-' when 0 (no duration). */
export function formatDuration(sec: number): string {
  if (!sec || sec < 0) return '-';
  const s = Math.round(sec);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Study seconds as 1小时2分3秒 (0秒 for none; en-US: 1 h 2 min 3 s). */
export function formatLearnTime(sec: number): string {
  const s = Math.max(0, Math.round(sec || 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  const parts: string[] = [];
  if (h) parts.push(units('hours', { n: h }));
  if (m) parts.push(units('minutes', { n: m }));
  if (r || parts.length === 0) parts.push(units('seconds', { n: r }));
  return parts.join('').trim();
}
