import { formatDateTime } from '@web/shared/format-time';
import { ListPage, type ListPageHandle } from '@web/shared/list-page';
import { type ExamRow, endpoints } from '@xuekao/contracts';
import { Badge, Button, Card } from 'antd';
import { useRef, useState } from 'react';
import { MarkPapers } from './mark-papers';
import { m } from './messages';

interface MarkExamParams {
  title?: string;
  needMark: boolean;
}

/**
 * 阅卷管理 (admin 'admin/exam-mark'): the exams with papers awaiting marking (待阅卷 count); choosing
 * one lists its papers, and a paper opens in the marking drawer.
 */
export default function ExamMarkPage() {
  const listRef = useRef<ListPageHandle>(null);
  const [exam, setExam] = useState<ExamRow | null>(null);

  return (
    <Card>
      {exam ? (
        <MarkPapers exam={exam} onBack={() => setExam(null)} onChanged={() => listRef.current?.reload()} />
      ) : (
        <ListPage<ExamRow, MarkExamParams>
          ref={listRef}
          url={endpoints.exam.paging}
          selection={false}
          params={{ needMark: true }}
          searchFields={[{ name: 'title', label: m('title') }]}
          columns={[
            {
              title: m('title'),
              dataIndex: 'title',
              sorter: true,
              render: (v: string, r) => <a onClick={() => setExam(r)}>{v}</a>,
            },
            { title: m('examType'), dataIndex: 'examType_dictText', key: 'examType', width: 110 },
            {
              title: m('examTime'),
              dataIndex: 'startTime',
              sorter: true,
              width: 300,
              render: (_v, r) => m('timeRange', { start: formatDateTime(r.startTime), end: formatDateTime(r.endTime) }),
            },
            { title: m('totalScore'), dataIndex: 'totalScore', width: 80, align: 'center' },
            {
              title: m('toMark'),
              dataIndex: 'markCount',
              width: 100,
              align: 'center',
              render: (v: number | undefined) => <Badge count={v ?? 0} showZero overflowCount={9999} />,
            },
            {
              title: m('actions'),
              key: 'actions',
              width: 100,
              render: (_v, r) => (
                <Button type="primary" size="small" onClick={() => setExam(r)}>
                  {m('goMark')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
