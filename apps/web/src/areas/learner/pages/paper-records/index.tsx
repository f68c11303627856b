import { ArrowLeftOutlined } from '@ant-design/icons';
import { usePaging } from '@web/api/paging';
import { formatDateTime } from '@web/shared/format-time';
import { endpoints, type PaperRow } from '@xuekao/contracts';
import { Button, Card, Empty, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';

const PAGE_SIZE = 10;
/** Paper state colours (0 in exam, 1 awaiting marking, 2 finished, 3 abandoned). */
const STATE_COLOR: Record<number, string> = { 0: 'processing', 1: 'warning', 2: 'success', 3: 'default' };

/** 考试记录 (/web/paper/list/:examId/:userId): each of my attempts at one exam, each opening its result. */
export default function PaperRecordsPage() {
  const { examId = '', userId = '' } = useParams<{ examId: string; userId: string }>();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(1);
  const page = usePaging(endpoints.paper.paging, {
    params: { examId, userId },
    current,
    size: PAGE_SIZE,
    orders: [{ column: 'createTime', asc: false }],
  });
  const records = page.data?.records ?? [];

  const columns: TableColumnsType<PaperRow> = [
    { title: '序号', width: 70, render: (_, __, i) => (current - 1) * PAGE_SIZE + i + 1 },
    { title: '开始时间', dataIndex: 'createTime', width: 170, render: (v: string) => formatDateTime(v, true) },
    { title: '交卷时间', dataIndex: 'handTime', width: 170, render: (v: string) => formatDateTime(v, true) || '-' },
    {
      title: '状态',
      dataIndex: 'state_dictText',
      width: 100,
      render: (v: string, r) => <Tag color={STATE_COLOR[r.state]}>{v}</Tag>,
    },
    {
      title: '得分',
      width: 110,
      render: (_, r) => (r.state === 2 ? `${r.userScore} / ${r.totalScore}` : '-'),
    },
    {
      title: '结果',
      width: 100,
      render: (_, r) =>
        r.passed === null ? '-' : <Tag color={r.passed ? 'success' : 'error'}>{r.result_dictText}</Tag>,
    },
    {
      title: '操作',
      width: 90,
      render: (_, r) =>
        r.state === 0 ? (
          <Button type="link" size="small" onClick={() => navigate(`/web/exam/start/${r.examId}`)}>
            继续
          </Button>
        ) : (
          <Button type="link" size="small" onClick={() => navigate(`/web/exam/result/${r.id}`)}>
            查看
          </Button>
        ),
    },
  ];

  return (
    <Card
      title={records[0] ? `考试记录 · ${records[0].title}` : '考试记录'}
      extra={
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/web/paper')}>
          我的成绩
        </Button>
      }
    >
      <Table<PaperRow>
        rowKey="id"
        loading={page.isFetching}
        columns={columns}
        dataSource={records}
        scroll={{ x: 800 }}
        locale={{ emptyText: <Empty description="暂无相关数据！" /> }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: page.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setCurrent,
        }}
      />
    </Card>
  );
}
