import { CheckOutlined, CloudUploadOutlined, FlagOutlined } from '@ant-design/icons';
import { AnswerEditor } from '@web/areas/learner/components/question/answer-editor';
import { QuestionImage } from '@web/areas/learner/components/question/question-image';
import { RichHtml } from '@web/shared/components/rich-html';
import { type LearnerAnswer, type PaperQuDetail, QuType } from '@xuekao/contracts';
import { Button, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { m } from '../messages';

/** Single and judge answers are saved on selection; the others on 确认答案 (docs/REQUIREMENTS.md#answering). */
export const SAVE_ON_SELECT: readonly number[] = [QuType.SINGLE, QuType.JUDGE];

const same = (a: LearnerAnswer | null | undefined, b: LearnerAnswer | null | undefined) =>
  JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

export interface ExamQuestionProps {
  detail: PaperQuDetail;
  total: number;
  saving: boolean;
  /** The answer is on the device only, waiting for the server. */
  pending?: boolean;
  marked: boolean;
  onToggleMark: () => void;
  onSave: (answer: LearnerAnswer) => void;
  /** The answer typed but not saved yet (null when saved), so leaving the question can save it. */
  onDraft: (quId: string, answer: LearnerAnswer | null) => void;
}

/** One exam question: stem, inputs and, for other than single and judge, 确认答案. Never a key. */
export function ExamQuestion({
  detail,
  total,
  saving,
  pending = false,
  marked,
  onToggleMark,
  onSave,
  onDraft,
}: ExamQuestionProps) {
  const { qu } = detail;
  const [value, setValue] = useState<LearnerAnswer>(detail.answer ?? {});
  useEffect(() => setValue(detail.answer ?? {}), [detail.answer]);
  const onSelect = SAVE_ON_SELECT.includes(qu.quType);
  const dirty = !onSelect && !same(value, detail.answer);
  useEffect(() => onDraft(detail.quId, dirty ? value : null), [detail.quId, dirty, value, onDraft]);

  const onChange = (v: LearnerAnswer) => {
    setValue(v);
    if (onSelect) onSave(v);
  };

  return (
    <div data-testid="exam-question">
      <Space style={{ marginBottom: 12 }} wrap>
        <Tag color="blue">{qu.quType_dictText}</Tag>
        <Typography.Text type="secondary">{m('quOf', { n: detail.sort, total, score: detail.score })}</Typography.Text>
        <Button size="small" icon={<FlagOutlined />} type={marked ? 'primary' : 'default'} onClick={onToggleMark}>
          {m(marked ? 'unmark' : 'mark')}
        </Button>
        {pending && !dirty && (
          <Tag color="warning" icon={<CloudUploadOutlined />} data-testid="qu-saved-local">
            {m('savedLocal')}
          </Tag>
        )}
        {detail.answered && !pending && !dirty && (
          <Tag color="success" icon={<CheckOutlined />} data-testid="qu-saved">
            {m('saved')}
          </Tag>
        )}
      </Space>
      <RichHtml html={qu.content} />
      {qu.image && <QuestionImage src={qu.image} width={240} />}
      <div style={{ margin: '16px 0' }}>
        <AnswerEditor qu={qu} value={value} onChange={onChange} disabled={saving && onSelect} />
      </div>
      {!onSelect && (
        <Space>
          <Button
            type="primary"
            loading={saving}
            disabled={!dirty}
            onClick={() => onSave(value)}
            data-testid="save-answer"
          >
            {m('confirm')}
          </Button>
          {dirty && <Typography.Text type="warning">{m('dirty')}</Typography.Text>}
        </Space>
      )}
    </div>
  );
}
