import { RichEditor } from '@web/shared/components/rich-editor';
import { ImageUpload } from '@web/shared/components/upload';
import { QuType } from '@xuekao/contracts';
import { Alert, Form } from 'antd';
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
  /** Prefix of the field labels' aria names, e.g. '第1小题' (unique ids inside a composite). */
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
      return <Alert type="info" showIcon title="简答题由人工阅卷，请在下方「参考答案」中填写参考答案与评分要点。" />;
    default:
      return null;
  }
}

const ANSWER_LABEL: Record<number, string> = {
  [QuType.SINGLE]: '选项',
  [QuType.MULTIPLE]: '选项',
  [QuType.JUDGE]: '选项',
  [QuType.FILL]: '填空答案',
  [QuType.MATCH]: '匹配项',
  [QuType.SHORT]: '答案',
};

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
      <Form.Item label={composite ? '题目材料' : '题目内容'} required>
        <div data-label={`${prefix}题目内容`} className="xk-qu-content">
          <RichEditor
            height={editorHeight}
            value={value.content}
            placeholder="请输入题目内容"
            onChange={(content) => onChange({ ...value, content })}
          />
        </div>
      </Form.Item>
      <Form.Item label="题目图片">
        <ImageUpload value={value.image || null} onChange={(v) => onChange({ ...value, image: firstOf(v) })} />
      </Form.Item>
      {!composite && (
        <Form.Item label={ANSWER_LABEL[value.quType] ?? '答案'} required={value.quType !== QuType.SHORT}>
          <AnswerPart value={value} onChange={onChange} />
        </Form.Item>
      )}
      <Form.Item label={value.quType === QuType.SHORT ? '参考答案' : '整体解析'}>
        <div data-label={`${prefix}整体解析`} className="xk-qu-analysis">
          <RichEditor
            height={Math.round(editorHeight * 0.7)}
            value={value.analysis}
            placeholder={value.quType === QuType.SHORT ? '参考答案与评分要点' : '题目解析（可选）'}
            onChange={(analysis) => onChange({ ...value, analysis })}
          />
        </div>
      </Form.Item>
    </>
  );
}
