import { ReadOutlined } from '@ant-design/icons';
import { usePaging } from '@web/api/paging';
import { usePermission } from '@web/shared/components/permission';
import { type DashCourseRowSchema, endpoints, Perm } from '@xuekao/contracts';
import { Card, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { m } from './messages';

/** Rows of the ongoing-course card (docs/REQUIREMENTS.md#statistics: dashboard lists 5 rows). */
export const DASH_COURSE_SIZE = 5;

type DashCourseRow = z.output<typeof DashCourseRowSchema>;

/** 进行中的课程: five ongoing courses with their learners and finishers, searched by title. */
export function CourseCard() {
  const [title, setTitle] = useState('');
  const can = usePermission();
  const navigate = useNavigate();
  const page = usePaging(endpoints.course.dashCourseList, {
    params: { title: title || undefined },
    current: 1,
    size: DASH_COURSE_SIZE,
    orders: [],
  });
  const stat = can(Perm.course.stat);

  return (
    <Card
      size="small"
      title={
        <span>
          <ReadOutlined style={{ color: '#11a983', marginRight: 8 }} />
          {m('ongoingCourses')}
        </span>
      }
      extra={
        <Input.Search
          size="small"
          allowClear
          placeholder={m('courseTitle')}
          aria-label={m('searchOngoingCourses')}
          onSearch={(v) => setTitle(v.trim())}
          style={{ width: 180 }}
        />
      }
      style={{ height: '100%' }}
      data-testid="dashboard-course-card"
    >
      <Table<DashCourseRow>
        rowKey="id"
        size="small"
        pagination={false}
        loading={page.isFetching}
        dataSource={page.data?.records ?? []}
        locale={{ emptyText: m('noOngoingCourses') }}
        columns={[
          {
            title: m('courseTitle'),
            dataIndex: 'title',
            ellipsis: true,
            render: (v: string, r) =>
              stat ? (
                <Typography.Link
                  onClick={() => navigate(`/admin/course/stat/${encodeURIComponent(r.id)}`)}
                  title={m('learnStat')}
                >
                  {v}
                </Typography.Link>
              ) : (
                v
              ),
          },
          { title: m('learners'), dataIndex: 'procCount', width: 90, align: 'center' },
          { title: m('finishers'), dataIndex: 'finishCount', width: 90, align: 'center' },
        ]}
      />
    </Card>
  );
}
