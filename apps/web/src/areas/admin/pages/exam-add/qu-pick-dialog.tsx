import { DictSelect } from '@web/shared/components/dict-select';
import { RepoSelect } from '@web/shared/components/repo-select';
import { PickDialog } from '@web/shared/list-page';
import { endpoints, type QuRow } from '@xuekao/contracts';
import { InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { plainText } from '../qu-list/editor/qu-form';
import type { FixedRow } from './composition';

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
      title="选择试题"
      width={960}
      emptyWarning="请至少勾选一道试题！"
      okText={(n) => `确定（已选 ${n} 题）`}
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
          <span>每题分数</span>
          <InputNumber
            aria-label="每题分数"
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
            label: '题库',
            width: 220,
            node: <RepoSelect isExam aria-label="题库" placeholder="题库" />,
          },
          {
            name: 'quType',
            label: '题型',
            width: 140,
            node: <DictSelect dicCode="qu_type" placeholder="题型" id="pick-qu-type" />,
          },
          { name: 'content', label: '题目内容关键字', width: 180 },
        ],
        columns: [
          {
            title: '题目内容',
            dataIndex: 'content',
            render: (v: string) => (
              <Typography.Text ellipsis={{ tooltip: plainText(v) }} style={{ maxWidth: 420 }}>
                {plainText(v) || '（图片/媒体）'}
              </Typography.Text>
            ),
          },
          { title: '题型', dataIndex: 'quType_dictText', key: 'quType', width: 100 },
          { title: '难度', dataIndex: 'level_dictText', key: 'level', width: 80 },
          { title: '题库', dataIndex: 'repoId_dictText', key: 'repoId', width: 160 },
        ],
      }}
    />
  );
}
