import { usePaging } from '@web/api/paging';
import { KeyboardScroll } from '@web/shared/components/keyboard-scroll';
import { formatDateTime } from '@web/shared/format-time';
import { m as lp } from '@web/shared/list-page/messages';
import { type CourseRow, endpoints, type FileLearnRowSchema } from '@xuekao/contracts';
import { Empty, Progress, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { m } from '../messages';

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
        placeholder={m('chooseCourse')}
        aria-label={m('chooseCourse')}
        style={{ width: 240, maxWidth: '100%' }}
        value={courseId}
        loading={courses.isLoading}
        options={(courses.data?.records ?? []).map((c) => ({ value: c.id, label: c.title }))}
        onChange={(v: string | undefined) => {
          setCourseId(v);
          setCurrent(1);
        }}
      />
      <KeyboardScroll label={m('courseLearnRecords')}>
        <Table<FileLearnRow>
          scroll={{ x: 'max-content' }}
          rowKey={(r) => `${r.courseId}/${r.fileId}`}
          size="small"
          loading={page.isFetching}
          dataSource={page.data?.records ?? []}
          locale={{ emptyText: <Empty description={lp('empty')} /> }}
          columns={[
            {
              title: m('file'),
              dataIndex: 'fileName',
              render: (v: string, r) => (
                <Link to={`/web/course/view/${encodeURIComponent(r.courseId)}/${encodeURIComponent(r.fileId)}`}>
                  {v}
                </Link>
              ),
            },
            { title: m('course'), dataIndex: 'courseName' },
            { title: m('lastLearn'), dataIndex: 'updateTime', width: 180, render: (v: string) => formatDateTime(v) },
            {
              title: m('progress'),
              dataIndex: 'process',
              width: 200,
              render: (v: number) => <Progress aria-label={m('learnProgress')} percent={v} size="small" />,
            },
          ]}
          pagination={{
            current,
            pageSize: size,
            total: page.data?.total ?? 0,
            showTotal: (n) => lp('total', { total: n }),
            onChange: (c, s) => {
              setCurrent(c);
              setSize(s);
            },
          }}
        />
      </KeyboardScroll>
    </Space>
  );
}
