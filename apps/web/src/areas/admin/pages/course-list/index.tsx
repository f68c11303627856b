import { call } from '@web/api/request';
import { DictSelect } from '@web/shared/components/dict-select';
import { Permission } from '@web/shared/components/permission';
import { formatLearnTime } from '@web/shared/course-format';
import { LIST_TEXTS, type ListContext, ListPage, TimeWindow } from '@web/shared/list-page';
import { type CourseRow, endpoints, Perm } from '@xuekao/contracts';
import { App, Button, Card, Space, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';
import { m } from './messages';

interface CourseParams {
  title?: string;
  openType?: string;
}

/** Where AddCourse and CourseStat live (menus: /admin/course/add, /admin/course/stat/:courseId). */
export const ADD_COURSE_PATH = '/admin/course/add';
export const courseStatPath = (id: string) => `/admin/course/stat/${encodeURIComponent(id)}`;
export const editCoursePath = (id: string) => `${ADD_COURSE_PATH}?id=${encodeURIComponent(id)}`;

interface RowActions {
  go: (path: string) => void;
  notify: (row: CourseRow) => void;
}

function columns(ctx: ListContext<CourseRow, CourseParams>, act: RowActions): TableColumnsType<CourseRow> {
  return [
    { title: m('title'), dataIndex: 'title', sorter: true, ellipsis: true },
    { title: m('openType'), dataIndex: 'openType_dictText', key: 'openType', width: 90 },
    { title: m('fileCount'), dataIndex: 'fileCount', width: 70, align: 'center' },
    { title: m('totalSec'), dataIndex: 'totalSec', width: 120, render: (v: number) => formatLearnTime(v) },
    {
      title: m('time'),
      dataIndex: 'startTime',
      sorter: true,
      width: 170,
      render: (_v, r) => <TimeWindow start={r.startTime} end={r.endTime} />,
    },
    { title: m('state'), dataIndex: 'state', width: 80, render: (_v, r) => ctx.renderState(r) },
    {
      title: m('actions'),
      key: 'actions',
      fixed: 'right',
      width: 230,
      render: (_v, r) => (
        <Space size={0}>
          <Permission keys={Perm.course.edit}>
            <Button type="link" size="small" onClick={() => act.go(editCoursePath(r.id))}>
              {m('edit')}
            </Button>
          </Permission>
          <Permission keys={Perm.course.stat}>
            <Button type="link" size="small" onClick={() => act.go(courseStatPath(r.id))}>
              {m('stat')}
            </Button>
          </Permission>
          <Permission keys={Perm.course.notify}>
            <Button type="link" size="small" onClick={() => act.notify(r)}>
              {m('notify')}
            </Button>
          </Permission>
          <Permission keys={Perm.course.delete}>
            <Button type="link" size="small" danger onClick={() => ctx.remove([r.id])}>
              {LIST_TEXTS.remove}
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];
}

/**
 * 课程管理 (ListCourse): courses searched by title and open type, with file count, total study time, time
 * window and state (switch by course:edit); per row edit (AddCourse ?id=), 学习统计 (CourseStat), 通知 and
 * delete; 添加 opens AddCourse.
 */
export default function CourseListPage() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const go = (path: string) => void navigate(path);

  const notify = (row: CourseRow) => {
    modal.confirm({
      title: m('notifyTitle'),
      content: m('notifyConfirm', { title: row.title }),
      okText: m('send'),
      cancelText: LIST_TEXTS.cancel,
      onOk: async () => {
        try {
          const { count } = await call(endpoints.course.prepareNotify, { id: row.id });
          message.success(m('notified', { count }));
        } catch {
          // shown by the request helper
        }
      },
    });
  };

  return (
    <Card>
      <ListPage<CourseRow, CourseParams>
        url={endpoints.course.paging}
        searchFields={[
          { name: 'title', label: m('title') },
          {
            name: 'openType',
            label: m('openType'),
            width: 150,
            node: (
              <DictSelect dicCode="open_type" excludes={['9']} placeholder={m('openType')} id="search-course-open" />
            ),
          },
        ]}
        columns={(ctx) => columns(ctx, { go, notify })}
        scrollX={1000}
        permissions={{ add: Perm.course.add, delete: Perm.course.delete, state: Perm.course.edit }}
        onAdd={() => go(ADD_COURSE_PATH)}
        deleteUrl={endpoints.course.delete}
        stateUrl={endpoints.course.state}
      />
    </Card>
  );
}
