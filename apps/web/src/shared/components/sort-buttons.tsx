import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { m } from './widgets/messages';

export interface SortButtonsProps {
  /** Moves the row: 0 up, 1 down (the `sort` of `/sort` calls). */
  onMove: (direction: 0 | 1) => void;
  first?: boolean;
  last?: boolean;
  loading?: boolean;
  label: string;
}

/** 上移 / 下移 buttons of a tree row (docs/REQUIREMENTS.md#lists). */
export function SortButtons({ onMove, first, last, loading, label }: SortButtonsProps) {
  return (
    <Space size={0}>
      <Tooltip title={m('moveUp')}>
        <Button
          type="text"
          size="small"
          icon={<ArrowUpOutlined />}
          disabled={first || loading}
          aria-label={m('moveUpOf', { label })}
          onClick={() => onMove(0)}
        />
      </Tooltip>
      <Tooltip title={m('moveDown')}>
        <Button
          type="text"
          size="small"
          icon={<ArrowDownOutlined />}
          disabled={last || loading}
          aria-label={m('moveDownOf', { label })}
          onClick={() => onMove(1)}
        />
      </Tooltip>
    </Space>
  );
}
