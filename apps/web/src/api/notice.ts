import { useQuery } from '@tanstack/react-query';
import type { IdsBody, NoticeDetail, NoticeRecord, SaveNoticeBody, StateBody } from '@xuekao/contracts';
import { type PagingQuery, usePaging } from './paging';
import { request } from './request';

export const NOTICE_PAGING_URL = '/api/sys/notice/paging';

export interface NoticeParams {
  title?: string;
  state?: number;
}

/** Notice calls (docs/REQUIREMENTS.md#notices). */
export const noticeApi = {
  detail: (id: string) => request<NoticeDetail>('/api/sys/notice/detail', { id }),
  save: (body: SaveNoticeBody) => request<{ id: string }>('/api/sys/notice/save', body),
  state: (body: StateBody) => request<void>('/api/sys/notice/state', body),
  delete: (body: IdsBody) => request<void>('/api/sys/notice/delete', body),
};

export const noticeKeys = {
  detail: (id: string) => ['sys', 'notice', 'detail', id] as const,
};

/** A page of notices: learners always get published ones; staff may filter by state. */
export function useNoticePage(query: PagingQuery<NoticeParams>, enabled = true) {
  return usePaging<NoticeRecord, NoticeParams>(NOTICE_PAGING_URL, query, { enabled });
}

/** One notice with its sanitized HTML content; idle without an id. */
export function useNoticeDetail(id: string | undefined) {
  return useQuery({
    queryKey: noticeKeys.detail(id ?? ''),
    queryFn: () => noticeApi.detail(id ?? ''),
    enabled: Boolean(id),
    retry: false,
  });
}
