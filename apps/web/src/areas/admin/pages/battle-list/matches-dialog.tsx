import { usePaging } from '@web/api/paging';
import { battleOutcomeText } from '@web/shared/battle/battle-texts';
import { MatchDetailDrawer } from '@web/shared/battle/match-detail';
import { KeyboardScroll } from '@web/shared/components/keyboard-scroll';
import { formatDateTime } from '@web/shared/format-time';
import { type AdminMatchRow, endpoints } from '@xuekao/contracts';
import { Button, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { battleModeText } from './battle-form';
import { m } from './messages';

const PAGE_SIZE = 10;

type Player = AdminMatchRow['players'][number];

function playerText(p: Player): string {
  const name = p.realName ?? m('outOfScopeName');
  return p.outcome
    ? m('playerLine', { name, score: p.score, outcome: battleOutcomeText(p.outcome) })
    : m('playerLineVoided', { name, score: p.score });
}

function MatchTable({ contestId, onView }: { contestId: string; onView: (matchId: string) => void }) {
  const [current, setCurrent] = useState(1);
  const [realName, setRealName] = useState('');
  const page = usePaging<AdminMatchRow>(endpoints.battle.adminMatchPaging, {
    params: { contestId, realName },
    current,
    size: PAGE_SIZE,
    orders: [],
  });
  return (
    <>
      <Input.Search
        allowClear
        placeholder={m('searchPlayer')}
        aria-label={m('searchPlayerLabel')}
        onSearch={(v) => {
          setRealName(v.trim());
          setCurrent(1);
        }}
        style={{ width: 240, maxWidth: '100%', marginBottom: 12 }}
      />
      <KeyboardScroll label={m('matches')}>
        <Table<AdminMatchRow>
          data-testid="battle-matches"
          size="small"
          rowKey="matchId"
          loading={page.isFetching}
          dataSource={page.data?.records ?? []}
          scroll={{ x: 720 }}
          locale={{ emptyText: m('noMatches') }}
          pagination={{
            current,
            pageSize: PAGE_SIZE,
            total: page.data?.total ?? 0,
            onChange: setCurrent,
            showSizeChanger: false,
            hideOnSinglePage: true,
          }}
          columns={[
            { title: m('matchTime'), dataIndex: 'startTime', width: 160, render: (v: string) => formatDateTime(v) },
            { title: m('mode'), dataIndex: 'mode', width: 90, render: (v: AdminMatchRow['mode']) => battleModeText(v) },
            {
              title: m('matchPlayers'),
              key: 'players',
              render: (_v, r) => (
                <Space size={4} wrap>
                  {r.players.map((p, i) => (
                    <Tag
                      // biome-ignore lint/suspicious/noArrayIndexKey: players come without ids, in seat order
                      key={i}
                      color={p.realName === null ? undefined : 'blue'}
                      title={p.realName === null ? m('outOfScope') : p.deptName}
                    >
                      {playerText(p)}
                    </Tag>
                  ))}
                </Space>
              ),
            },
            {
              title: m('state'),
              dataIndex: 'state',
              width: 80,
              render: (v: AdminMatchRow['state']) =>
                v === 'ended' ? (
                  <Tag color="success">{m('stateEnded')}</Tag>
                ) : (
                  <Tag title={m('voidedHint')}>{m('stateVoided')}</Tag>
                ),
            },
            {
              title: m('actions'),
              key: 'actions',
              width: 90,
              fixed: 'right',
              render: (_v, r) =>
                r.state === 'ended' && (
                  <Button type="link" size="small" onClick={() => onView(r.matchId)}>
                    {m('viewAnalysis')}
                  </Button>
                ),
            },
          ]}
        />
      </KeyboardScroll>
    </>
  );
}

/**
 * 对局记录: one contest's finished and voided matches (the server keeps to the caller's data scope, players
 * outside it without name), searched by a player's name; 查看解析 opens the staff analysis drawer.
 */
export function MatchesDialog({
  contest,
  onClose,
}: {
  contest: { id: string; title: string } | null;
  onClose: () => void;
}) {
  const [matchId, setMatchId] = useState<string | null>(null);
  return (
    <Modal
      open={Boolean(contest)}
      title={m('matchesTitle', { title: contest?.title ?? '' })}
      width={960}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {contest && <MatchTable contestId={contest.id} onView={setMatchId} />}
      <MatchDetailDrawer matchId={matchId} admin onClose={() => setMatchId(null)} />
    </Modal>
  );
}
