import { useMyPoints } from '@web/api/points';
import { KeyboardScroll } from '@web/shared/components/keyboard-scroll';
import { formatDateTime } from '@web/shared/format-time';
import { m as lp } from '@web/shared/list-page/messages';
import type { PointsLogRow } from '@xuekao/contracts';
import { Empty, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { m } from '../messages';

/** 积分记录: the learner's points log (title, time, points with a plus sign when positive), searched by title. */
export function PointsTab() {
  const [title, setTitle] = useState('');
  const [current, setCurrent] = useState(1);
  const [size, setSize] = useState(10);
  const page = useMyPoints({ params: { title }, current, size, orders: [] });
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Input.Search
        placeholder={m('searchPoints')}
        aria-label={m('searchPoints')}
        allowClear
        style={{ width: 240 }}
        onSearch={(v) => {
          setTitle(v.trim());
          setCurrent(1);
        }}
      />
      <KeyboardScroll label={m('tabPoints')}>
        <Table<PointsLogRow>
          scroll={{ x: 'max-content' }}
          rowKey="id"
          size="small"
          loading={page.isFetching}
          dataSource={page.data?.records ?? []}
          locale={{ emptyText: <Empty description={lp('empty')} /> }}
          columns={[
            { title: m('pointsTitle'), dataIndex: 'refRemark' },
            { title: m('time'), dataIndex: 'createTime', width: 200, render: (v: string) => formatDateTime(v) },
            {
              title: m('points'),
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
            showTotal: (n) => lp('total', { total: n }),
            onChange: (c, s) => {
              setCurrent(c);
              setSize(s);
            },
          }}
        />
      </KeyboardScroll>
    </Space>
  );
}
