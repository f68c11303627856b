import { StopOutlined, WarningOutlined } from '@ant-design/icons';
import { paperApi } from '@web/api/paper';
import { DictSelect } from '@web/shared/components/dict-select';
import { Permission } from '@web/shared/components/permission';
import { AnswerFileDialog } from '@web/shared/exam/answer-file/answer-file-dialog';
import { m as fileText } from '@web/shared/exam/answer-file/messages';
import { formatDateTime } from '@web/shared/format-time';
import { LIST_TEXTS, ListPage, type ListPageHandle } from '@web/shared/list-page';
import { endpoints, Perm, type WatchRow } from '@xuekao/contracts';
import { App, Button, Card, Progress, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { CapturesDialog } from './captures-dialog';
import { m } from './messages';
import { WarnDialog } from './warn-dialog';
import { formatLeft, progressPercent } from './watch-format';
import { WatchHeader } from './watch-header';

interface WatchParams {
  examId: string;
  realName?: string;
  state?: string;
}

const REFRESH_MS = 5000;
const STATE_COLOR: Record<number, string> = { 0: 'processing', 1: 'orange', 2: 'green', 3: 'default' };

interface RowActions {
  captures: (r: WatchRow) => void;
  forceHand: (rows: WatchRow[]) => void;
  answerFile: (r: WatchRow) => void;
}

function columns(act: RowActions): TableColumnsType<WatchRow> {
  return [
    {
      title: m('examinee'),
      dataIndex: 'realName',
      width: 140,
      render: (v: string, r) => (
        <Space size={6}>
          <span>{v}</span>
          {r.online ? <Tag color="green">{m('online')}</Tag> : <Tag>{m('offline')}</Tag>}
        </Space>
      ),
    },
    { title: m('dept'), dataIndex: 'deptCode_dictText', key: 'deptCode', width: 110 },
    {
      title: m('state'),
      dataIndex: 'state',
      width: 90,
      render: (v: number, r) => <Tag color={STATE_COLOR[v]}>{r.state_dictText}</Tag>,
    },
    {
      title: m('progress'),
      key: 'progress',
      width: 150,
      render: (_v, r) => (
        <Space size={8}>
          <Progress
            percent={progressPercent(r.answeredCount, r.quCount)}
            size="small"
            showInfo={false}
            style={{ width: 90 }}
          />
          <span>{`${r.answeredCount}/${r.quCount}`}</span>
        </Space>
      ),
    },
    {
      title: m('timeLeft'),
      dataIndex: 'leftSeconds',
      width: 90,
      render: (v: number, r) => (r.state === 0 ? <Typography.Text code>{formatLeft(v)}</Typography.Text> : '-'),
    },
    { title: m('leaveTimes'), dataIndex: 'leaveTimes', width: 80, align: 'center' },
    {
      title: m('faceFails'),
      dataIndex: 'faceFails',
      width: 80,
      align: 'center',
      render: (v: number) => (v > 0 ? <Typography.Text type="danger">{v}</Typography.Text> : v),
    },
    {
      title: m('faceOuts'),
      dataIndex: 'faceOuts',
      width: 80,
      align: 'center',
      render: (v: number) => (v > 0 ? <Typography.Text type="warning">{v}</Typography.Text> : v),
    },
    { title: m('captureCount'), dataIndex: 'captureCount', width: 70, align: 'center' },
    { title: m('startTime'), dataIndex: 'createTime', width: 150, render: (v: string) => formatDateTime(v) },
    {
      title: m('actions'),
      key: 'actions',
      fixed: 'right',
      width: 210,
      render: (_v, r) => (
        <Space size={0}>
          <Button type="link" size="small" disabled={r.captureCount === 0} onClick={() => act.captures(r)}>
            {m('captures')}
          </Button>
          {r.state === 0 && (
            <Button type="link" size="small" danger onClick={() => act.forceHand([r])}>
              {m('forceHand')}
            </Button>
          )}
          <Button type="link" size="small" onClick={() => act.answerFile(r)}>
            {fileText('action')}
          </Button>
        </Space>
      ),
    },
  ];
}

/**
 * 考试监控 (ExamWatch, /admin/exam/watch/:examId): the examinees of one exam with online state, progress,
 * leaves, face failures, captures and time left, refreshed every 5 s; warnings to the ticked (or all)
 * examinees, forced hand-in of papers in progress, and each paper's capture photos.
 */
export default function ExamWatchPage() {
  const { examId = '' } = useParams();
  const { message, modal } = App.useApp();
  const listRef = useRef<ListPageHandle>(null);
  const [auto, setAuto] = useState(true);
  const [warnTo, setWarnTo] = useState<string[] | null>(null);
  const [capturesOf, setCapturesOf] = useState<WatchRow | null>(null);
  const [fileFor, setFileFor] = useState<WatchRow | null>(null);

  useEffect(() => {
    if (!auto) return;
    const h = setInterval(() => listRef.current?.reload(), REFRESH_MS);
    return () => clearInterval(h);
  }, [auto]);

  const forceHand = (rows: WatchRow[]) => {
    const writing = rows.filter((r) => r.state === 0);
    if (writing.length === 0) {
      message.warning(m('pickWriting'));
      return;
    }
    modal.confirm({
      title: m('forceHand'),
      content: m('forceHandConfirm', {
        names: writing
          .map((r) => r.realName)
          .slice(0, 5)
          .join(m('nameSep')),
        more: writing.length > 5 ? m('forceHandMore', { n: writing.length }) : '',
      }),
      okText: m('forceHand'),
      okButtonProps: { danger: true },
      cancelText: LIST_TEXTS.cancel,
      onOk: async () => {
        try {
          const { handed } = await paperApi.forceHand(
            examId,
            writing.map((r) => r.paperId),
          );
          message.success(m('handed', { n: handed }));
          listRef.current?.clearSelection();
          listRef.current?.reload();
        } catch {
          // shown by the request helper
        }
      },
    });
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <WatchHeader examId={examId} refresh={auto ? REFRESH_MS : false} onRefreshChange={setAuto} />
      <Card>
        <ListPage<WatchRow, WatchParams>
          ref={listRef}
          url={endpoints.paper.watchPaging}
          rowKey="paperId"
          params={{ examId }}
          searchFields={[
            { name: 'realName', label: m('realName'), width: 160 },
            {
              name: 'state',
              label: m('paperState'),
              width: 140,
              node: <DictSelect dicCode="paper_state" placeholder={m('paperState')} id="search-paper-state" />,
            },
          ]}
          columns={columns({ captures: setCapturesOf, forceHand, answerFile: setFileFor })}
          scrollX="max-content"
          toolbarExtra={(ctx) => {
            const rows = ctx.selectedRows;
            return (
              <Permission keys={Perm.exam.watch}>
                <Space>
                  <Button icon={<WarningOutlined />} onClick={() => setWarnTo([...new Set(rows.map((r) => r.userId))])}>
                    {rows.length ? m('warnSome', { n: rows.length }) : m('warnAll')}
                  </Button>
                  <Button danger icon={<StopOutlined />} onClick={() => forceHand(rows)}>
                    {m('forceHand')}
                  </Button>
                </Space>
              </Permission>
            );
          }}
        />
      </Card>
      <WarnDialog open={warnTo !== null} examId={examId} userIds={warnTo ?? []} onClose={() => setWarnTo(null)} />
      <AnswerFileDialog
        via="watch"
        paper={fileFor ? { paperId: fileFor.paperId, realName: fileFor.realName } : null}
        onClose={() => setFileFor(null)}
        onApplied={() => listRef.current?.reload()}
      />
      <CapturesDialog
        paper={capturesOf ? { paperId: capturesOf.paperId, realName: capturesOf.realName } : null}
        onClose={() => setCapturesOf(null)}
      />
    </Space>
  );
}
