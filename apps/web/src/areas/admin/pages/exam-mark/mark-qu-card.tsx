import { AnswerText } from '@web/shared/components/recorder/answer-text';
import { RichHtml } from '@web/shared/components/rich-html';
import type { MarkQu } from '@xuekao/contracts';
import { Button, Card, Col, Input, InputNumber, Row, Space, Tag, Typography } from 'antd';
import type { MarkDraft } from './mark-drafts';
import { m } from './messages';

export interface MarkQuCardProps {
  qu: MarkQu;
  index: number;
  draft: MarkDraft;
  saving: boolean;
  onDraft: (d: MarkDraft) => void;
  onSave: () => void;
}

const box = { background: '#fafafa', border: '1px solid #f0f0f0', borderRadius: 6, padding: '8px 12px' };

/** One subjective answer to mark: the question, the reference answer, the learner's answer, score and remark. */
export function MarkQuCard({ qu, index, draft, saving, onDraft, onSave }: MarkQuCardProps) {
  const saved = qu.markedScore !== null;
  const dirty = draft.score !== qu.markedScore || draft.remark !== (qu.remark ?? '');
  return (
    <Card
      size="small"
      title={
        <Space>
          <span>{m('quNo', { n: index + 1 })}</span>
          <Typography.Text type="secondary">{m('quInfo', { sort: qu.sort, max: qu.maxScore })}</Typography.Text>
        </Space>
      }
      extra={
        saved ? (
          <Tag color="green">{m('marked', { score: qu.markedScore ?? 0 })}</Tag>
        ) : (
          <Tag color="orange">{m('unmarked')}</Tag>
        )
      }
    >
      <RichHtml html={qu.content} />
      <Typography.Text strong style={{ display: 'block', margin: '8px 0 4px' }}>
        {m('refAnswer')}
      </Typography.Text>
      <div style={box}>
        {qu.analysis ? (
          <RichHtml html={qu.analysis} />
        ) : (
          <Typography.Text type="secondary">{m('none')}</Typography.Text>
        )}
      </div>
      <Typography.Text strong style={{ display: 'block', margin: '8px 0 4px' }}>
        {m('answer')}
      </Typography.Text>
      <div style={{ ...box, background: '#f6ffed', borderColor: '#b7eb8f' }}>
        <AnswerText text={qu.answerText} />
      </div>
      <Row gutter={12} align="middle" style={{ marginTop: 12 }}>
        <Col flex="none">
          <Space.Compact>
            <InputNumber
              aria-label={m('scoreAria', { n: index + 1 })}
              min={0}
              max={qu.maxScore}
              step={0.5}
              precision={2}
              placeholder={m('scorePlaceholder')}
              value={draft.score}
              onChange={(v) => onDraft({ ...draft, score: v })}
              style={{ width: 120 }}
            />
            <Button onClick={() => onDraft({ ...draft, score: qu.maxScore })}>{m('fullScore')}</Button>
            <Button onClick={() => onDraft({ ...draft, score: 0 })}>{m('zeroScore')}</Button>
          </Space.Compact>
        </Col>
        <Col flex="auto">
          <Input
            aria-label={m('remarkAria', { n: index + 1 })}
            placeholder={m('remarkPlaceholder')}
            maxLength={1024}
            value={draft.remark}
            onChange={(e) => onDraft({ ...draft, remark: e.target.value })}
          />
        </Col>
        <Col flex="none">
          <Button type="primary" ghost disabled={draft.score === null || !dirty} loading={saving} onClick={onSave}>
            {m('saveMark')}
          </Button>
        </Col>
      </Row>
    </Card>
  );
}
