import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@xuekao/contracts';
import { call } from './request';

/** Polling interval of the unread-message badge (docs/REQUIREMENTS.md#notices). */
export const UNREAD_POLL_MS = 20_000;
export const unreadCountKey = ['sys', 'user', 'msg', 'count-unread'] as const;

/** The unread message count, polled every 20 s while `enabled`. Invalidate `unreadCountKey` after reading. */
export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: () => call(endpoints.message.countUnread),
    refetchInterval: UNREAD_POLL_MS,
    enabled,
  });
}
