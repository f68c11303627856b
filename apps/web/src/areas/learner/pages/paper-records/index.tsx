import { ArrowLeftOutlined } from '@ant-design/icons';
import { usePaging } from '@web/api/paging';
import { KeyboardScroll } from '@web/shared/components/keyboard-scroll';
import { formatDateTime } from '@web/shared/format-time';
import { endpoints, type PaperRow } from '@xuekao/contracts';
import { Button, Card, Empty, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { m } from './messages';

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
    { title: m('no'), width: 70, render: (_, __, i) => (current - 1) * PAGE_SIZE + i + 1 },
    { title: m('startTime'), dataIndex: 'createTime', width: 170, render: (v: string) => formatDateTime(v, true) },
    { title: m('handTime'), dataIndex: 'handTime', width: 170, render: (v: string) => formatDateTime(v, true) || '-' },
    {
      title: m('state'),
      dataIndex: 'state_dictText',
      width: 100,
      render: (v: string, r) => <Tag color={STATE_COLOR[r.state]}>{v}</Tag>,
    },
    {
      title: m('score'),
      width: 110,
      render: (_, r) => (r.state === 2 ? `${r.userScore} / ${r.totalScore}` : '-'),
    },
    {
      title: m('result'),
      width: 100,
      render: (_, r) =>
        r.passed === null ? '-' : <Tag color={r.passed ? 'success' : 'error'}>{r.result_dictText}</Tag>,
    },
    {
      title: m('actions'),
      width: 90,
      render: (_, r) =>
        r.state === 0 ? (
          <Button type="link" size="small" onClick={() => navigate(`/web/exam/start/${r.examId}`)}>
            {m('resume')}
          </Button>
        ) : (
          <Button type="link" size="small" onClick={() => navigate(`/web/exam/result/${r.id}`)}>
            {m('view')}
          </Button>
        ),
    },
  ];

  return (
    <Card
      title={records[0] ? m('titleOf', { title: records[0].title }) : m('title')}
      extra={
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/web/paper')}>
          {m('myScores')}
        </Button>
      }
    >
      <KeyboardScroll label={m('title')}>
        <Table<PaperRow>
          rowKey="id"
          loading={page.isFetching}
          columns={columns}
          dataSource={records}
          scroll={{ x: 800 }}
          locale={{ emptyText: <Empty description={m('empty')} /> }}
          pagination={{
            current,
            pageSize: PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setCurrent,
          }}
        />
      </KeyboardScroll>
    </Card>
  );
}
