import { AnswerText } from '@web/shared/components/recorder/answer-text';
import { RichHtml } from '@web/shared/components/rich-html';
import type { MarkQu } from '@xuekao/contracts';
import { Button, Card, Col, Input, InputNumber, Row, Space, Tag, Typography } from 'antd';
import type { MarkDraft } from './mark-drafts';

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
          <span>{`第 ${index + 1} 题`}</span>
          <Typography.Text type="secondary">{`（试卷第 ${qu.sort} 题，满分 ${qu.maxScore} 分）`}</Typography.Text>
        </Space>
      }
      extra={saved ? <Tag color="green">{`已评 ${qu.markedScore} 分`}</Tag> : <Tag color="orange">未评分</Tag>}
    >
      <RichHtml html={qu.content} />
      <Typography.Text strong style={{ display: 'block', margin: '8px 0 4px' }}>
        参考答案 / 解析
      </Typography.Text>
      <div style={box}>
        {qu.analysis ? <RichHtml html={qu.analysis} /> : <Typography.Text type="secondary">无</Typography.Text>}
      </div>
      <Typography.Text strong style={{ display: 'block', margin: '8px 0 4px' }}>
        考生答案
      </Typography.Text>
      <div style={{ ...box, background: '#f6ffed', borderColor: '#b7eb8f' }}>
        <AnswerText text={qu.answerText} />
      </div>
      <Row gutter={12} align="middle" style={{ marginTop: 12 }}>
        <Col flex="none">
          <Space.Compact>
            <InputNumber
              aria-label={`第${index + 1}题得分`}
              min={0}
              max={qu.maxScore}
              step={0.5}
              precision={2}
              placeholder="得分"
              value={draft.score}
              onChange={(v) => onDraft({ ...draft, score: v })}
              style={{ width: 120 }}
            />
            <Button onClick={() => onDraft({ ...draft, score: qu.maxScore })}>满分</Button>
            <Button onClick={() => onDraft({ ...draft, score: 0 })}>零分</Button>
          </Space.Compact>
        </Col>
        <Col flex="auto">
          <Input
            aria-label={`第${index + 1}题评语`}
            placeholder="评语（选填）"
            maxLength={1024}
            value={draft.remark}
            onChange={(e) => onDraft({ ...draft, remark: e.target.value })}
          />
        </Col>
        <Col flex="none">
          <Button type="primary" ghost disabled={draft.score === null || !dirty} loading={saving} onClick={onSave}>
            保存评分
          </Button>
        </Col>
      </Row>
    </Card>
  );
}
