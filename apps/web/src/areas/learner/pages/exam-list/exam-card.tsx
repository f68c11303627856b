import { ClockCircleOutlined, FieldTimeOutlined, TrophyOutlined } from '@ant-design/icons';
import { formatDateTime } from '@web/shared/format-time';
import type { ExamRow } from '@xuekao/contracts';
import { Button, Card, Descriptions, Space, Tag, theme } from 'antd';

/** Time state of an exam (0 not started, 1 in progress, 2 ended) as a tag. */
export const TIME_STATE: Record<number, { text: string; color: string }> = {
  0: { text: '未开始', color: 'default' },
  1: { text: '进行中', color: 'processing' },
  2: { text: '已结束', color: 'error' },
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
  const entry = resume ? '继续考试' : canEnter ? '进入考试' : usedUp ? '次数已用完' : '查看考试';
  return (
    <Card
      size="small"
      hoverable
      data-testid="exam-card"
      title={
        <Space>
          <Tag color={state.color} style={{ marginInlineEnd: 0 }}>
            {state.text}
          </Tag>
          <span title={exam.title}>{exam.title}</span>
        </Space>
      }
      extra={<Tag>{exam.openType_dictText}</Tag>}
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
          考试记录
        </Button>,
      ]}
    >
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
            children: `考试时长 ${exam.totalTime} 分钟 · 共 ${exam.quCount} 题`,
          },
          {
            key: 'score',
            label: <TrophyOutlined />,
            children: `总分 ${exam.totalScore} 分 · 及格 ${exam.qualifyScore} 分`,
          },
        ]}
      />
      <Space size={16} style={{ marginTop: 4 }} wrap>
        <span style={{ color: token.colorTextSecondary }}>
          考试次数：{tries}/{exam.chance > 0 ? exam.chance : '不限'}
        </span>
        <span style={{ color: token.colorTextSecondary }}>
          最高分：
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
