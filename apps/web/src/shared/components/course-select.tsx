import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { endpoints, PICKER_AUTH } from '@xuekao/contracts';
import { useMemo } from 'react';
import { useMayRead } from '../hooks/use-may-read';
import { NoAccessSelect, SearchSelect, type SearchSelectProps, useSearchTitle } from './search-select';
import { m } from './widgets/messages';

/** Courses a select offers: page 1, size 100 (docs/REQUIREMENTS.md#pickers). */
export const COURSE_SELECT_SIZE = 100;

export interface CourseSelectProps extends SearchSelectProps {
  /** Only courses of this open type (1 public, 2 departments, 3 persons). */
  openType?: number;
}

/**
 * The course select of the spec (size 100 with openType and title) over `/api/course/course/options`, which
 * answers ids and titles only (so exam:list staff may use it): the typed text is sent as `params.title`. The
 * value is the course id; works inside an antd Form.Item. Staff outside PICKER_AUTH.course see it disabled.
 */
export function CourseSelect({ openType, placeholder, ...rest }: CourseSelectProps) {
  const allowed = useMayRead(PICKER_AUTH.course);
  const search = useSearchTitle();
  const title = search.title || undefined;
  const { data, isFetching } = useQuery({
    queryKey: ['course', 'select', title ?? '', openType ?? 0],
    queryFn: () =>
      call(endpoints.course.options, {
        current: 1,
        size: COURSE_SELECT_SIZE,
        params: { title, openType },
        orders: [],
        t: Date.now(),
      }),
    staleTime: 30_000,
    enabled: allowed,
  });
  const found = useMemo(() => (data?.records ?? []).map((r) => ({ label: r.title, value: r.id })), [data]);
  if (!allowed) return <NoAccessSelect style={rest.style} />;
  return (
    <SearchSelect
      placeholder={placeholder ?? m('chooseCourse')}
      {...rest}
      search={search}
      found={found}
      fetching={isFetching}
      emptyText={m('noCourses')}
    />
  );
}
