import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ChapterSelect } from '@web/shared/components/chapter-select';
import { DictSelect } from '@web/shared/components/dict-select';
import { RepoSelect } from '@web/shared/components/repo-select';
import { m as wm } from '@web/shared/components/widgets/messages';
import { MAX_PAPER_QUS } from '@xuekao/contracts';
import { Button, InputNumber, Select, Table, type TableColumnsType } from 'antd';
import { levelOptions, newRule, type RuleRow } from './composition';
import { m } from './messages';

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
    { title: m('no'), key: 'no', width: 56, align: 'center', render: (_v, _r, i) => i + 1 },
    {
      title: m('repo'),
      key: 'repoId',
      width: 220,
      render: (_v, r, i) => (
        <RepoSelect
          isExam
          aria-label={m('ruleRepo', { n: i + 1 })}
          value={r.repoId}
          selectedLabel={r.repoTitle}
          onChange={(repoId) => patch(r.key, { repoId, repoTitle: undefined, chapterId: undefined })}
        />
      ),
    },
    {
      title: m('quType'),
      key: 'quType',
      width: 130,
      render: (_v, r, i) => (
        <DictSelect
          dicCode="qu_type"
          id={`rule-${i + 1}-type`}
          placeholder={m('quTypePlaceholder')}
          value={r.quType}
          onChange={(v) => patch(r.key, { quType: v === undefined ? undefined : Number(v) })}
        />
      ),
    },
    {
      title: m('level'),
      key: 'level',
      width: 100,
      render: (_v, r, i) => (
        <Select
          aria-label={m('ruleLevel', { n: i + 1 })}
          style={{ width: '100%' }}
          options={levelOptions()}
          value={r.level}
          onChange={(level) => patch(r.key, { level })}
        />
      ),
    },
    {
      title: m('chapterOptional'),
      key: 'chapterId',
      width: 170,
      render: (_v, r, i) => (
        <ChapterSelect
          aria-label={m('ruleChapter', { n: i + 1 })}
          repoId={r.repoId}
          placeholder={r.repoId ? m('anyChapter') : wm('chooseRepoFirst')}
          value={r.chapterId}
          onChange={(chapterId) => patch(r.key, { chapterId })}
        />
      ),
    },
    {
      title: m('count'),
      key: 'count',
      width: 110,
      render: (_v, r, i) => (
        <InputNumber
          aria-label={m('ruleCount', { n: i + 1 })}
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
      title: m('scorePerQu'),
      key: 'score',
      width: 110,
      render: (_v, r, i) => (
        <InputNumber
          aria-label={m('ruleScore', { n: i + 1 })}
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
      title: m('subtotal'),
      key: 'subtotal',
      width: 80,
      align: 'right',
      render: (_v, r) => Math.round((Number(r.count) || 0) * (Number(r.score) || 0) * 100) / 100,
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
          aria-label={m('removeRule', { n: i + 1 })}
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
        locale={{ emptyText: m('noRules') }}
      />
      <Button
        type="dashed"
        block
        icon={<PlusOutlined />}
        style={{ marginTop: 8 }}
        onClick={() => onChange([...rules, newRule()])}
      >
        {m('addRule')}
      </Button>
    </div>
  );
}
