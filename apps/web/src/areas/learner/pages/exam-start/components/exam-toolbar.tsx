import { ExamTimer } from '@web/shared/exam/exam-timer';
import { Button, Card, Progress, Space, Typography } from 'antd';
import { m } from '../messages';

export interface ExamToolbarProps {
  title: string;
  answered: number;
  total: number;
  leftSeconds: number | undefined;
  syncKey: unknown;
  handing: boolean;
  onTimeout: () => void;
  onHand: () => void;
}

/** The exam's top bar: title, progress, the countdown and 交卷. */
export function ExamToolbar({
  title,
  answered,
  total,
  leftSeconds,
  syncKey,
  handing,
  onTimeout,
  onHand,
}: ExamToolbarProps) {
  return (
    <Card size="small" style={{ marginBottom: 16, position: 'sticky', top: 0, zIndex: 10 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, flexWrap: 'wrap' }}>
        <Typography.Title level={4} style={{ margin: 0, flex: 1, minWidth: 200 }} ellipsis>
          {title}
        </Typography.Title>
        <Space size={8} style={{ minWidth: 200 }}>
          <Typography.Text type="secondary">{m('answered')}</Typography.Text>
          <Progress
            aria-label={m('progress')}
            percent={total ? Math.round((answered * 100) / total) : 0}
            format={() => `${answered}/${total}`}
            style={{ width: 140, margin: 0 }}
            size="small"
          />
        </Space>
        <ExamTimer leftSeconds={leftSeconds} syncKey={syncKey} onTimeout={onTimeout} />
        <Button type="primary" danger loading={handing} onClick={onHand} data-testid="hand-exam">
          {m('hand')}
        </Button>
      </div>
    </Card>
  );
}
