import { ArrowRightOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_OPTIONS } from '@xuekao/contracts';
import { Button, Input, Space, Tag } from 'antd';
import { m } from '../messages';
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
            aria-label={m('matchLeftOf', { n: i + 1 })}
            placeholder={m('matchLeft')}
            value={p.left}
            onChange={(e) => set(i, { left: e.target.value })}
            style={{ width: 280 }}
          />
          <ArrowRightOutlined />
          <Input
            aria-label={m('matchRightOf', { n: i + 1 })}
            placeholder={m('matchRight')}
            value={p.right}
            onChange={(e) => set(i, { right: e.target.value })}
            style={{ width: 280 }}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={m('removePairOf', { n: i + 1 })}
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
        {m('addPair')}
      </Button>
    </div>
  );
}
