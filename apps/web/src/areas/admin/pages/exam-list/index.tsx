import { FileAddOutlined, PlusOutlined } from '@ant-design/icons';
import { examApi } from '@web/api/exam';
import { CourseSelect } from '@web/shared/components/course-select';
import { DictSelect } from '@web/shared/components/dict-select';
import { Permission } from '@web/shared/components/permission';
import { LIST_TEXTS, type ListContext, ListPage, type ListPageHandle, TimeWindow } from '@web/shared/list-page';
import { type ExamRow, endpoints, Perm } from '@xuekao/contracts';
import { App, Button, Card, Space, type TableColumnsType, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FromTmplDialog } from './from-tmpl-dialog';
import { m } from './messages';

interface ExamParams {
  title?: string;
  openType?: string;
  examType?: string;
  courseId?: string;
}

const TIME_STATE = [
  { text: 'notStarted', color: 'default' },
  { text: 'ongoing', color: 'processing' },
  { text: 'ended', color: 'default' },
] as const;

interface RowActions {
  go: (path: string) => void;
  notify: (row: ExamRow) => void;
}

function columns(ctx: ListContext<ExamRow, ExamParams>, act: RowActions): TableColumnsType<ExamRow> {
  return [
    {
      title: m('title'),
      dataIndex: 'title',
      sorter: true,
      render: (v: string, r) => (
        <span>
          <Tag color={TIME_STATE[r.timeState]?.color} style={{ marginInlineEnd: 6 }}>
            {TIME_STATE[r.timeState] ? m(TIME_STATE[r.timeState].text) : ''}
          </Tag>
          {v}
        </span>
      ),
    },
    { title: m('examType'), dataIndex: 'examType_dictText', key: 'examType', width: 90 },
    { title: m('openType'), dataIndex: 'openType_dictText', key: 'openType', width: 90 },
    {
      title: m('examTime'),
      dataIndex: 'startTime',
      sorter: true,
      width: 170,
      render: (_v, r) => <TimeWindow start={r.startTime} end={r.endTime} />,
    },
    { title: m('duration'), dataIndex: 'totalTime', width: 80, render: (v: number) => m('minutesOf', { n: v }) },
    {
      title: m('scoreQualify'),
      key: 'score',
      width: 90,
      render: (_v, r) => `${r.totalScore} / ${r.qualifyScore}`,
    },
    { title: m('quCount'), dataIndex: 'quCount', width: 60, align: 'center' },
    { title: m('state'), dataIndex: 'state', width: 80, render: (_v, r) => ctx.renderState(r) },
    {
      title: m('actions'),
      key: 'actions',
      fixed: 'right',
      width: 260,
      render: (_v, r) => (
        <Space size={0}>
          <Permission keys={Perm.exam.edit}>
            <Button type="link" size="small" onClick={() => act.go(`/admin/exam/add/0?id=${encodeURIComponent(r.id)}`)}>
              {m('edit')}
            </Button>
          </Permission>
          <Permission keys={Perm.exam.watch}>
            <Button type="link" size="small" onClick={() => act.go(`/admin/exam/watch/${encodeURIComponent(r.id)}`)}>
              {m('watch')}
            </Button>
          </Permission>
          <Button type="link" size="small" onClick={() => act.go(`/admin/exam/analysis/${encodeURIComponent(r.id)}`)}>
            {m('analysis')}
          </Button>
          <Permission keys={Perm.exam.notify}>
            <Button type="link" size="small" onClick={() => act.notify(r)}>
              {m('notify')}
            </Button>
          </Permission>
          <Permission keys={Perm.exam.delete}>
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
 * 考试管理 (ListExam): exams searched by title, open type, exam type and course (the exams a course links
 * to; the course select reads ids and titles only), with time window, duration,
 * scores and state (switch by exam:state); per row edit, watch (ExamWatch), exam notice and delete;
 * 创建考试 and 从模板创建 open AddExam.
 */
export default function ExamListPage() {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const listRef = useRef<ListPageHandle>(null);
  const [fromTmpl, setFromTmpl] = useState(false);
  const go = (path: string) => void navigate(path);

  const notify = (row: ExamRow) => {
    modal.confirm({
      title: m('notify'),
      content: m('notifyConfirm', { title: row.title }),
      okText: m('send'),
      cancelText: LIST_TEXTS.cancel,
      onOk: async () => {
        try {
          const { sent } = await examApi.prepareNotify(row.id);
          message.success(m('notifySent', { n: sent }));
        } catch {
          // shown by the request helper
        }
      },
    });
  };

  return (
    <Card>
      <ListPage<ExamRow, ExamParams>
        ref={listRef}
        url={endpoints.exam.paging}
        searchFields={[
          { name: 'title', label: m('title') },
          {
            name: 'openType',
            label: m('openType'),
            width: 150,
            node: <DictSelect dicCode="open_type" placeholder={m('openType')} id="search-open-type" />,
          },
          {
            name: 'examType',
            label: m('examType'),
            width: 150,
            node: <DictSelect dicCode="exam_type" placeholder={m('examType')} id="search-exam-type" />,
          },
          {
            // The course select calls /api/course/course/options, which exam:list (this page's key) may call.
            name: 'courseId',
            label: m('course'),
            width: 200,
            node: <CourseSelect placeholder={m('course')} id="search-course" />,
          },
        ]}
        columns={(ctx) => columns(ctx, { go, notify })}
        scrollX={1080}
        permissions={{ delete: Perm.exam.delete, state: Perm.exam.state }}
        deleteUrl={endpoints.exam.delete}
        stateUrl={endpoints.exam.state}
        toolbarExtra={
          <Permission keys={Perm.exam.add}>
            <Space>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => go('/admin/exam/add/0')}>
                {m('addExam')}
              </Button>
              <Button icon={<FileAddOutlined />} onClick={() => setFromTmpl(true)}>
                {m('fromTmpl')}
              </Button>
            </Space>
          </Permission>
        }
      />
      <FromTmplDialog
        open={fromTmpl}
        onCancel={() => setFromTmpl(false)}
        onConfirm={(tmplId) => {
          setFromTmpl(false);
          go(`/admin/exam/add/${encodeURIComponent(tmplId)}`);
        }}
      />
    </Card>
  );
}
