import { ArrowLeftOutlined } from '@ant-design/icons';
import { dictTitles } from '@web/i18n/dictionaries';
import { AnswerFileDialog } from '@web/shared/exam/answer-file/answer-file-dialog';
import { m as fileText } from '@web/shared/exam/answer-file/messages';
import { formatDateTime } from '@web/shared/format-time';
import { ListPage, type ListPageHandle } from '@web/shared/list-page';
import { type ExamRow, endpoints, type PaperRow } from '@xuekao/contracts';
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { MarkDrawer } from './mark-drawer';
import { m } from './messages';

interface PaperParams {
  examId: string;
  state?: number;
  realName?: string;
}

/** The marking states (the built-in titles of dictionary paper_state, in the UI language). */
const states = () => [
  { value: 1, label: dictTitles('paper_state.1') },
  { value: 2, label: dictTitles('paper_state.2') },
];

export interface MarkPapersProps {
  exam: ExamRow;
  onBack: () => void;
  /** A paper was finished (the exam's count changes). */
  onChanged: () => void;
}

/** The papers of one exam awaiting marking (or already marked), each opened in the marking drawer. */
export function MarkPapers({ exam, onBack, onChanged }: MarkPapersProps) {
  const listRef = useRef<ListPageHandle>(null);
  const [paperId, setPaperId] = useState<string | null>(null);
  const [fileFor, setFileFor] = useState<PaperRow | null>(null);

  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          {m('backToList')}
        </Button>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {exam.title}
        </Typography.Title>
        <Typography.Text type="secondary">
          {m('scoreLine', { total: exam.totalScore, qualify: exam.qualifyScore })}
        </Typography.Text>
      </Space>
      <ListPage<PaperRow, PaperParams>
        ref={listRef}
        url={endpoints.paper.markPaging}
        selection={false}
        params={{ examId: exam.id }}
        defaultParams={{ state: 1 }}
        searchFields={[
          { name: 'realName', label: m('realName'), width: 160 },
          {
            name: 'state',
            label: m('markState'),
            width: 130,
            node: <Select options={states()} placeholder={m('markState')} aria-label={m('markState')} />,
          },
        ]}
        columns={[
          { title: m('examinee'), dataIndex: 'realName', width: 120 },
          { title: m('dept'), dataIndex: 'deptCode_dictText', key: 'deptCode', width: 160 },
          {
            title: m('handTime'),
            dataIndex: 'handTime',
            sorter: true,
            width: 170,
            render: (v: string) => formatDateTime(v, true),
          },
          {
            title: m('state'),
            dataIndex: 'state',
            width: 100,
            render: (v: number, r) => <Tag color={v === 1 ? 'orange' : 'green'}>{r.state_dictText}</Tag>,
          },
          {
            title: m('score'),
            dataIndex: 'userScore',
            width: 120,
            render: (v: number, r) => (r.state === 1 ? m('objScoreOf', { score: v }) : `${v} / ${r.totalScore}`),
          },
          {
            title: m('result'),
            dataIndex: 'result_dictText',
            width: 90,
            render: (v: string, r) => (r.passed === null ? '-' : <Tag color={r.passed ? 'green' : 'red'}>{v}</Tag>),
          },
          {
            title: m('actions'),
            key: 'actions',
            width: 170,
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setPaperId(r.id)}>
                  {r.state === 1 ? m('mark') : m('viewMark')}
                </Button>
                <Button type="link" size="small" onClick={() => setFileFor(r)}>
                  {fileText('action')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <AnswerFileDialog
        via="mark"
        paper={fileFor ? { paperId: fileFor.id, realName: fileFor.realName } : null}
        onClose={() => setFileFor(null)}
        onApplied={() => listRef.current?.reload()}
      />
      <MarkDrawer
        paperId={paperId}
        onClose={() => setPaperId(null)}
        onFinished={() => {
          listRef.current?.reload();
          onChanged();
        }}
      />
    </>
  );
}
