import { ReadOutlined } from '@ant-design/icons';
import { SearchCard } from '@web/areas/learner/components/search-card';
import { useTitlePaging } from '@web/areas/learner/components/use-title-paging';
import { type CourseRow, endpoints } from '@xuekao/contracts';
import { Alert, Col, Empty, Pagination, Row } from 'antd';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CourseCard } from './course-card';
import { m } from './messages';

/** Grid page size (spec §9: 30 for grids, 8 per line). */
export const COURSE_PAGE_SIZE = 30;

/** The message of a broken-off study: the one the course view handed over, else the default. */
export function breakMessage(state: unknown): string {
  const msg = (state as { breakMsg?: unknown } | null)?.breakMsg;
  return typeof msg === 'string' && msg.trim() ? msg : m('breakDefault');
}

/**
 * 课程学习 (/web/course): the courses open to the learner (the server lists only those open, in time and
 * in range) as cards with my progress; `?break` says study was stopped.
 */
export default function CourseListPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const {
    page,
    current,
    setCurrent,
    search: searchTitle,
  } = useTitlePaging<CourseRow>(endpoints.course.userPaging, COURSE_PAGE_SIZE);
  const records = page.data?.records ?? [];
  const total = page.data?.total ?? 0;

  return (
    <SearchCard
      icon={<ReadOutlined />}
      title={m('title')}
      placeholder={m('searchTitle')}
      onSearch={searchTitle}
      loading={page.isLoading}
    >
      {search.has('break') && (
        <Alert
          type="warning"
          showIcon
          closable
          data-testid="study-break"
          style={{ marginBottom: 16 }}
          title={breakMessage(location.state)}
        />
      )}
      {records.length === 0 ? (
        <Empty description={m('empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {records.map((course) => (
            <Col key={course.id} xs={24} sm={12} md={8} lg={6} xxl={3}>
              <CourseCard course={course} onOpen={(c) => navigate(`/web/course/view/${encodeURIComponent(c.id)}`)} />
            </Col>
          ))}
        </Row>
      )}
      {total > COURSE_PAGE_SIZE && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
          <Pagination current={current} pageSize={COURSE_PAGE_SIZE} total={total} onChange={setCurrent} />
        </div>
      )}
    </SearchCard>
  );
}
