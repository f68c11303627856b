import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { plainText } from '../qu-list/editor/qu-form';
import { addFixed, type FixedRow } from './composition';
import { m } from './messages';
import { QuPickDialog } from './qu-pick-dialog';

export interface FixedQusTableProps {
  qus: FixedRow[];
  onChange: (qus: FixedRow[]) => void;
}

/** 固定试题: the chosen questions in paper order with a score each; add through 选择试题, remove per row. */
export function FixedQusTable({ qus, onChange }: FixedQusTableProps) {
  const [picking, setPicking] = useState(false);
  const [allScore, setAllScore] = useState<number | null>(null);

  const columns: TableColumnsType<FixedRow> = [
    { title: m('no'), key: 'no', width: 56, align: 'center', render: (_v, _r, i) => i + 1 },
    {
      title: m('quContent'),
      dataIndex: 'content',
      render: (v: string) => (
        <Typography.Text ellipsis={{ tooltip: plainText(v) }} style={{ maxWidth: 480 }}>
          {plainText(v) || m('mediaOnly')}
        </Typography.Text>
      ),
    },
    { title: m('quType'), dataIndex: 'quType_dictText', width: 100 },
    {
      title: m('score'),
      key: 'score',
      width: 120,
      render: (_v, r, i) => (
        <InputNumber
          aria-label={m('quScore', { n: i + 1 })}
          min={0.5}
          max={10000}
          step={0.5}
          precision={2}
          value={r.score}
          onChange={(v) => onChange(qus.map((q) => (q.quId === r.quId ? { ...q, score: v ?? 0 } : q)))}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: m('actions'),
      key: 'actions',
      width: 64,
      align: 'center',
      render: (_v, r, i) => (
        <Button
          type="text"
          danger
          size="small"
          aria-label={m('removeQu', { n: i + 1 })}
          icon={<DeleteOutlined />}
          onClick={() => onChange(qus.filter((q) => q.quId !== r.quId))}
        />
      ),
    },
  ];

  return (
    <div>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setPicking(true)}>
          {m('pickQus')}
        </Button>
        <Space.Compact>
          <InputNumber
            aria-label={m('allScore')}
            placeholder={m('allScore')}
            min={0.5}
            max={10000}
            step={0.5}
            precision={2}
            value={allScore}
            onChange={setAllScore}
          />
          <Button
            disabled={!allScore || qus.length === 0}
            onClick={() => allScore && onChange(qus.map((q) => ({ ...q, score: allScore })))}
          >
            {m('setAllScore')}
          </Button>
        </Space.Compact>
      </Space>
      <Table<FixedRow>
        rowKey="quId"
        size="small"
        columns={columns}
        dataSource={qus}
        pagination={qus.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: m('noFixed') }}
      />
      <QuPickDialog
        open={picking}
        onCancel={() => setPicking(false)}
        onConfirm={(rows) => {
          onChange(addFixed(qus, rows));
          setPicking(false);
        }}
      />
    </div>
  );
}
