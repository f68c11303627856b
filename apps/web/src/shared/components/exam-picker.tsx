import { dictTitle } from '@web/i18n/dictionaries';
import { type ExamRow, endpoints } from '@xuekao/contracts';
import { formatDateTime } from '../format-time';
import { PickDialog } from '../list-page';
import { m } from './admin-widgets/messages';
import { DictSelect } from './dict-select';

/** Warning when confirming the exam picker with nothing ticked (zh-CN; the dialog shows it in the current locale). */
export const PICK_EXAM_WARNING = m.zh.pickExamWarning;

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
export function ExamPicker({ open, title = m('chooseExam'), excludes, onCancel, onConfirm }: ExamPickerProps) {
  return (
    <PickDialog<ExamRow, ExamPickParams>
      open={open}
      title={title}
      emptyWarning={m('pickExamWarning')}
      okText={(n) => m('okPickedN', { n })}
      onCancel={onCancel}
      onConfirm={onConfirm}
      list={{
        url: endpoints.exam.pagingSelExam,
        params: excludes?.length ? { excludes } : undefined,
        searchFields: [
          { name: 'title', label: m('examTitle') },
          {
            name: 'examType',
            label: m('examType'),
            width: 150,
            node: <DictSelect dicCode="exam_type" placeholder={m('examType')} id="exam-picker-type" />,
          },
        ],
        columns: [
          { title: m('examTitle'), dataIndex: 'title', sorter: true },
          {
            title: m('examType'),
            dataIndex: 'examType_dictText',
            key: 'examType',
            width: 100,
            render: (v: string, r) => dictTitle('exam_type', r.examType, v),
          },
          {
            title: m('openType'),
            dataIndex: 'openType_dictText',
            key: 'openType',
            width: 100,
            render: (v: string, r) => dictTitle('open_type', r.openType, v),
          },
          {
            title: m('examTime'),
            dataIndex: 'startTime',
            sorter: true,
            width: 260,
            render: (_v, r) => m('timeRange', { start: formatDateTime(r.startTime), end: formatDateTime(r.endTime) }),
          },
        ],
      }}
    />
  );
}
