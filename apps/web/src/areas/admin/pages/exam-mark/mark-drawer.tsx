import { CheckCircleOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { paperApi } from '@web/api/paper';
import { formatDateTime } from '@web/shared/format-time';
import type { MarkPaperDetail, MarkQu, PaperResult } from '@xuekao/contracts';
import { App, Button, Descriptions, Drawer, Empty, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { changedQus, draftsOf, type MarkDraft, markKey, subjectiveTotal, unmarkedCount } from './mark-drafts';
import { MarkQuCard } from './mark-qu-card';
import { m } from './messages';

export interface MarkDrawerProps {
  paperId: string | null;
  onClose: () => void;
  /** A paper was finished (the lists refresh). */
  onFinished: () => void;
}

const detailKey = (id: string) => ['paper', 'mark-detail', id] as const;

/**
 * 阅卷: every subjective answer of one paper with a score (0..max) and a remark, saved one by one
 * (`/api/paper/mark/fill`); 完成阅卷 saves what is still typed, then `/api/paper/mark/finish` and shows the
 * final score and result.
 */
export function MarkDrawer({ paperId, onClose, onFinished }: MarkDrawerProps) {
  const { message, modal } = App.useApp();
  const qc = useQueryClient();
  const { data, isLoading } = useQuery({
    queryKey: detailKey(paperId ?? ''),
    queryFn: () => paperApi.markDetail(paperId ?? ''),
    enabled: Boolean(paperId),
    staleTime: 0,
    gcTime: 0,
  });
  const [typed, setTyped] = useState<{ id: string; map: Record<string, MarkDraft> }>({ id: '', map: {} });
  const [busy, setBusy] = useState<string | null>(null);
  // A paper opens with its saved marks; what is typed stays while saves refresh the detail.
  const drafts: Record<string, MarkDraft> =
    data && typed.id === data.paper.id ? typed.map : data ? draftsOf(data.qus) : {};
  const setDraft = (key: string, d: MarkDraft) => {
    if (data) setTyped({ id: data.paper.id, map: { ...drafts, [key]: d } });
  };

  const fill = async (q: MarkQu): Promise<MarkPaperDetail> => {
    const d = drafts[markKey(q)];
    const next = await paperApi.markFill({
      paperId: paperId ?? '',
      quId: q.quId,
      subId: q.subId,
      score: d?.score ?? 0,
      remark: d?.remark ?? '',
    });
    qc.setQueryData(detailKey(paperId ?? ''), next);
    return next;
  };

  const saveOne = async (q: MarkQu) => {
    setBusy(markKey(q));
    try {
      await fill(q);
      message.success(m('markSaved'));
    } catch {
      // shown by the request helper
    } finally {
      setBusy(null);
    }
  };

  const showResult = (r: PaperResult) =>
    modal.success({
      title: m('markDone'),
      okText: m('gotIt'),
      content: (
        <Descriptions size="small" column={1} style={{ marginTop: 8 }}>
          <Descriptions.Item label={m('examinee')}>{r.realName}</Descriptions.Item>
          <Descriptions.Item label={m('finalScore')}>{`${r.userScore} / ${r.totalScore}`}</Descriptions.Item>
          <Descriptions.Item label={m('objSubj')}>{`${r.objScore} / ${r.subjScore}`}</Descriptions.Item>
          <Descriptions.Item label={m('examResult')}>
            <Typography.Text type={r.passed ? 'success' : 'danger'} strong>
              {r.result_dictText}
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      ),
    });

  const finish = async () => {
    if (!data || !paperId) return;
    const left = unmarkedCount(data.qus, drafts);
    if (left > 0) {
      message.warning(m('leftUnmarked', { n: left }));
      return;
    }
    setBusy('finish');
    try {
      for (const q of changedQus(data.qus, drafts)) await fill(q);
      const result = await paperApi.markFinish(paperId);
      onFinished();
      onClose();
      showResult(result);
    } catch {
      // shown by the request helper
    } finally {
      setBusy(null);
    }
  };

  const paper = data?.paper;
  const subj = data ? subjectiveTotal(data.qus, drafts) : 0;
  return (
    <Drawer
      open={paperId !== null}
      title={paper ? m('drawerTitleOf', { name: paper.realName, title: paper.title }) : m('mark')}
      size={960}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text>
            {data
              ? m('footerSum', {
                  obj: data.objScore,
                  subj,
                  total: Math.round((data.objScore + subj) * 100) / 100,
                })
              : ''}
          </Typography.Text>
          <Space>
            <Button onClick={onClose}>{m('close')}</Button>
            <Button
              type="primary"
              icon={<CheckCircleOutlined />}
              disabled={!data}
              loading={busy === 'finish'}
              onClick={() => void finish()}
            >
              {m('finish')}
            </Button>
          </Space>
        </Space>
      }
    >
      <Spin spinning={isLoading}>
        {paper && (
          <Descriptions size="small" bordered column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={m('examinee')}>{paper.realName}</Descriptions.Item>
            <Descriptions.Item label={m('dept')}>{paper.deptCode_dictText}</Descriptions.Item>
            <Descriptions.Item label={m('handTime')}>{formatDateTime(paper.handTime)}</Descriptions.Item>
            <Descriptions.Item label={m('paperTotal')}>{paper.totalScore}</Descriptions.Item>
            <Descriptions.Item label={m('qualifyScore')}>{paper.qualifyScore}</Descriptions.Item>
            <Descriptions.Item label={m('objScore')}>{data?.objScore}</Descriptions.Item>
          </Descriptions>
        )}
        {data && data.qus.length === 0 && <Empty description={m('noSubjective')} />}
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {data?.qus.map((q, i) => {
            const k = markKey(q);
            return (
              <MarkQuCard
                key={k}
                qu={q}
                index={i}
                draft={drafts[k] ?? { score: q.markedScore, remark: q.remark ?? '' }}
                saving={busy === k}
                onDraft={(d) => setDraft(k, d)}
                onSave={() => void saveOne(q)}
              />
            );
          })}
        </Space>
      </Spin>
    </Drawer>
  );
}
