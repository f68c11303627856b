import { DictSelect } from '@web/shared/components/dict-select';
import { RepoSelect } from '@web/shared/components/repo-select';
import { PickDialog } from '@web/shared/list-page';
import { endpoints, type QuRow } from '@xuekao/contracts';
import { InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { plainText } from '../qu-list/editor/qu-form';
import type { FixedRow } from './composition';
import { m } from './messages';

interface QuPickParams {
  repoId?: string;
  quType?: string;
  content?: string;
}

export interface QuPickDialogProps {
  open: boolean;
  onCancel: () => void;
  /** The ticked questions, each with the score chosen in the dialog. */
  onConfirm: (rows: FixedRow[]) => void;
}

/**
 * 选择试题 for a fixed paper: the questions of `/api/qu/qu/paging` searched by bank, type and keyword,
 * ticked across pages; 确定 adds them with one score per question (changed per row afterwards).
 */
export function QuPickDialog({ open, onCancel, onConfirm }: QuPickDialogProps) {
  const [score, setScore] = useState<number>(2);
  return (
    <PickDialog<QuRow, QuPickParams>
      open={open}
      title={m('pickQus')}
      width={960}
      emptyWarning={m('pickAtLeastOne')}
      okText={(n) => m('pickOk', { n })}
      onCancel={onCancel}
      onConfirm={(picked) =>
        onConfirm(
          picked.map((q) => ({
            quId: q.id,
            score,
            content: q.content,
            quType: q.quType,
            quType_dictText: q.quType_dictText,
          })),
        )
      }
      footerExtra={
        <>
          <span>{m('scorePerQu')}</span>
          <InputNumber
            aria-label={m('scorePerQu')}
            min={0.5}
            max={10000}
            step={0.5}
            precision={2}
            value={score}
            onChange={(v) => setScore(v ?? 1)}
          />
        </>
      }
      list={{
        url: endpoints.qu.paging,
        searchFields: [
          {
            name: 'repoId',
            label: m('repo'),
            width: 220,
            node: <RepoSelect isExam aria-label={m('repo')} placeholder={m('repo')} />,
          },
          {
            name: 'quType',
            label: m('quType'),
            width: 140,
            node: <DictSelect dicCode="qu_type" placeholder={m('quType')} id="pick-qu-type" />,
          },
          { name: 'content', label: m('contentKeyword'), width: 180 },
        ],
        columns: [
          {
            title: m('quContent'),
            dataIndex: 'content',
            render: (v: string) => (
              <Typography.Text ellipsis={{ tooltip: plainText(v) }} style={{ maxWidth: 420 }}>
                {plainText(v) || m('mediaOnly')}
              </Typography.Text>
            ),
          },
          { title: m('quType'), dataIndex: 'quType_dictText', key: 'quType', width: 100 },
          { title: m('level'), dataIndex: 'level_dictText', key: 'level', width: 80 },
          { title: m('repo'), dataIndex: 'repoId_dictText', key: 'repoId', width: 160 },
        ],
      }}
    />
  );
}
