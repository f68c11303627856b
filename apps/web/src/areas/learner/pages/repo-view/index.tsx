import { useRepoDetail } from '@web/api/repo';
import { useChapterGroup } from '@web/api/train';
import { TrainHistoryTable } from '@web/areas/learner/components/train/train-history-table';
import { dictTitle } from '@web/i18n/dictionaries';
import { Alert, Button, Card, Checkbox, Descriptions, Radio, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { m } from './messages';

const MODES = [1, 2, 3, 4, 5, 6] as const;
const modeLabel = (v: (typeof MODES)[number]) => m(`mode${v}`);
const modeHint = (v: (typeof MODES)[number]) => m(`mode${v}Hint`);

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
      if (quType === undefined) return setError(m('chooseTypeFirst'));
      q.set('quType', String(quType));
    }
    if (mode === 4) {
      if (!chapterId) return setError(m('chooseChapterFirst'));
      q.set('chapterId', chapterId);
    }
    if (clear) q.set('clear', '1');
    const qs = q.toString();
    navigate(`/web/repo/training/${repoId}/${mode}${qs ? `?${qs}` : ''}`);
  };

  if (repo.isLoading) return <Skeleton active />;
  const r = repo.data;
  if (!r) return null;
  const shown = MODES.find((v) => v === mode);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={r.title}>
        <Descriptions column={{ xs: 1, sm: 3 }} size="small">
          <Descriptions.Item label={m('quCount')}>{r.quCount}</Descriptions.Item>
          <Descriptions.Item label={m('objCount')}>{r.objCount}</Descriptions.Item>
          <Descriptions.Item label={m('subjCount')}>{r.subjCount}</Descriptions.Item>
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
          options={MODES.map((v) => ({ value: v, label: modeLabel(v) }))}
        />
        <div style={{ margin: '12px 0', color: '#595959' }}>{shown && modeHint(shown)}</div>
        <Space wrap>
          {mode === 3 && (
            <Select
              style={{ width: 220 }}
              placeholder={m('chooseType')}
              value={quType}
              onChange={(v: number) => {
                setQuType(v);
                setError('');
              }}
              options={(group.data?.typeList ?? []).map((t) => ({
                value: t.quType,
                label: m('optionCount', { name: dictTitle('qu_type', t.quType, t.quType_dictText), n: t.count }),
              }))}
            />
          )}
          {mode === 4 && (
            <Select
              style={{ width: 260 }}
              placeholder={m('chooseChapter')}
              value={chapterId}
              onChange={(v: string) => {
                setChapterId(v);
                setError('');
              }}
              options={(group.data?.chapterList ?? [])
                .filter((c) => c.id)
                .map((c) => ({ value: c.id, label: m('optionCount', { name: c.title, n: c.quCount }) }))}
            />
          )}
          <Checkbox checked={clear} onChange={(e) => setClear(e.target.checked)}>
            {m('restart')}
          </Checkbox>
          <Button type="primary" onClick={onStart} data-testid="start-train">
            {m('start')}
          </Button>
        </Space>
        {error && <Alert style={{ marginTop: 12 }} type="warning" showIcon title={error} />}
      </Card>
      <Card title={m('myTrainings')}>
        <TrainHistoryTable repoId={repoId} size={5} />
      </Card>
    </Space>
  );
}
