import { useQuery } from '@tanstack/react-query';
import { paperApi } from '@web/api/paper';
import { QuType } from '@xuekao/contracts';
import { Button, Card, Empty, Segmented, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ResultCerts } from './components/result-certs';
import { ResultQuestion } from './components/result-question';
import { ResultSummary } from './components/result-summary';
import { m } from './messages';

type Filter = 'all' | 'wrong';

/**
 * 考试结果 (/web/exam/result/:id, paper id): score and pass, or 待阅卷 while subjective answers wait;
 * every question with my answer, its right/wrong and score when shown (showCorrectness), and the keys and
 * analysis when shown; `note` says why something is withheld and when it shows.
 */
export default function ExamResultPage() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<Filter>('all');
  // Always fresh: a paper awaiting marking gets its final score while the learner browses elsewhere.
  const result = useQuery({
    queryKey: ['paper', 'result', id],
    queryFn: () => paperApi.result(id),
    enabled: !!id,
    staleTime: 0,
  });
  if (result.isLoading) return <Skeleton active />;
  const r = result.data;
  if (!r) return <Empty description={m('notFound')} />;
  if (r.state === 0) {
    return (
      <Card>
        <Empty description={m('notHanded')}>
          <Button type="primary" onClick={() => navigate(`/web/exam/start/${r.examId}`)}>
            {m('resume')}
          </Button>
        </Empty>
      </Card>
    );
  }
  const wrong = (q: (typeof r.quList)[number]) => !q.pendingMark && q.isRight === false && q.quType !== QuType.SHORT;
  const list = filter === 'wrong' && r.showCorrectness ? r.quList.filter(wrong) : r.quList;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <ResultSummary
          result={r}
          extra={
            <Space wrap>
              <Button type="primary" onClick={() => navigate(`/web/paper/list/${r.examId}/${r.userId}`)}>
                {m('myRecords')}
              </Button>
              <Button onClick={() => navigate(`/web/book/list/${r.examId}`)}>{m('wrongBook')}</Button>
              <Button onClick={() => navigate('/web/index')}>{m('backToList')}</Button>
            </Space>
          }
        />
      </Card>
      <ResultCerts examId={r.examId} />
      <Card
        title={m('details')}
        extra={
          r.showCorrectness && (
            <Segmented<Filter>
              value={filter}
              onChange={setFilter}
              options={[
                { value: 'all', label: m('allN', { n: r.quList.length }) },
                { value: 'wrong', label: m('wrongN', { n: r.quList.filter(wrong).length }) },
              ]}
            />
          )
        }
      >
        {r.note && (
          <Typography.Paragraph type="secondary" data-testid="result-note">
            {r.note}
          </Typography.Paragraph>
        )}
        {list.length === 0 ? (
          <Empty description={m('empty')} />
        ) : (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {list.map((q) => (
              <ResultQuestion key={q.quId} qu={q} />
            ))}
          </Space>
        )}
      </Card>
    </Space>
  );
}
