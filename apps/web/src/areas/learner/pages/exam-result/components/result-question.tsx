import { AnswerEditor } from '@web/areas/learner/components/question/answer-editor';
import { AnswerKey, rightOptionIdsOf } from '@web/areas/learner/components/question/answer-key';
import { RichHtml } from '@web/shared/components/rich-html';
import { type PaperResultQu, QuType } from '@xuekao/contracts';
import { Card, Divider, Image, Space, Tag, Typography } from 'antd';
import { m } from '../messages';

function StateTag({ qu }: { qu: PaperResultQu }) {
  if (qu.pendingMark) return <Tag color="processing">{m('pending')}</Tag>;
  if (!qu.answered) return <Tag>{m('unanswered')}</Tag>;
  // null: right/wrong withheld (an exam hiding answers that has not ended, or another exam in progress).
  if (qu.isRight === null) return <Tag>{m('answered')}</Tag>;
  if (qu.quType === QuType.SHORT) return <Tag color="blue">{m('reviewed')}</Tag>;
  return qu.isRight ? <Tag color="success">{m('right')}</Tag> : <Tag color="error">{m('wrong')}</Tag>;
}

/**
 * One question of a result: the learner's answer, its right/wrong and score when shown, and the key and
 * analysis when shown.
 */
export function ResultQuestion({ qu }: { qu: PaperResultQu }) {
  return (
    <Card size="small" data-testid="result-qu" id={`qu-${qu.sort}`}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>{m('quN', { n: qu.sort })}</Typography.Text>
        <Tag color="blue">{qu.quType_dictText}</Tag>
        <StateTag qu={qu} />
        <Typography.Text type="secondary">
          {qu.actualScore === null
            ? m('scoreOf', { score: qu.score })
            : m('gotOf', { got: qu.pendingMark ? '-' : qu.actualScore, score: qu.score })}
        </Typography.Text>
      </Space>
      <RichHtml html={qu.qu.content} />
      {qu.qu.image && <Image src={qu.qu.image} width={240} />}
      <div style={{ margin: '12px 0' }}>
        <AnswerEditor
          qu={qu.qu}
          value={qu.answer ?? {}}
          onChange={() => undefined}
          disabled
          rightOptionIds={qu.key ? rightOptionIdsOf(qu.key) : undefined}
        />
      </div>
      {qu.key && (
        <>
          <Divider style={{ margin: '12px 0' }} />
          <AnswerKey detail={qu.key} />
        </>
      )}
    </Card>
  );
}
