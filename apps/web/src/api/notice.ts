import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@xuekao/contracts';
import { type PagingQuery, usePaging } from './paging';
import { call } from './request';

const E = endpoints.notice;

export interface NoticeParams {
  title?: string;
  state?: number;
}

export const noticeKeys = {
  detail: (id: string) => ['sys', 'notice', 'detail', id] as const,
};

/** A page of notices: learners always get published ones; staff may filter by state. */
export function useNoticePage(query: PagingQuery<NoticeParams>, enabled = true) {
  return usePaging(E.paging, query, { enabled });
}

/** One notice with its sanitized HTML content; idle without an id. */
export function useNoticeDetail(id: string | undefined) {
  return useQuery({
    queryKey: noticeKeys.detail(id ?? ''),
    queryFn: () => call(E.detail, { id: id ?? '' }),
    enabled: Boolean(id),
    retry: false,
  });
}
