import { ClockCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { m } from './messages';
import { formatLeft, useExamTimer } from './use-exam-timer';

export interface ExamTimerProps {
  /** The server's seconds left. */
  leftSeconds: number | undefined;
  /** Changes whenever the server answered again (re-sync even when the seconds are equal). */
  syncKey?: unknown;
  onTimeout: () => void;
}

/** 剩余时间 HH:mm:ss, red in the last five minutes. */
export function ExamTimer({ leftSeconds, syncKey, onTimeout }: ExamTimerProps) {
  const left = useExamTimer(leftSeconds, onTimeout, syncKey);
  return (
    <Typography.Text strong type={left <= 300 ? 'danger' : undefined} data-testid="exam-timer">
      <ClockCircleOutlined style={{ marginRight: 6 }} />
      {m('timeLeft', { time: formatLeft(left) })}
    </Typography.Text>
  );
}
