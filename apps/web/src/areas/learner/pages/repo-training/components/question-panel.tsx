import { CheckCircleFilled, CloseCircleFilled, FlagOutlined } from '@ant-design/icons';
import { AnswerEditor } from '@web/areas/learner/components/question/answer-editor';
import { AnswerKey, rightOptionIdsOf } from '@web/areas/learner/components/question/answer-key';
import { dictTitle } from '@web/i18n/dictionaries';
import { RichHtml } from '@web/shared/components/rich-html';
import { type LearnerAnswer, QuType, type TrainQuDetail } from '@xuekao/contracts';
import { Alert, Button, Divider, Image, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { m } from '../messages';

export interface QuestionPanelProps {
  detail: TrainQuDetail;
  total: number;
  submitting: boolean;
  marked: boolean;
  onToggleMark: () => void;
  onSubmit: (answer: LearnerAnswer) => void;
}

/** Single and judge are checked on selection; the others on 确认答案 (docs/REQUIREMENTS.md#answering). */
const CHECK_ON_SELECT: readonly number[] = [QuType.SINGLE, QuType.JUDGE];

/** One training question: stem, inputs, then (once revealed) the result, right answer and analysis. */
export function QuestionPanel({ detail, total, submitting, marked, onToggleMark, onSubmit }: QuestionPanelProps) {
  const { qu } = detail;
  const [value, setValue] = useState<LearnerAnswer>(detail.answer ?? {});
  useEffect(() => setValue(detail.answer ?? {}), [detail.answer]);
  const locked = detail.answered || submitting;
  const onChange = (v: LearnerAnswer) => {
    setValue(v);
    if (CHECK_ON_SELECT.includes(qu.quType) && !locked) onSubmit(v);
  };

  return (
    <div data-testid="question-panel">
      <Space style={{ marginBottom: 12 }} wrap>
        <Tag color="blue">{dictTitle('qu_type', qu.quType, qu.quType_dictText)}</Tag>
        <Typography.Text type="secondary">{m('questionOf', { n: detail.sort, total })}</Typography.Text>
        <Button size="small" icon={<FlagOutlined />} type={marked ? 'primary' : 'default'} onClick={onToggleMark}>
          {marked ? m('unmark') : m('mark')}
        </Button>
      </Space>
      <RichHtml html={qu.content} />
      {qu.image && <Image src={qu.image} width={240} />}
      <div style={{ margin: '16px 0' }}>
        <AnswerEditor
          qu={qu}
          value={value}
          onChange={onChange}
          disabled={locked}
          rightOptionIds={detail.revealed ? rightOptionIdsOf(detail.key) : undefined}
        />
      </div>
      {!detail.answered && !CHECK_ON_SELECT.includes(qu.quType) && (
        <Button type="primary" loading={submitting} onClick={() => onSubmit(value)}>
          {m('confirmAnswer')}
        </Button>
      )}
      {detail.answered && <Result detail={detail} />}
      {detail.revealed && detail.key && (
        <>
          <Divider />
          <AnswerKey detail={detail.key} />
        </>
      )}
    </div>
  );
}

function Result({ detail }: { detail: TrainQuDetail }) {
  if (detail.qu.quType === QuType.SHORT || detail.qu.subList.some((s) => s.quType === QuType.SHORT)) {
    return <Alert type="info" showIcon title={m('subjectiveHint')} />;
  }
  return detail.isRight ? (
    <Alert type="success" showIcon icon={<CheckCircleFilled />} title={m('answerRight')} data-testid="result-right" />
  ) : (
    <Alert type="error" showIcon icon={<CloseCircleFilled />} title={m('answerWrong')} data-testid="result-wrong" />
  );
}
