import { TrophyOutlined } from '@ant-design/icons';
import { usePaging } from '@web/api/paging';
import { SearchCard } from '@web/areas/learner/components/search-card';
import { formatDateTime } from '@web/shared/format-time';
import { type ExamRecordRow, endpoints } from '@xuekao/contracts';
import { Button, Empty, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';

const PAGE_SIZE = 10;

/** 我的成绩 (/web/paper): my result per exam (tries, best and last score, passed), with the records. */
export default function PaperListPage() {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(PAGE_SIZE);
  const page = usePaging(endpoints.exam.recordMyPaging, { params: { title }, current, size, orders: [] });

  const columns: TableColumnsType<ExamRecordRow> = [
    { title: '考试名称', dataIndex: 'title', ellipsis: true },
    { title: '总分/及格', width: 110, render: (_, r) => `${r.totalScore}/${r.qualifyScore}` },
    { title: '考试次数', dataIndex: 'tries', width: 90 },
    { title: '最高分', dataIndex: 'maxScore', width: 90 },
    { title: '最近得分', dataIndex: 'lastScore', width: 90 },
    {
      title: '是否通过',
      dataIndex: 'passed',
      width: 100,
      render: (v: boolean, r) => (
        <Tag color={v ? 'success' : 'error'}>{r.result_dictText || (v ? '通过' : '未通过')}</Tag>
      ),
    },
    { title: '最近考试', dataIndex: 'lastHandTime', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      width: 170,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => navigate(`/web/paper/list/${r.examId}/${r.userId}`)}>
            考试记录
          </Button>
          <Button type="link" size="small" onClick={() => navigate(`/web/book/list/${r.examId}`)}>
            错题
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <SearchCard
      icon={<TrophyOutlined />}
      title="我的成绩"
      placeholder="搜索考试名称"
      onSearch={(v) => {
        setTitle(v);
        setCurrent(1);
      }}
    >
      <Table<ExamRecordRow>
        rowKey="examId"
        loading={page.isFetching}
        columns={columns}
        dataSource={page.data?.records ?? []}
        scroll={{ x: 900 }}
        locale={{ emptyText: <Empty description="暂无相关数据！" /> }}
        pagination={{
          current,
          pageSize: size,
          total: page.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (c, s) => {
            setCurrent(c);
            setSize(s);
          },
        }}
      />
    </SearchCard>
  );
}
