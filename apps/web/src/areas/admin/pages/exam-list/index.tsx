import { FileAddOutlined, PlusOutlined } from '@ant-design/icons';
import { examApi } from '@web/api/exam';
import { DictSelect } from '@web/shared/components/dict-select';
import { Permission } from '@web/shared/components/permission';
import { formatDateTime } from '@web/shared/format-time';
import { type ListContext, ListPage, type ListPageHandle } from '@web/shared/list-page';
import { type ExamRow, endpoints, Perm } from '@xuekao/contracts';
import { App, Button, Card, Space, type TableColumnsType, Tag } from 'antd';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FromTmplDialog } from './from-tmpl-dialog';

interface ExamParams {
  title?: string;
  openType?: string;
  examType?: string;
}

const TIME_STATE = [
  { text: '未开始', color: 'default' },
  { text: '进行中', color: 'processing' },
  { text: '已结束', color: 'default' },
];

interface RowActions {
  go: (path: string) => void;
  notify: (row: ExamRow) => void;
}

function columns(ctx: ListContext<ExamRow, ExamParams>, act: RowActions): TableColumnsType<ExamRow> {
  return [
    {
      title: '考试名称',
      dataIndex: 'title',
      sorter: true,
      render: (v: string, r) => (
        <span>
          <Tag color={TIME_STATE[r.timeState]?.color} style={{ marginInlineEnd: 6 }}>
            {TIME_STATE[r.timeState]?.text ?? ''}
          </Tag>
          {v}
        </span>
      ),
    },
    { title: '考试类型', dataIndex: 'examType_dictText', key: 'examType', width: 90 },
    { title: '开放类型', dataIndex: 'openType_dictText', key: 'openType', width: 90 },
    {
      title: '考试时间',
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
    { title: '时长', dataIndex: 'totalTime', width: 80, render: (v: number) => `${v} 分钟` },
    {
      title: '总分/及格',
      key: 'score',
      width: 90,
      render: (_v, r) => `${r.totalScore} / ${r.qualifyScore}`,
    },
    { title: '题数', dataIndex: 'quCount', width: 60, align: 'center' },
    { title: '状态', dataIndex: 'state', width: 80, render: (_v, r) => ctx.renderState(r) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 260,
      render: (_v, r) => (
        <Space size={0}>
          <Permission keys={Perm.exam.edit}>
            <Button type="link" size="small" onClick={() => act.go(`/admin/exam/add/0?id=${encodeURIComponent(r.id)}`)}>
              编辑
            </Button>
          </Permission>
          <Permission keys={Perm.exam.watch}>
            <Button type="link" size="small" onClick={() => act.go(`/admin/exam/watch/${encodeURIComponent(r.id)}`)}>
              监控
            </Button>
          </Permission>
          <Button type="link" size="small" onClick={() => act.go(`/admin/exam/analysis/${encodeURIComponent(r.id)}`)}>
            分析
          </Button>
          <Permission keys={Perm.exam.notify}>
            <Button type="link" size="small" onClick={() => act.notify(r)}>
              考试通知
            </Button>
          </Permission>
          <Permission keys={Perm.exam.delete}>
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
 * 考试管理 (ListExam): exams searched by title, open type and exam type, with time window, duration,
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
      title: '考试通知',
      content: `确定向「${row.title}」开放范围内的学员发送考试通知吗？`,
      okText: '发送',
      cancelText: '取消',
      onOk: async () => {
        try {
          const { sent } = await examApi.prepareNotify(row.id);
          message.success(`考试通知已发送给 ${sent} 人`);
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
          { name: 'title', label: '考试名称' },
          {
            name: 'openType',
            label: '开放类型',
            width: 150,
            node: <DictSelect dicCode="open_type" placeholder="开放类型" id="search-open-type" />,
          },
          {
            name: 'examType',
            label: '考试类型',
            width: 150,
            node: <DictSelect dicCode="exam_type" placeholder="考试类型" id="search-exam-type" />,
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
                创建考试
              </Button>
              <Button icon={<FileAddOutlined />} onClick={() => setFromTmpl(true)}>
                从模板创建
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
