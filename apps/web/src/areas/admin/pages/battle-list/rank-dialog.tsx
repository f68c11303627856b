import { BattleRankTabs } from '@web/shared/battle/rank-tabs';
import { ExportButton } from '@web/shared/list-page';
import { endpoints, Perm } from '@xuekao/contracts';
import { Modal } from 'antd';

/** 排行榜 of one contest (person and department, overall or a day) with the person ranking's Excel export. */
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
      title={`排行榜 - ${contest?.title ?? ''}`}
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
              fileName={`${contest.title}-排行榜${day ? `-${day}` : ''}.xlsx`}
              permission={Perm.battle.list}
              label="导出排行"
            />
          )}
        />
      )}
    </Modal>
  );
}
