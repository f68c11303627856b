import { FlagFilled } from '@ant-design/icons';
import { dictTitle } from '@web/i18n/dictionaries';
import type { TrainCardItem } from '@xuekao/contracts';
import { Button, Space, Typography } from 'antd';
import { m } from '../messages';

export interface AnswerCardProps {
  items: TrainCardItem[];
  current: number;
  marked: ReadonlySet<string>;
  onGo: (index: number) => void;
}

function colorOf(item: TrainCardItem): { background?: string; color?: string; borderColor?: string } {
  if (!item.answered) return {};
  return item.isRight
    ? { background: '#f6ffed', color: '#389e0d', borderColor: '#b7eb8f' }
    : { background: '#fff1f0', color: '#cf1322', borderColor: '#ffa39e' };
}

/** 答题卡: one button per question (green right, red wrong, flag marked); click to jump. */
export function AnswerCard({ items, current, marked, onGo }: AnswerCardProps) {
  return (
    <div data-testid="answer-card">
      <Space size={12} wrap style={{ marginBottom: 12, fontSize: 12 }}>
        <Typography.Text type="success">{m('right')}</Typography.Text>
        <Typography.Text type="danger">{m('wrong')}</Typography.Text>
        <Typography.Text type="secondary">{m('unanswered')}</Typography.Text>
        <span>
          <FlagFilled style={{ color: '#fa8c16' }} /> {m('mark')}
        </span>
      </Space>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 8 }}>
        {items.map((item, i) => (
          <Button
            key={item.quId}
            size="small"
            type={i === current ? 'primary' : 'default'}
            ghost={i === current}
            style={{ ...colorOf(item), position: 'relative', padding: 0 }}
            onClick={() => onGo(i)}
            title={dictTitle('qu_type', item.quType, item.quType_dictText)}
            data-testid={`card-${item.sort}`}
          >
            {item.sort}
            {marked.has(item.quId) && (
              <FlagFilled style={{ color: '#fa8c16', position: 'absolute', top: -4, right: -4, fontSize: 10 }} />
            )}
          </Button>
        ))}
      </div>
    </div>
  );
}
