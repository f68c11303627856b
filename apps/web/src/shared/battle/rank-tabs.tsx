import { UserOutlined } from '@ant-design/icons';
import { type PagingEndpoint, usePaging } from '@web/api/paging';
import type { DeptRank, PersonRank } from '@xuekao/contracts';
import { Avatar, DatePicker, Radio, Space, Table, type TableColumnsType, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';

const PAGE_SIZE = 10;

/** A ranking's day: '' overall, else 'YYYY-MM-DD'. */
export type RankDay = string;

const tally: TableColumnsType<PersonRank | DeptRank> = [
  { title: '积分', dataIndex: 'points', width: 70 },
  { title: '场次', dataIndex: 'matches', width: 60 },
  { title: '胜', dataIndex: 'wins', width: 50 },
  { title: '平', dataIndex: 'draws', width: 50 },
  { title: '负', dataIndex: 'losses', width: 50 },
  { title: '总得分', dataIndex: 'score', width: 80 },
];

const personColumns = (highlight?: string): TableColumnsType<PersonRank> => [
  { title: '名次', dataIndex: 'rank', width: 60, fixed: 'left' },
  {
    title: '姓名',
    dataIndex: 'realName',
    render: (v: string, r) => (
      <Space size={6}>
        <Avatar size={24} src={r.avatar || undefined} icon={<UserOutlined />} />
        <span style={r.userId === highlight ? { color: '#1677ff', fontWeight: 600 } : undefined}>{v}</span>
      </Space>
    ),
  },
  { title: '部门', dataIndex: 'deptName', ellipsis: true },
  ...(tally as TableColumnsType<PersonRank>),
];

const deptColumns: TableColumnsType<DeptRank> = [
  { title: '名次', dataIndex: 'rank', width: 60, fixed: 'left' },
  { title: '部门', dataIndex: 'deptName', ellipsis: true },
  { title: '人数', dataIndex: 'players', width: 60 },
  ...(tally as TableColumnsType<DeptRank>),
];

function RankTable<T extends PersonRank | DeptRank>({
  url,
  contestId,
  day,
  columns,
  rowKey,
  testId,
}: {
  url: PagingEndpoint<T>;
  contestId: string;
  day: RankDay;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  testId: string;
}) {
  const [current, setCurrent] = useState(1);
  const page = usePaging<T>(url, { params: { contestId, day }, current, size: PAGE_SIZE, orders: [] });
  return (
    <Table<T>
      data-testid={testId}
      size="small"
      rowKey={rowKey}
      loading={page.isFetching}
      columns={columns}
      dataSource={page.data?.records ?? []}
      scroll={{ x: 640 }}
      locale={{ emptyText: '暂无排名' }}
      pagination={{
        current,
        pageSize: PAGE_SIZE,
        total: page.data?.total ?? 0,
        onChange: setCurrent,
        showSizeChanger: false,
        hideOnSinglePage: true,
      }}
    />
  );
}

export interface BattleRankTabsProps {
  contestId: string;
  personUrl: PagingEndpoint<PersonRank>;
  deptUrl: PagingEndpoint<DeptRank>;
  /** The signed-in learner, highlighted in the person ranking. */
  highlightUserId?: string;
  /** Beside the day switch (e.g. the export button), given the day shown. */
  extra?: (day: RankDay) => ReactNode;
}

/** Rankings of a contest by person and by department, overall, today or another day. */
export function BattleRankTabs({ contestId, personUrl, deptUrl, highlightUserId, extra }: BattleRankTabsProps) {
  const [kind, setKind] = useState<'all' | 'day'>('all');
  const [date, setDate] = useState<Dayjs>(() => dayjs());
  const day = kind === 'all' ? '' : date.format('YYYY-MM-DD');
  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        <Radio.Group
          optionType="button"
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          options={[
            { value: 'all', label: '总榜' },
            { value: 'day', label: '日榜' },
          ]}
        />
        {kind === 'day' && (
          <DatePicker value={date} allowClear={false} onChange={(d) => d && setDate(d)} aria-label="排行日期" />
        )}
        {extra?.(day)}
      </Space>
      <Tabs
        items={[
          {
            key: 'person',
            label: '个人排行',
            children: (
              <RankTable<PersonRank>
                key={`p-${day}`}
                url={personUrl}
                contestId={contestId}
                day={day}
                columns={personColumns(highlightUserId)}
                rowKey="userId"
                testId="battle-rank-person"
              />
            ),
          },
          {
            key: 'dept',
            label: '部门排行',
            children: (
              <RankTable<DeptRank>
                key={`d-${day}`}
                url={deptUrl}
                contestId={contestId}
                day={day}
                columns={deptColumns}
                rowKey="deptCode"
                testId="battle-rank-dept"
              />
            ),
          },
        ]}
      />
    </div>
  );
}
