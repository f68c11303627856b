import { BattleRankTabs } from '@web/shared/battle/rank-tabs';
import { ExportButton } from '@web/shared/list-page';
import { BATTLE_TODAY, endpoints, Perm } from '@xuekao/contracts';
import { Modal } from 'antd';
import { m } from './messages';

/** The ranking of one contest (person and department, overall or a day) with the person ranking's Excel export. */
export function RankDialog({
  contest,
  onClose,
}: {
  contest: { id: string; title: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={Boolean(contest)}
      title={m('rankTitle', { title: contest?.title ?? '' })}
      width={960}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {contest && (
        <BattleRankTabs
          contestId={contest.id}
          personUrl={endpoints.battle.rankPaging}
          deptUrl={endpoints.battle.deptRankPaging}
          extra={(day) => (
            <ExportButton
              url={endpoints.battle.rankExport.path}
              data={{ contestId: contest.id, day }}
              fileName={m('rankFile', {
                title: contest.title,
                suffix: day === BATTLE_TODAY ? m('todaySuffix') : day ? `-${day}` : '',
              })}
              permission={Perm.battle.list}
              label={m('exportRank')}
            />
          )}
        />
      )}
    </Modal>
  );
}
