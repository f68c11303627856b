import { endpoints } from '@xuekao/contracts';
import { type PagingQuery, usePaging } from './paging';

/** Points: the learner's log (docs/REQUIREMENTS.md#points), searched by `title`, newest first. */
export function useMyPoints(query: PagingQuery<{ title?: string }>) {
  return usePaging(endpoints.points.myPaging, query);
}
