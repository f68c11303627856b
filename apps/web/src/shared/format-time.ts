import dayjs from 'dayjs';

/** An ISO time from the server as 2026-01-31 09:05 (empty for none). */
export function formatDateTime(iso: string | null | undefined, withSeconds = false): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format(withSeconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm') : '';
}

/** An ISO time from the server as 2026-01-31. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = dayjs(iso);
  return d.isValid() ? d.format('YYYY-MM-DD') : '';
}
