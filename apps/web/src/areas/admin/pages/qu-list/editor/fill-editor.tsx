import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_OPTIONS } from '@xuekao/contracts';
import { Button, Select, Space, Tag } from 'antd';
import { m } from '../messages';
import { type BlankValue, parseAnswers } from './qu-form';

export interface FillEditorProps {
  blanks: BlankValue[];
  onChange: (blanks: BlankValue[]) => void;
}

/**
 * The blanks of a fill-blank question, in order, each with its accepted answers entered as tags (typing
 * "北京|Beijing" and Enter adds both). Learners' answers are compared trimmed, ignoring case and width.
 */
export function FillEditor({ blanks, onChange }: FillEditorProps) {
  const set = (i: number, answers: string[]) => onChange(blanks.map((b, j) => (j === i ? { ...b, answers } : b)));
  return (
    <div className="xk-qu-blanks">
      {blanks.map((b, i) => (
        <Space key={b.id ?? `new-${i}`} align="center" style={{ display: 'flex', marginBottom: 8 }}>
          <Tag style={{ minWidth: 64, textAlign: 'center' }}>{m('blankN', { n: i + 1 })}</Tag>
          <Select<string[]>
            mode="tags"
            aria-label={m('blankAnswersOf', { n: i + 1 })}
            style={{ width: 520 }}
            placeholder={m('blankPlaceholder')}
            tokenSeparators={['|', '｜']}
            open={false}
            suffixIcon={null}
            value={b.answers}
            onChange={(v) => set(i, v.flatMap(parseAnswers))}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={m('removeBlankOf', { n: i + 1 })}
            disabled={blanks.length <= 1}
            onClick={() => onChange(blanks.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={blanks.length >= MAX_OPTIONS}
        onClick={() => onChange([...blanks, { answers: [] }])}
      >
        {m('addBlank')}
      </Button>
    </div>
  );
}
