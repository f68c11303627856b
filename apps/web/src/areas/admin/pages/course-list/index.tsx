import { call } from '@web/api/request';
import { DictSelect } from '@web/shared/components/dict-select';
import { Permission } from '@web/shared/components/permission';
import { formatLearnTime } from '@web/shared/course-format';
import { formatDateTime } from '@web/shared/format-time';
import { type ListContext, ListPage } from '@web/shared/list-page';
import { type CourseRow, endpoints, Perm } from '@xuekao/contracts';
import { App, Button, Card, Space, type TableColumnsType } from 'antd';
import { useNavigate } from 'react-router';

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
    { title: '课程名称', dataIndex: 'title', sorter: true, ellipsis: true },
    { title: '开放类型', dataIndex: 'openType_dictText', key: 'openType', width: 90 },
    { title: '课件数', dataIndex: 'fileCount', width: 70, align: 'center' },
    { title: '总学时', dataIndex: 'totalSec', width: 120, render: (v: number) => formatLearnTime(v) },
    {
      title: '开始/结束时间',
      dataIndex: 'startTime',
      sorter: true,
      width: 170,
      render: (_v, r) => (
        <div style={{ lineHeight: 1.5 }}>
          <div>{formatDateTime(r.startTime)}</div>
          <div>{`至 ${formatDateTime(r.endTime)}`}</div>
        </div>
      ),
    },
    { title: '状态', dataIndex: 'state', width: 80, render: (_v, r) => ctx.renderState(r) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 230,
      render: (_v, r) => (
        <Space size={0}>
          <Permission keys={Perm.course.edit}>
            <Button type="link" size="small" onClick={() => act.go(editCoursePath(r.id))}>
              编辑
            </Button>
          </Permission>
          <Permission keys={Perm.course.stat}>
            <Button type="link" size="small" onClick={() => act.go(courseStatPath(r.id))}>
              学习统计
            </Button>
          </Permission>
          <Permission keys={Perm.course.notify}>
            <Button type="link" size="small" onClick={() => act.notify(r)}>
              通知
            </Button>
          </Permission>
          <Permission keys={Perm.course.delete}>
            <Button type="link" size="small" danger onClick={() => ctx.remove([r.id])}>
              删除
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
      title: '课程通知',
      content: `确定向「${row.title}」开放范围内的学员发送课程通知吗？`,
      okText: '发送',
      cancelText: '取消',
      onOk: async () => {
        try {
          const { count } = await call(endpoints.course.prepareNotify, { id: row.id });
          message.success(`操作成功！已通知 ${count} 人`);
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
          { name: 'title', label: '课程名称' },
          {
            name: 'openType',
            label: '开放类型',
            width: 150,
            node: <DictSelect dicCode="open_type" excludes={['9']} placeholder="开放类型" id="search-course-open" />,
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
