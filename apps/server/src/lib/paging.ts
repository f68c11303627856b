import type { Page, PagingRequest } from '@xuekao/contracts';

/** Limit and offset of a paged request (size is already capped by the contract). */
export function pageWindow(req: Pick<PagingRequest, 'current' | 'size'>): { limit: number; offset: number } {
  return { limit: req.size, offset: (req.current - 1) * req.size };
}

/** The paged answer `{records, total, size, current, pages}`. */
export function toPage<T>(records: T[], total: number, req: Pick<PagingRequest, 'current' | 'size'>): Page<T> {
  return { records, total, size: req.size, current: req.current, pages: Math.ceil(total / req.size) };
}

/** Map a page's records through a presenter. */
export function mapPage<T, U>(page: Page<T>, fn: (row: T) => U): Page<U> {
  return { ...page, records: page.records.map(fn) };
}
