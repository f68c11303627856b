import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DictSelect } from '@web/shared/components/dict-select';
import { QuType } from '@xuekao/contracts';
import { Button, Card, Space } from 'antd';
import { m } from '../messages';
import { QuBodyFields } from './qu-body-fields';
import { changeType, emptySub, type SubQuValue } from './qu-form';

export interface CompositeEditorProps {
  subList: SubQuValue[];
  onChange: (subList: SubQuValue[]) => void;
}

const NOT_COMPOSITE = [String(QuType.COMPOSITE)];

/** The sub-questions of a composite: each of a non-composite type, edited with the same per-type editors. */
export function CompositeEditor({ subList, onChange }: CompositeEditorProps) {
  const set = (i: number, sub: SubQuValue) => onChange(subList.map((s, j) => (j === i ? sub : s)));
  return (
    <div className="xk-qu-subs">
      {subList.map((s, i) => (
        <Card
          key={s.id ?? `new-${i}`}
          size="small"
          style={{ marginBottom: 12 }}
          title={
            <Space>
              <span>{m('subN', { n: i + 1 })}</span>
              <DictSelect
                dicCode="qu_type"
                excludes={NOT_COMPOSITE}
                allowClear={false}
                value={s.quType}
                style={{ width: 140 }}
                id={`sub-type-${i}`}
                onChange={(v) => v && set(i, changeType(s, Number(v)))}
              />
            </Space>
          }
          extra={
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={m('removeSubN', { n: i + 1 })}
              onClick={() => onChange(subList.filter((_, j) => j !== i))}
            />
          }
        >
          <QuBodyFields value={s} onChange={(v) => set(i, v)} editorHeight={140} prefix={m('subN', { n: i + 1 })} />
        </Card>
      ))}
      <Button type="dashed" icon={<PlusOutlined />} onClick={() => onChange([...subList, emptySub(QuType.SINGLE)])}>
        {m('addSub')}
      </Button>
    </div>
  );
}
