import { useMyPoints } from '@web/api/points';
import { formatDateTime } from '@web/shared/format-time';
import type { PointsLogRow } from '@xuekao/contracts';
import { Empty, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';

/** 积分记录: the learner's points log (title, time, points with a plus sign when positive), searched by title. */
export function PointsTab() {
  const [title, setTitle] = useState('');
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(10);
  const page = useMyPoints({ params: { title }, current, size, orders: [] });
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Input.Search
        placeholder="搜索积分标题"
        allowClear
        style={{ width: 240 }}
        onSearch={(v) => {
          setTitle(v.trim());
          setCurrent(1);
        }}
      />
      <Table<PointsLogRow>
        rowKey="id"
        size="small"
        loading={page.isFetching}
        dataSource={page.data?.records ?? []}
        locale={{ emptyText: <Empty description="暂无相关数据！" /> }}
        columns={[
          { title: '标题', dataIndex: 'refRemark' },
          { title: '时间', dataIndex: 'createTime', width: 200, render: (v: string) => formatDateTime(v) },
          {
            title: '积分',
            dataIndex: 'points',
            width: 120,
            render: (v: number) => (
              <Typography.Text type={v > 0 ? 'success' : 'danger'}>{v > 0 ? `+${v}` : v}</Typography.Text>
            ),
          },
        ]}
        pagination={{
          current,
          pageSize: size,
          total: page.data?.total ?? 0,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (c, s) => {
            setCurrent(c);
            setSize(s);
          },
        }}
      />
    </Space>
  );
}
