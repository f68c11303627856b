import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ImageUpload } from '@web/shared/components/upload';
import { MAX_OPTIONS, QuType } from '@xuekao/contracts';
import { Button, Checkbox, Input, Radio, Tag, Tooltip } from 'antd';
import { m } from '../messages';
import { addOption, markRight, type OptionValue, removeOption } from './qu-form';
import { firstOf } from './single-value';

export interface ChoiceEditorProps {
  quType: number;
  options: OptionValue[];
  onChange: (options: OptionValue[]) => void;
}

/**
 * Options A..Z of a single, multiple or judge question: the right mark (radio for single and judge,
 * checkbox for multiple), content, image and analysis per option; add and remove (letters follow the
 * order). A judge question keeps its two fixed options 正确/错误.
 */
export function ChoiceEditor({ quType, options, onChange }: ChoiceEditorProps) {
  const judge = quType === QuType.JUDGE;
  const multiple = quType === QuType.MULTIPLE;
  const set = (i: number, patch: Partial<OptionValue>) =>
    onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));

  return (
    <div className="xk-qu-options">
      {options.map((o, i) => (
        <div key={o.id ?? `new-${i}`} className="xk-qu-option" data-tag={o.tag}>
          <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8, marginBottom: 8 }}>
            <Tag color={o.isRight ? 'green' : undefined} style={{ minWidth: 28, textAlign: 'center', marginTop: 5 }}>
              {o.tag}
            </Tag>
            {multiple ? (
              <Checkbox
                checked={o.isRight}
                aria-label={m('rightOf', { tag: o.tag })}
                onChange={() => onChange(markRight(quType, options, i))}
                style={{ marginTop: 5 }}
              >
                {m('right')}
              </Checkbox>
            ) : (
              <Radio
                checked={o.isRight}
                aria-label={m('rightOf', { tag: o.tag })}
                onChange={() => onChange(markRight(quType, options, i))}
                style={{ marginTop: 5 }}
              >
                {m('right')}
              </Radio>
            )}
            <div style={{ flex: 1, minWidth: 0 }}>
              <Input.TextArea
                aria-label={m('optionContentOf', { tag: o.tag })}
                placeholder={m('optionPlaceholder', { tag: o.tag })}
                autoSize={{ minRows: 1, maxRows: 4 }}
                value={o.content}
                readOnly={judge}
                onChange={(e) => set(i, { content: e.target.value })}
              />
              <Input
                aria-label={m('optionAnalysisOf', { tag: o.tag })}
                placeholder={m('optionAnalysisPlaceholder')}
                value={o.analysis}
                onChange={(e) => set(i, { analysis: e.target.value })}
                style={{ marginTop: 6 }}
              />
            </div>
            {!judge && (
              <div className="xk-qu-option-image">
                <ImageUpload
                  value={o.image || null}
                  text={m('optionImage')}
                  onChange={(v) => set(i, { image: firstOf(v) })}
                />
              </div>
            )}
            {!judge && (
              <Tooltip title={m('removeOption')}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={m('removeOptionOf', { tag: o.tag })}
                  disabled={options.length <= 2}
                  onClick={() => onChange(removeOption(options, i))}
                />
              </Tooltip>
            )}
          </div>
        </div>
      ))}
      {!judge && (
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          disabled={options.length >= MAX_OPTIONS}
          onClick={() => onChange(addOption(options))}
        >
          {m('addOption')}
        </Button>
      )}
    </div>
  );
}
