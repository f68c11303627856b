import { FileDoneOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { paperApi } from '@web/api/paper';
import { SearchCard } from '@web/areas/learner/components/search-card';
import { useTitlePaging } from '@web/areas/learner/components/use-title-paging';
import { useUser } from '@web/core/session';
import { GridPager } from '@web/shared/components/grid-pager';
import { GRID_COL, GRID_PAGE_SIZE } from '@web/shared/grid';
import { type ExamRow, endpoints } from '@xuekao/contracts';
import { Alert, Button, Col, Empty, Row } from 'antd';
import { useNavigate } from 'react-router';
import { ExamCard } from './exam-card';
import { m } from './messages';

const PAGE_SIZE = GRID_PAGE_SIZE;

/**
 * 在线考试 (/web/index): the exams open to the learner now or soon (the server lists only those in
 * range), with my attempts and best score. A paper in progress is offered for resuming above the list.
 */
export default function ExamListPage() {
  const navigate = useNavigate();
  const user = useUser();
  const { page, current, setCurrent, search } = useTitlePaging<ExamRow>(endpoints.exam.paging, PAGE_SIZE);
  const process = useQuery({ queryKey: ['paper', 'process'], queryFn: () => paperApi.process(), staleTime: 0 });
  const records = page.data?.records ?? [];
  const running = process.data;

  return (
    <SearchCard
      icon={<FileDoneOutlined />}
      title={m('title')}
      placeholder={m('searchTitle')}
      onSearch={search}
      loading={page.isLoading}
    >
      {running && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="exam-in-progress"
          title={m('inProgress', { title: running.title })}
          action={
            <Button size="small" type="primary" danger onClick={() => navigate(`/web/exam/start/${running.examId}`)}>
              {m('resume')}
            </Button>
          }
        />
      )}
      {records.length === 0 ? (
        <Empty description={m('empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {records.map((exam) => (
            <Col key={exam.id} {...GRID_COL}>
              <ExamCard
                exam={exam}
                onEnter={(e) => navigate(`/web/exam/check/${e.id}`)}
                onRecords={(e) => navigate(`/web/paper/list/${e.id}/${user?.userId ?? ''}`)}
              />
            </Col>
          ))}
        </Row>
      )}
      <GridPager current={current} pageSize={PAGE_SIZE} total={page.data?.total ?? 0} onChange={setCurrent} />
    </SearchCard>
  );
}
