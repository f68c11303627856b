import { useRepoDetail } from '@web/api/repo';
import { useChapterGroup } from '@web/api/train';
import { TrainHistoryTable } from '@web/areas/learner/components/train/train-history-table';
import { Alert, Button, Card, Checkbox, Descriptions, Radio, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';

const MODES = [
  { value: 1, label: '顺序练习', hint: '按题库顺序逐题练习' },
  { value: 2, label: '随机练习', hint: '打乱题目顺序练习' },
  { value: 3, label: '题型练习', hint: '只练习选定题型' },
  { value: 4, label: '章节练习', hint: '只练习选定章节' },
  { value: 5, label: '错题练习', hint: '练习错题本中本题库的错题，答对后移出错题本' },
  { value: 6, label: '背题模式', hint: '直接显示答案与解析' },
];

/** 题库详情 (/web/repo/view/:repoId): counts, mode choice with type / chapter pickers, my trainings (5). */
export default function RepoViewPage() {
  const { repoId = '' } = useParams<{ repoId: string }>();
  const navigate = useNavigate();
  const repo = useRepoDetail(repoId);
  const group = useChapterGroup(repoId);
  const [mode, setMode] = useState(1);
  const [quType, setQuType] = useState<number>();
  const [chapterId, setChapterId] = useState<string>();
  const [clear, setClear] = useState(false);
  const [error, setError] = useState('');

  const onStart = () => {
    const q = new URLSearchParams();
    if (mode === 3) {
      if (quType === undefined) return setError('请选择题型！');
      q.set('quType', String(quType));
    }
    if (mode === 4) {
      if (!chapterId) return setError('请选择章节！');
      q.set('chapterId', chapterId);
    }
    if (clear) q.set('clear', '1');
    const qs = q.toString();
    navigate(`/web/repo/training/${repoId}/${mode}${qs ? `?${qs}` : ''}`);
  };

  if (repo.isLoading) return <Skeleton active />;
  const r = repo.data;
  if (!r) return null;
  const hint = MODES.find((m) => m.value === mode)?.hint;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={r.title}>
        <Descriptions column={{ xs: 1, sm: 3 }} size="small">
          <Descriptions.Item label="试题总数">{r.quCount}</Descriptions.Item>
          <Descriptions.Item label="客观题">{r.objCount}</Descriptions.Item>
          <Descriptions.Item label="主观题">{r.subjCount}</Descriptions.Item>
        </Descriptions>
        {r.remark && <p>{r.remark}</p>}
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={mode}
          onChange={(e) => {
            setMode(e.target.value as number);
            setError('');
          }}
          options={MODES.map((m) => ({ value: m.value, label: m.label }))}
        />
        <div style={{ margin: '12px 0', color: '#888' }}>{hint}</div>
        <Space wrap>
          {mode === 3 && (
            <Select
              style={{ width: 220 }}
              placeholder="请选择题型"
              value={quType}
              onChange={(v: number) => {
                setQuType(v);
                setError('');
              }}
              options={(group.data?.typeList ?? []).map((t) => ({
                value: t.quType,
                label: `${t.quType_dictText}（${t.count}题）`,
              }))}
            />
          )}
          {mode === 4 && (
            <Select
              style={{ width: 260 }}
              placeholder="请选择章节"
              value={chapterId}
              onChange={(v: string) => {
                setChapterId(v);
                setError('');
              }}
              options={(group.data?.chapterList ?? [])
                .filter((c) => c.id)
                .map((c) => ({ value: c.id, label: `${c.title}（${c.quCount}题）` }))}
            />
          )}
          <Checkbox checked={clear} onChange={(e) => setClear(e.target.checked)}>
            重新开始（结束未完成的同模式训练）
          </Checkbox>
          <Button type="primary" onClick={onStart} data-testid="start-train">
            开始训练
          </Button>
        </Space>
        {error && <Alert style={{ marginTop: 12 }} type="warning" showIcon title={error} />}
      </Card>
      <Card title="我的训练记录">
        <TrainHistoryTable repoId={repoId} size={5} />
      </Card>
    </Space>
  );
}
