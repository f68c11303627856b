import { FileDoneOutlined } from '@ant-design/icons';
import { usePaging } from '@web/api/paging';
import { usePermission } from '@web/shared/components/permission';
import { type DashExamRow, endpoints, Perm } from '@xuekao/contracts';
import { Card, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { m } from './messages';

/** Rows of the ongoing-exam card (docs/REQUIREMENTS.md#statistics: dashboard lists 5 rows). */
export const DASH_EXAM_SIZE = 5;

/** 进行中的考试: five ongoing exams with papers in progress and handed in, searched by title. */
export function ExamCard() {
  const [title, setTitle] = useState('');
  const can = usePermission();
  const navigate = useNavigate();
  const page = usePaging(endpoints.exam.dashExamList, {
    params: { title: title || undefined },
    current: 1,
    size: DASH_EXAM_SIZE,
    orders: [],
  });
  const watch = can(Perm.exam.watch);

  return (
    <Card
      size="small"
      title={
        <span>
          <FileDoneOutlined style={{ color: '#1677ff', marginRight: 8 }} />
          {m('ongoingExams')}
        </span>
      }
      extra={
        <Input.Search
          size="small"
          allowClear
          placeholder={m('examTitle')}
          aria-label={m('searchOngoingExams')}
          onSearch={(v) => setTitle(v.trim())}
          style={{ width: 180 }}
        />
      }
      style={{ height: '100%' }}
      data-testid="dashboard-exam-card"
    >
      <Table<DashExamRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={page.isFetching}
        dataSource={page.data?.records ?? []}
        locale={{ emptyText: m('noOngoingExams') }}
        columns={[
          {
            title: m('examTitle'),
            dataIndex: 'title',
            ellipsis: true,
            render: (v: string, r) =>
              watch ? (
                <Typography.Link
                  onClick={() => navigate(`/admin/exam/watch/${encodeURIComponent(r.id)}`)}
                  title={m('examWatch')}
                >
                  {v}
                </Typography.Link>
              ) : (
                v
              ),
          },
          { title: m('inProgress'), dataIndex: 'procCount', width: 80, align: 'center' },
          { title: m('handedIn'), dataIndex: 'handCount', width: 80, align: 'center' },
        ]}
      />
    </Card>
  );
}
