import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@xuekao/contracts';
import { useCallback } from 'react';
import { invalidatePaging, type PagingQuery, usePaging } from './paging';
import { call } from './request';
import { unreadCountKey } from './user-queries';

/** The learner's message centre (docs/REQUIREMENTS.md#notices): `call(endpoints.message.*)`. */
const E = endpoints.message;

export interface MsgParams {
  /** 0 unread, 1 read. */
  readState: number;
}

export function useMyMessages(query: PagingQuery<MsgParams>) {
  return usePaging(E.paging, query);
}

/** Refreshes the message lists and the unread badge of the layout. */
export function useRefreshMessages() {
  const client = useQueryClient();
  return useCallback(
    () => Promise.all([invalidatePaging(client, E.paging), client.invalidateQueries({ queryKey: unreadCountKey })]),
    [client],
  );
}

/**
 * Message actions. Reading fetches the detail (which marks it read), then refreshes the list and the
 * unread count (docs/REQUIREMENTS.md#notices); marking read and deleting refresh them too.
 */
export function useMessageActions() {
  const refresh = useRefreshMessages();
  const read = useMutation({
    mutationFn: (id: string) => call(E.detailForRead, { id }),
    onSuccess: () => void refresh(),
  });
  const markRead = useMutation({ mutationFn: (ids: string[]) => call(E.markRead, { ids }), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (ids: string[]) => call(E.delete, { ids }), onSuccess: refresh });
  return { read, markRead, remove };
}
