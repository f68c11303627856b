import { RichEditor } from '@web/shared/components/rich-editor';
import { ImageUpload } from '@web/shared/components/upload';
import { QuType } from '@xuekao/contracts';
import { Alert, Form } from 'antd';
import { m } from '../messages';
import { ChoiceEditor } from './choice-editor';
import { FillEditor } from './fill-editor';
import { MatchEditor } from './match-editor';
import type { SubQuValue } from './qu-form';
import { firstOf } from './single-value';

export interface QuBodyFieldsProps<V extends SubQuValue> {
  value: V;
  onChange: (value: V) => void;
  /** Height of the rich editors (smaller for sub-questions). */
  editorHeight?: number;
  /** Prefix of the field labels' aria names, e.g. 'Sub-question 1' (unique ids inside a composite). */
  prefix?: string;
}

/** The answer part of one question, by type. */
function AnswerPart<V extends SubQuValue>({ value, onChange }: Pick<QuBodyFieldsProps<V>, 'value' | 'onChange'>) {
  switch (value.quType) {
    case QuType.SINGLE:
    case QuType.MULTIPLE:
    case QuType.JUDGE:
      return (
        <ChoiceEditor
          quType={value.quType}
          options={value.options}
          onChange={(options) => onChange({ ...value, options })}
        />
      );
    case QuType.FILL:
      return <FillEditor blanks={value.blanks} onChange={(blanks) => onChange({ ...value, blanks })} />;
    case QuType.MATCH:
      return <MatchEditor pairs={value.pairs} onChange={(pairs) => onChange({ ...value, pairs })} />;
    case QuType.SHORT:
      return <Alert type="info" showIcon title={m('shortHint')} />;
    default:
      return null;
  }
}

/** The label of the answer part by type. */
function answerLabel(quType: number): string {
  switch (quType) {
    case QuType.SINGLE:
    case QuType.MULTIPLE:
    case QuType.JUDGE:
      return m('labelOptions');
    case QuType.FILL:
      return m('labelBlanks');
    case QuType.MATCH:
      return m('labelPairs');
    default:
      return m('labelAnswer');
  }
}

/** Content, image, the per-type answers and the analysis of one question (top level or sub-question). */
export function QuBodyFields<V extends SubQuValue>({
  value,
  onChange,
  editorHeight = 220,
  prefix = '',
}: QuBodyFieldsProps<V>) {
  const composite = value.quType === QuType.COMPOSITE;
  return (
    <>
      <Form.Item label={composite ? m('material') : m('content')} required>
        <div data-label={`${prefix}${m('content')}`} className="xk-qu-content">
          <RichEditor
            height={editorHeight}
            value={value.content}
            placeholder={m('contentPlaceholder')}
            onChange={(content) => onChange({ ...value, content })}
          />
        </div>
      </Form.Item>
      <Form.Item label={m('image')}>
        <ImageUpload value={value.image || null} onChange={(v) => onChange({ ...value, image: firstOf(v) })} />
      </Form.Item>
      {!composite && (
        <Form.Item label={answerLabel(value.quType)} required={value.quType !== QuType.SHORT}>
          <AnswerPart value={value} onChange={onChange} />
        </Form.Item>
      )}
      <Form.Item label={value.quType === QuType.SHORT ? m('reference') : m('analysis')}>
        <div data-label={`${prefix}${m('analysis')}`} className="xk-qu-analysis">
          <RichEditor
            height={Math.round(editorHeight * 0.7)}
            value={value.analysis}
            placeholder={value.quType === QuType.SHORT ? m('referencePlaceholder') : m('analysisPlaceholder')}
            onChange={(analysis) => onChange({ ...value, analysis })}
          />
        </div>
      </Form.Item>
    </>
  );
}
