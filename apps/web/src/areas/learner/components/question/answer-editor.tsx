import { RichHtml } from '@web/shared/components/rich-html';
import { type LearnerAnswer, type QuForAnswer, QuType } from '@xuekao/contracts';
import { Checkbox, Input, Radio, Select, Space, Tag, Typography } from 'antd';
import { m } from './messages';
import { QuestionImage } from './question-image';
import { ShortAnswerEditor } from './short-answer-editor';

export interface AnswerEditorProps {
  qu: QuForAnswer;
  value: LearnerAnswer;
  onChange: (v: LearnerAnswer) => void;
  disabled?: boolean;
  /** Ids of the right options, shown in green once revealed. */
  rightOptionIds?: ReadonlySet<string>;
}

function OptionLabel({ tag, content, image, right }: { tag: string; content: string; image: string; right?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'baseline' }}>
      <b>{tag}.</b>
      <RichHtml html={content} />
      {image && <QuestionImage src={image} width={120} />}
      {right && <Tag color="success">{m('rightTag')}</Tag>}
    </span>
  );
}

/**
 * Inputs for answering one question of any type (docs/REQUIREMENTS.md#answering): options for
 * single / judge (radio) and multiple (checkbox), one input per blank, a select per matching item, a
 * text area and the audio recorder for short answers, and the sub-questions of a composite.
 */
export function AnswerEditor({ qu, value, onChange, disabled, rightOptionIds }: AnswerEditorProps) {
  const optionStyle = (id: string) => (rightOptionIds?.has(id) ? { color: '#389e0d', fontWeight: 600 } : undefined);
  switch (qu.quType) {
    case QuType.SINGLE:
    case QuType.JUDGE:
      return (
        <Radio.Group
          value={value.optionIds?.[0]}
          disabled={disabled}
          onChange={(e) => onChange({ optionIds: [e.target.value as string] })}
        >
          <Space orientation="vertical">
            {qu.answerList.map((o) => (
              <Radio key={o.id} value={o.id} style={optionStyle(o.id)} data-testid={`option-${o.tag}`}>
                <OptionLabel {...o} right={rightOptionIds?.has(o.id)} />
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    case QuType.MULTIPLE:
      return (
        <Checkbox.Group
          value={value.optionIds ?? []}
          disabled={disabled}
          onChange={(ids) => onChange({ optionIds: ids as string[] })}
        >
          <Space orientation="vertical">
            {qu.answerList.map((o) => (
              <Checkbox key={o.id} value={o.id} style={optionStyle(o.id)} data-testid={`option-${o.tag}`}>
                <OptionLabel {...o} right={rightOptionIds?.has(o.id)} />
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      );
    case QuType.FILL:
      return (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {qu.answerList.map((b, i) => (
            <Input
              key={b.id}
              addonBefore={m('blankN', { n: i + 1 })}
              disabled={disabled}
              value={value.blanks?.[i] ?? ''}
              onChange={(e) => {
                const blanks = qu.answerList.map((_, j) => value.blanks?.[j] ?? '');
                blanks[i] = e.target.value;
                onChange({ blanks });
              }}
            />
          ))}
        </Space>
      );
    case QuType.MATCH:
      return (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {qu.answerList.map((left) => (
            <Space key={left.id} wrap>
              <span style={{ minWidth: 120, display: 'inline-block' }}>
                <OptionLabel {...left} />
              </span>
              <Select
                style={{ minWidth: 200 }}
                placeholder={m('chooseMatch')}
                disabled={disabled}
                value={value.pairs?.[left.id]}
                options={qu.rightList.map((r) => ({ value: r.id, label: r.content }))}
                onChange={(v: string) => onChange({ pairs: { ...(value.pairs ?? {}), [left.id]: v } })}
              />
            </Space>
          ))}
        </Space>
      );
    case QuType.SHORT:
      return <ShortAnswerEditor text={value.text} disabled={disabled} onChange={(text) => onChange({ text })} />;
    case QuType.COMPOSITE:
      return (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {qu.subList.map((sub, i) => (
            <div key={sub.id}>
              <Typography.Text strong>
                {i + 1}. [{sub.quType_dictText}]
              </Typography.Text>
              <RichHtml html={sub.content} />
              <AnswerEditor
                qu={sub}
                disabled={disabled}
                rightOptionIds={rightOptionIds}
                value={value.children?.[sub.id] ?? {}}
                onChange={(v) => onChange({ children: { ...(value.children ?? {}), [sub.id]: v } })}
              />
            </div>
          ))}
        </Space>
      );
    default:
      return null;
  }
}
