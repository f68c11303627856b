import { type ExamRow, endpoints } from '@xuekao/contracts';
import { formatDateTime } from '../format-time';
import { PickDialog } from '../list-page';
import { DictSelect } from './dict-select';

/** Warning when confirming the exam picker with nothing ticked. */
export const PICK_EXAM_WARNING = '请至少勾选一个考试！';

interface ExamPickParams {
  title?: string;
  examType?: string;
  excludes?: string[];
}

export interface ExamPickerProps {
  open: boolean;
  title?: string;
  /** Exams already chosen elsewhere, left out of the list. */
  excludes?: string[];
  onCancel: () => void;
  onConfirm: (exams: ExamRow[]) => void;
}

/**
 * The exam picker dialog of docs/REQUIREMENTS.md#pickers: a paged list of `/api/exam/exam/pagingSelExam` (10 per page)
 * searched by title and type, ticked across pages; the confirm button shows how many are ticked.
 */
export function ExamPicker({ open, title = '选择考试', excludes, onCancel, onConfirm }: ExamPickerProps) {
  return (
    <PickDialog<ExamRow, ExamPickParams>
      open={open}
      title={title}
      emptyWarning={PICK_EXAM_WARNING}
      okText={(n) => `确定（已选 ${n} 个）`}
      onCancel={onCancel}
      onConfirm={onConfirm}
      list={{
        url: endpoints.exam.pagingSelExam,
        params: excludes?.length ? { excludes } : undefined,
        searchFields: [
          { name: 'title', label: '考试名称' },
          {
            name: 'examType',
            label: '考试类型',
            width: 150,
            node: <DictSelect dicCode="exam_type" placeholder="考试类型" id="exam-picker-type" />,
          },
        ],
        columns: [
          { title: '考试名称', dataIndex: 'title', sorter: true },
          { title: '考试类型', dataIndex: 'examType_dictText', key: 'examType', width: 100 },
          { title: '开放类型', dataIndex: 'openType_dictText', key: 'openType', width: 100 },
          {
            title: '考试时间',
            dataIndex: 'startTime',
            sorter: true,
            width: 260,
            render: (_v, r) => `${formatDateTime(r.startTime)} 至 ${formatDateTime(r.endTime)}`,
          },
        ],
      }}
    />
  );
}
