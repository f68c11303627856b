import { usePaging } from '@web/api/paging';
import { formatDateTime } from '@web/shared/format-time';
import { type CourseRow, endpoints, type FileLearnRowSchema } from '@xuekao/contracts';
import { Empty, Progress, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';

type FileLearnRow = z.output<typeof FileLearnRowSchema>;

/** 课件学习 of the user centre: my courseware records (courseware, course, last learned, progress), filtered by course. */
export function CourseLearnTab() {
  const [courseId, setCourseId] = useState<string>();
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(10);
  const page = usePaging<FileLearnRow>(endpoints.course.learnPaging, {
    params: { courseId },
    current,
    size,
    orders: [],
  });
  const courses = usePaging<CourseRow>(endpoints.course.userPaging, { params: {}, current: 1, size: 100, orders: [] });
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="选择课程"
        style={{ width: 240 }}
        value={courseId}
        loading={courses.isLoading}
        options={(courses.data?.records ?? []).map((c) => ({ value: c.id, label: c.title }))}
        onChange={(v: string | undefined) => {
          setCourseId(v);
          setCurrent(1);
        }}
      />
      <Table<FileLearnRow>
        rowKey={(r) => `${r.courseId}/${r.fileId}`}
        size="small"
        loading={page.isFetching}
        dataSource={page.data?.records ?? []}
        locale={{ emptyText: <Empty description="暂无相关数据！" /> }}
        columns={[
          {
            title: '课件',
            dataIndex: 'fileName',
            render: (v: string, r) => (
              <Link to={`/web/course/view/${encodeURIComponent(r.courseId)}/${encodeURIComponent(r.fileId)}`}>{v}</Link>
            ),
          },
          { title: '课程', dataIndex: 'courseName' },
          { title: '最后学习', dataIndex: 'updateTime', width: 180, render: (v: string) => formatDateTime(v) },
          {
            title: '进度',
            dataIndex: 'process',
            width: 200,
            render: (v: number) => <Progress percent={v} size="small" />,
          },
        ]}
        pagination={{
          current,
          pageSize: size,
          total: page.data?.total ?? 0,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (c, s) => {
            setCurrent(c);
            setSize(s);
          },
        }}
      />
    </Space>
  );
}
