import { ClockCircleOutlined, FieldTimeOutlined, TrophyOutlined } from '@ant-design/icons';
import { formatDateTime } from '@web/shared/format-time';
import type { ExamRow } from '@xuekao/contracts';
import { Button, Card, Descriptions, Space, Tag, theme } from 'antd';
import type { CSSProperties } from 'react';
import { m } from './messages';

/** Time state of an exam (0 not started, 1 in progress, 2 ended) as a tag. */
export const TIME_STATE: Record<number, { text: 'notStarted' | 'running' | 'ended'; color: string }> = {
  0: { text: 'notStarted', color: 'default' },
  1: { text: 'running', color: 'processing' },
  2: { text: 'ended', color: 'error' },
};

/** The title: up to two lines (wrapping anywhere, also inside long Latin words), the rest on hover. */
export const TITLE_STYLE: CSSProperties = {
  fontWeight: 600,
  fontSize: 15,
  lineHeight: '22px',
  minHeight: 44,
  marginBottom: 8,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflowWrap: 'anywhere',
};

export interface ExamCardProps {
  exam: ExamRow;
  onEnter: (exam: ExamRow) => void;
  onRecords: (exam: ExamRow) => void;
}

/** One exam of the learner's list: times, duration, scores, my attempts and best score, the entry. */
export function ExamCard({ exam, onEnter, onRecords }: ExamCardProps) {
  // Plain coloured text, not Typography.Text: the learner home is held to a weight budget (bench/bundle.ts).
  const { token } = theme.useToken();
  const state = TIME_STATE[exam.timeState] ?? TIME_STATE[0];
  const tries = exam.myTries ?? 0;
  const resume = Boolean(exam.myPaperId);
  const usedUp = exam.chance > 0 && tries >= exam.chance;
  const canEnter = resume || (exam.timeState === 1 && !usedUp);
  const entry = m(resume ? 'resume' : canEnter ? 'enter' : usedUp ? 'usedUp' : 'view');
  return (
    <Card
      size="small"
      hoverable
      data-testid="exam-card"
      // The header holds only the two tags; the title gets the card's full width below (issue 30 item 6: at
      // 1440 px a card is ~160 px wide and a title beside the tags was cut to "示..").
      title={
        <Tag color={state.color} style={{ marginInlineEnd: 0 }}>
          {m(state.text)}
        </Tag>
      }
      extra={<Tag style={{ marginInlineEnd: 0 }}>{exam.openType_dictText}</Tag>}
      actions={[
        <Button
          key="enter"
          type={canEnter ? 'primary' : 'link'}
          size="small"
          danger={resume}
          onClick={() => onEnter(exam)}
        >
          {entry}
        </Button>,
        <Button key="records" type="link" size="small" disabled={tries === 0} onClick={() => onRecords(exam)}>
          {m('records')}
        </Button>,
      ]}
    >
      <div title={exam.title} data-testid="exam-card-title" style={TITLE_STYLE}>
        {exam.title}
      </div>
      <Descriptions
        size="small"
        column={1}
        colon={false}
        items={[
          {
            key: 'time',
            label: <ClockCircleOutlined />,
            children: `${formatDateTime(exam.startTime)} ~ ${formatDateTime(exam.endTime)}`,
          },
          {
            key: 'duration',
            label: <FieldTimeOutlined />,
            children: m('durationLine', { minutes: exam.totalTime, count: exam.quCount }),
          },
          {
            key: 'score',
            label: <TrophyOutlined />,
            children: m('scoreLine', { total: exam.totalScore, qualify: exam.qualifyScore }),
          },
        ]}
      />
      <Space size={16} style={{ marginTop: 4 }} wrap>
        <span style={{ color: token.colorTextSecondary }}>
          {m('tries', { tries, chance: exam.chance > 0 ? exam.chance : m('unlimited') })}
        </span>
        <span style={{ color: token.colorTextSecondary }}>
          {m('maxScore')}
          {tries > 0 ? (
            <span
              className={exam.myPassed ? 'xk-text-success' : 'xk-text-danger'}
              style={{ color: exam.myPassed ? token.colorSuccess : token.colorError }}
              data-testid="my-max-score"
            >
              {exam.myMaxScore ?? 0}
            </span>
          ) : (
            '-'
          )}
        </span>
      </Space>
    </Card>
  );
}
