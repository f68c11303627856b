import { TrophyOutlined } from '@ant-design/icons';
import { usePaging } from '@web/api/paging';
import { SearchCard } from '@web/areas/learner/components/search-card';
import { KeyboardScroll } from '@web/shared/components/keyboard-scroll';
import { formatDateTime } from '@web/shared/format-time';
import { type ExamRecordRow, endpoints } from '@xuekao/contracts';
import { Button, Empty, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { m } from './messages';

const PAGE_SIZE = 10;

/** 我的成绩 (/web/paper): my result per exam (tries, best and last score, passed), with the records. */
export default function PaperListPage() {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const page = usePaging(endpoints.exam.recordMyPaging, { params: { title }, current, size, orders: [] });

  const columns: TableColumnsType<ExamRecordRow> = [
    { title: m('examTitle'), dataIndex: 'title', ellipsis: true },
    { title: m('scores'), width: 110, render: (_, r) => `${r.totalScore}/${r.qualifyScore}` },
    { title: m('tries'), dataIndex: 'tries', width: 90 },
    { title: m('maxScore'), dataIndex: 'maxScore', width: 90 },
    { title: m('lastScore'), dataIndex: 'lastScore', width: 90 },
    {
      title: m('passedCol'),
      dataIndex: 'passed',
      width: 100,
      render: (v: boolean, r) => (
        <Tag color={v ? 'success' : 'error'}>{r.result_dictText || m(v ? 'passed' : 'failed')}</Tag>
      ),
    },
    { title: m('lastTime'), dataIndex: 'lastHandTime', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: m('actions'),
      width: 170,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`/web/paper/list/${r.examId}/${r.userId}`)}>
            {m('records')}
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`/web/book/list/${r.examId}`)}>
            {m('wrong')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <SearchCard
      icon={<TrophyOutlined />}
      title={m('title')}
      placeholder={m('searchTitle')}
      onSearch={(v) => {
        setTitle(v);
        setCurrent(1);
      }}
    >
      <KeyboardScroll label={m('listLabel')}>
        <Table<ExamRecordRow>
          rowKey="examId"
          loading={page.isFetching}
          columns={columns}
          dataSource={page.data?.records ?? []}
          scroll={{ x: 900 }}
          locale={{ emptyText: <Empty description={m('empty')} /> }}
          pagination={{
            current,
            pageSize: size,
            total: page.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (n) => m('total', { n }),
            onChange: (c, s) => {
              setCurrent(c);
              setSize(s);
            },
          }}
        />
      </KeyboardScroll>
    </SearchCard>
  );
}
