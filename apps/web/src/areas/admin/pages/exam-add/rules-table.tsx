import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ChapterSelect } from '@web/shared/components/chapter-select';
import { DictSelect } from '@web/shared/components/dict-select';
import { RepoSelect } from '@web/shared/components/repo-select';
import { MAX_PAPER_QUS } from '@xuekao/contracts';
import { Button, InputNumber, Select, Table, type TableColumnsType } from 'antd';
import { LEVEL_OPTIONS, newRule, type RuleRow } from './composition';

export interface RulesTableProps {
  rules: RuleRow[];
  onChange: (rules: RuleRow[]) => void;
}

/**
 * 按规则抽题: one editable row per rule (bank usable in exams, type, level, optional chapter of that bank,
 * count and score per question), with the row's subtotal; rows are added and removed here.
 */
export function RulesTable({ rules, onChange }: RulesTableProps) {
  const patch = (key: string, p: Partial<RuleRow>) => onChange(rules.map((r) => (r.key === key ? { ...r, ...p } : r)));

  const columns: TableColumnsType<RuleRow> = [
    { title: '序号', key: 'no', width: 56, align: 'center', render: (_v, _r, i) => i + 1 },
    {
      title: '题库',
      key: 'repoId',
      width: 220,
      render: (_v, r, i) => (
        <RepoSelect
          isExam
          aria-label={`规则${i + 1}-题库`}
          value={r.repoId}
          selectedLabel={r.repoTitle}
          onChange={(repoId) => patch(r.key, { repoId, repoTitle: undefined, chapterId: undefined })}
        />
      ),
    },
    {
      title: '题型',
      key: 'quType',
      width: 130,
      render: (_v, r, i) => (
        <DictSelect
          dicCode="qu_type"
          id={`rule-${i + 1}-type`}
          placeholder="请选择题型"
          value={r.quType}
          onChange={(v) => patch(r.key, { quType: v === undefined ? undefined : Number(v) })}
        />
      ),
    },
    {
      title: '难度',
      key: 'level',
      width: 100,
      render: (_v, r, i) => (
        <Select
          aria-label={`规则${i + 1}-难度`}
          style={{ width: '100%' }}
          options={LEVEL_OPTIONS}
          value={r.level}
          onChange={(level) => patch(r.key, { level })}
        />
      ),
    },
    {
      title: '章节（可选）',
      key: 'chapterId',
      width: 170,
      render: (_v, r, i) => (
        <ChapterSelect
          aria-label={`规则${i + 1}-章节`}
          repoId={r.repoId}
          placeholder={r.repoId ? '不限章节' : '请先选择题库'}
          value={r.chapterId}
          onChange={(chapterId) => patch(r.key, { chapterId })}
        />
      ),
    },
    {
      title: '抽题数量',
      key: 'count',
      width: 110,
      render: (_v, r, i) => (
        <InputNumber
          aria-label={`规则${i + 1}-数量`}
          min={1}
          max={MAX_PAPER_QUS}
          precision={0}
          value={r.count}
          onChange={(v) => patch(r.key, { count: v ?? undefined })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: '每题分数',
      key: 'score',
      width: 110,
      render: (_v, r, i) => (
        <InputNumber
          aria-label={`规则${i + 1}-分数`}
          min={0.5}
          max={10000}
          step={0.5}
          precision={2}
          value={r.score}
          onChange={(v) => patch(r.key, { score: v ?? undefined })}
          style={{ width: '100%' }}
        />
      ),
    },
    {
      title: '小计',
      key: 'subtotal',
      width: 80,
      align: 'right',
      render: (_v, r) => Math.round((Number(r.count) || 0) * (Number(r.score) || 0) * 100) / 100,
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
          aria-label={`删除规则${i + 1}`}
          icon={<DeleteOutlined />}
          onClick={() => onChange(rules.filter((x) => x.key !== r.key))}
        />
      ),
    },
  ];

  return (
    <div>
      <Table<RuleRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={rules}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无抽题规则，请添加' }}
      />
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        onClick={() => onChange([...rules, newRule()])}
      >
        添加规则
      </Button>
    </div>
  );
}
