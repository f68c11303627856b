import { ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_OPTIONS } from '@xuekao/contracts';
import { Button, Input, Space, Tag } from 'antd';
import type { PairValue } from './qu-form';

export interface MatchEditorProps {
  pairs: PairValue[];
  onChange: (pairs: PairValue[]) => void;
}

/** The pairs of a matching question: left text -> its correct right-hand text (right texts distinct). */
export function MatchEditor({ pairs, onChange }: MatchEditorProps) {
  const set = (i: number, patch: Partial<PairValue>) =>
    onChange(pairs.map((p, j) => (j === i ? { ...p, ...patch } : p)));
  return (
    <div className="xk-qu-pairs">
      {pairs.map((p, i) => (
        <Space key={p.id ?? `new-${i}`} align="center" style={{ display: 'flex', marginBottom: 8 }}>
          <Tag style={{ minWidth: 28, textAlign: 'center' }}>{i + 1}</Tag>
          <Input
            aria-label={`匹配左项-${i + 1}`}
            placeholder="左侧内容"
            value={p.left}
            onChange={(e) => set(i, { left: e.target.value })}
            style={{ width: 280 }}
          />
          <ArrowRightOutlined />
          <Input
            aria-label={`匹配答案-${i + 1}`}
            placeholder="匹配答案（右侧内容）"
            value={p.right}
            onChange={(e) => set(i, { right: e.target.value })}
            style={{ width: 280 }}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除匹配项-${i + 1}`}
            disabled={pairs.length <= 2}
            onClick={() => onChange(pairs.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        disabled={pairs.length >= MAX_OPTIONS}
        onClick={() => onChange([...pairs, { left: '', right: '' }])}
      >
        添加匹配项
      </Button>
    </div>
  );
}
