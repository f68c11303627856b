import { UserOutlined } from '@ant-design/icons';
import { type PagingEndpoint, usePaging } from '@web/api/paging';
import { KeyboardScroll } from '@web/shared/components/keyboard-scroll';
import { BATTLE_TODAY, type DeptRank, type PersonRank } from '@xuekao/contracts';
import { Avatar, DatePicker, Radio, Space, Table, type TableColumnsType, Tabs } from 'antd';
import type { Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { m } from './messages';

const PAGE_SIZE = 10;

/** A ranking's day: '' overall, `BATTLE_TODAY` the server's today (SITE_TZ), else 'YYYY-MM-DD'. */
export type RankDay = string;

const tally = (): TableColumnsType<PersonRank | DeptRank> => [
  { title: m('points'), dataIndex: 'points', width: 70 },
  { title: m('matches'), dataIndex: 'matches', width: 60 },
  { title: m('wins'), dataIndex: 'wins', width: 50 },
  { title: m('draws'), dataIndex: 'draws', width: 50 },
  { title: m('losses'), dataIndex: 'losses', width: 50 },
  { title: m('totalScore'), dataIndex: 'score', width: 80 },
];

const personColumns = (highlight?: string): TableColumnsType<PersonRank> => [
  { title: m('rank'), dataIndex: 'rank', width: 60, fixed: 'left' },
  {
    title: m('name'),
    dataIndex: 'realName',
    render: (v: string, r) => (
      <Space size={6}>
        <Avatar size={24} src={r.avatar || undefined} icon={<UserOutlined />} />
        <span style={r.userId === highlight ? { color: '#0958d9', fontWeight: 600 } : undefined}>{v}</span>
      </Space>
    ),
  },
  { title: m('dept'), dataIndex: 'deptName', ellipsis: true },
  ...(tally() as TableColumnsType<PersonRank>),
];

const deptColumns = (): TableColumnsType<DeptRank> => [
  { title: m('rank'), dataIndex: 'rank', width: 60, fixed: 'left' },
  { title: m('dept'), dataIndex: 'deptName', ellipsis: true },
  { title: m('players'), dataIndex: 'players', width: 60 },
  ...(tally() as TableColumnsType<DeptRank>),
];

function RankTable<T extends PersonRank | DeptRank>({
  url,
  contestId,
  day,
  columns,
  rowKey,
  testId,
  label,
}: {
  url: PagingEndpoint<T>;
  contestId: string;
  day: RankDay;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  testId: string;
  /** The name of the table's sideways-scrolling box (keyboard access at 390 px). */
  label: string;
}) {
  const [current, setCurrent] = useState(1);
  const page = usePaging<T>(url, { params: { contestId, day }, current, size: PAGE_SIZE, orders: [] });
  return (
    <KeyboardScroll label={label}>
      <Table<T>
        data-testid={testId}
        size="small"
        rowKey={rowKey}
        loading={page.isFetching}
        columns={columns}
        dataSource={page.data?.records ?? []}
        scroll={{ x: 640 }}
        locale={{ emptyText: m('noRank') }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: page.data?.total ?? 0,
          onChange: setCurrent,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
      />
    </KeyboardScroll>
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
  // No date picked: the server's today (the browser's clock and time zone may differ from the site's).
  const [date, setDate] = useState<Dayjs | null>(null);
  const day = kind === 'all' ? '' : date ? date.format('YYYY-MM-DD') : BATTLE_TODAY;
  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        <Radio.Group
          optionType="button"
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          options={[
            { value: 'all', label: m('overall') },
            { value: 'day', label: m('daily') },
          ]}
        />
        {kind === 'day' && (
          <DatePicker
            value={date}
            placeholder={m('today')}
            onChange={(d) => setDate(d ?? null)}
            aria-label={m('rankDate')}
            style={{ width: 140 }}
          />
        )}
        {extra?.(day)}
      </Space>
      <Tabs
        items={[
          {
            key: 'person',
            label: m('personRank'),
            children: (
              <RankTable<PersonRank>
                key={`p-${day}`}
                url={personUrl}
                contestId={contestId}
                day={day}
                columns={personColumns(highlightUserId)}
                rowKey="userId"
                testId="battle-rank-person"
                label={m('personRank')}
              />
            ),
          },
          {
            key: 'dept',
            label: m('deptRank'),
            children: (
              <RankTable<DeptRank>
                key={`d-${day}`}
                url={deptUrl}
                contestId={contestId}
                day={day}
                columns={deptColumns()}
                rowKey="deptCode"
                testId="battle-rank-dept"
                label={m('deptRank')}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
