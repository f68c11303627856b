import { FileDoneOutlined } from '@ant-design/icons';
import { usePaging } from '@web/api/paging';
import { usePermission } from '@web/shared/components/permission';
import { type DashExamRow, endpoints, Perm } from '@xuekao/contracts';
import { Card, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';

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
          进行中的考试
        </span>
      }
      extra={
        <Input.Search
          size="small"
          allowClear
          placeholder="考试名称"
          aria-label="搜索进行中的考试"
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
        locale={{ emptyText: '暂无进行中的考试' }}
        columns={[
          {
            title: '考试名称',
            dataIndex: 'title',
            ellipsis: true,
            render: (v: string, r) =>
              watch ? (
                <Typography.Link
                  onClick={() => navigate(`/admin/exam/watch/${encodeURIComponent(r.id)}`)}
                  title="考试监控"
                >
                  {v}
                </Typography.Link>
              ) : (
                v
              ),
          },
          { title: '进行中', dataIndex: 'procCount', width: 80, align: 'center' },
          { title: '已交卷', dataIndex: 'handCount', width: 80, align: 'center' },
        ]}
      />
    </Card>
  );
}
