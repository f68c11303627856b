import { ArrowLeftOutlined } from '@ant-design/icons';
import { formatDateTime } from '@web/shared/format-time';
import { ListPage, type ListPageHandle } from '@web/shared/list-page';
import { type ExamRow, endpoints, type PaperRow } from '@xuekao/contracts';
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { MarkDrawer } from './mark-drawer';

interface PaperParams {
  examId: string;
  state?: number;
  realName?: string;
}

const STATES = [
  { value: 1, label: '待阅卷' },
  { value: 2, label: '已完成' },
];

export interface MarkPapersProps {
  exam: ExamRow;
  onBack: () => void;
  /** A paper was finished (the exam's count changes). */
  onChanged: () => void;
}

/** The papers of one exam awaiting marking (or already marked), each opened in the marking drawer. */
export function MarkPapers({ exam, onBack, onChanged }: MarkPapersProps) {
  const listRef = useRef<ListPageHandle>(null);
  const [paperId, setPaperId] = useState<string | null>(null);

  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          返回考试列表
        </Button>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {exam.title}
        </Typography.Title>
        <Typography.Text type="secondary">{`总分 ${exam.totalScore}，及格 ${exam.qualifyScore}`}</Typography.Text>
      </Space>
      <ListPage<PaperRow, PaperParams>
        ref={listRef}
        url={endpoints.paper.markPaging}
        selection={false}
        params={{ examId: exam.id }}
        defaultParams={{ state: 1 }}
        searchFields={[
          { name: 'realName', label: '考生姓名', width: 160 },
          {
            name: 'state',
            label: '阅卷状态',
            width: 130,
            node: <Select options={STATES} placeholder="阅卷状态" aria-label="阅卷状态" />,
          },
        ]}
        columns={[
          { title: '考生', dataIndex: 'realName', width: 120 },
          { title: '部门', dataIndex: 'deptCode_dictText', key: 'deptCode', width: 160 },
          {
            title: '交卷时间',
            dataIndex: 'handTime',
            sorter: true,
            width: 170,
            render: (v: string) => formatDateTime(v, true),
          },
          {
            title: '状态',
            dataIndex: 'state',
            width: 100,
            render: (v: number, r) => <Tag color={v === 1 ? 'orange' : 'green'}>{r.state_dictText}</Tag>,
          },
          {
            title: '得分',
            dataIndex: 'userScore',
            width: 120,
            render: (v: number, r) => (r.state === 1 ? `客观题 ${v}` : `${v} / ${r.totalScore}`),
          },
          {
            title: '结果',
            dataIndex: 'result_dictText',
            width: 90,
            render: (v: string, r) => (r.passed === null ? '-' : <Tag color={r.passed ? 'green' : 'red'}>{v}</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            width: 100,
            render: (_v, r) => (
              <Button type="link" size="small" onClick={() => setPaperId(r.id)}>
                {r.state === 1 ? '阅卷' : '查看评分'}
              </Button>
            ),
          },
        ]}
      />
      <MarkDrawer
        paperId={paperId}
        onClose={() => setPaperId(null)}
        onFinished={() => {
          listRef.current?.reload();
          onChanged();
        }}
      />
    </>
  );
}
