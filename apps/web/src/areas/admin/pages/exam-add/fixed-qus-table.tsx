import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { plainText } from '../qu-list/editor/qu-form';
import { addFixed, type FixedRow } from './composition';
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
    { title: '序号', key: 'no', width: 56, align: 'center', render: (_v, _r, i) => i + 1 },
    {
      title: '题目内容',
      dataIndex: 'content',
      render: (v: string) => (
        <Typography.Text ellipsis={{ tooltip: plainText(v) }} style={{ maxWidth: 480 }}>
          {plainText(v) || '（图片/媒体）'}
        </Typography.Text>
      ),
    },
    { title: '题型', dataIndex: 'quType_dictText', width: 100 },
    {
      title: '分数',
      key: 'score',
      width: 120,
      render: (_v, r, i) => (
        <InputNumber
          aria-label={`试题${i + 1}-分数`}
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
      title: '操作',
      key: 'actions',
      width: 64,
      align: 'center',
      render: (_v, r, i) => (
        <Button
          type="text"
          danger
          size="small"
          aria-label={`移除试题${i + 1}`}
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
          选择试题
        </Button>
        <Space.Compact>
          <InputNumber
            aria-label="统一分数"
            placeholder="统一分数"
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
            全部设为此分
          </Button>
        </Space.Compact>
      </Space>
      <Table<FixedRow>
        rowKey="quId"
        size="small"
        columns={columns}
        dataSource={qus}
        pagination={qus.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: '暂未选择试题' }}
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
