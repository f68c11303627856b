import { RichHtml } from '@web/shared/components/rich-html';
import { type QuDetail, QuType } from '@xuekao/contracts';
import { Space, Typography } from 'antd';
import { m } from './messages';

/** The right answer of a question as text: option tags, accepted blank answers, matching pairs. */
export function rightAnswerText(key: QuDetail): string {
  switch (key.quType) {
    case QuType.SINGLE:
    case QuType.MULTIPLE:
    case QuType.JUDGE:
      return key.answerList
        .filter((a) => a.isRight)
        .map((a) => a.tag)
        .join(m('tagSep'));
    case QuType.FILL:
      return key.answerList
        .map((a, i) => m('blankAnswers', { n: i + 1, answers: a.answers.join(m('or')) }))
        .join(m('itemSep'));
    case QuType.MATCH:
      return key.answerList.map((a) => `${stripTags(a.content)} → ${a.answer}`).join(m('itemSep'));
    default:
      return '';
  }
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/** The set of right option ids (for highlighting), children included. */
export function rightOptionIdsOf(key: QuDetail | undefined): Set<string> {
  const out = new Set<string>();
  const walk = (q: QuDetail) => {
    for (const a of q.answerList) if (a.isRight && q.quType !== QuType.FILL && q.quType !== QuType.MATCH) out.add(a.id);
    q.subList.forEach(walk);
  };
  if (key) walk(key);
  return out;
}

/** 正确答案 and 解析 of a revealed question (docs/REQUIREMENTS.md#answering: shown after answering). */
export function AnswerKey({ detail }: { detail: QuDetail }) {
  const text = rightAnswerText(detail);
  const optionAnalyses = detail.answerList.filter((a) => a.analysis);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="answer-key">
      {text && (
        <Typography.Text>
          <b>{m('rightAnswer')}</b>
          <span data-testid="right-answer">{text}</span>
        </Typography.Text>
      )}
      {detail.subList.map((sub, i) => (
        <div key={sub.id}>
          <Typography.Text strong>{m('subN', { n: i + 1 })}</Typography.Text>
          <AnswerKey detail={sub} />
        </div>
      ))}
      {(detail.analysis || optionAnalyses.length > 0) && (
        <div>
          <b>{m('analysis')}</b>
          <RichHtml html={detail.analysis || ''} />
          {optionAnalyses.map((a) => (
            <div key={a.id}>
              {a.tag}. <RichHtml html={a.analysis} />
            </div>
          ))}
        </div>
      )}
    </Space>
  );
}
