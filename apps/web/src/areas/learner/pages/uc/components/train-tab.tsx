import { TrainHistoryTable } from '@web/areas/learner/components/train/train-history-table';

/** 训练记录 of the user centre (docs/REQUIREMENTS.md#training): every bank, 10 a page. */
export function TrainTab() {
  return <TrainHistoryTable size={10} />;
}
