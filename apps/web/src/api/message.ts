import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IdsBody, UserMsgDetail, UserMsgRecord } from '@xuekao/contracts';
import { useCallback } from 'react';
import { invalidatePaging, type PagingQuery, usePaging } from './paging';
import { request } from './request';
import { unreadCountKey } from './user-queries';

export const MSG_PAGING_URL = '/api/sys/user/msg/paging';

export interface MsgParams {
  /** 0 unread, 1 read. */
  readState: number;
}

/** The learner's message centre (docs/REQUIREMENTS.md#notices). */
export const messageApi = {
  detailForRead: (id: string) => request<UserMsgDetail>('/api/sys/user/msg/detail-for-read', { id }),
  markRead: (body: IdsBody) => request<void>('/api/sys/user/msg/mark-read', body),
  delete: (body: IdsBody) => request<void>('/api/sys/user/msg/user-delete', body),
};

export function useMyMessages(query: PagingQuery<MsgParams>) {
  return usePaging<UserMsgRecord, MsgParams>(MSG_PAGING_URL, query);
}

/** Refreshes the message lists and the unread badge of the layout. */
export function useRefreshMessages() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all([invalidatePaging(client, MSG_PAGING_URL), client.invalidateQueries({ queryKey: unreadCountKey })]),
    [client],
  );
}

/**
 * Message actions. Reading fetches the detail (which marks it read), then refreshes the list and the
 * unread count (docs/REQUIREMENTS.md#notices); marking read and deleting refresh them too.
 */
export function useMessageActions() {
  const refresh = useRefreshMessages();
  const read = useMutation({ mutationFn: messageApi.detailForRead, onSuccess: () => void refresh() });
  const markRead = useMutation({ mutationFn: (ids: string[]) => messageApi.markRead({ ids }), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (ids: string[]) => messageApi.delete({ ids }), onSuccess: refresh });
  return { read, markRead, remove };
}
