import { useTrainDetail } from '@web/api/train';
import { continuePath } from '@web/areas/learner/components/train/train-history-table';
import { dictTitle } from '@web/i18n/dictionaries';
import { formatDateTime } from '@web/shared/format-time';
import { Button, Card, Col, Empty, Progress, Result, Row, Skeleton, Space, Statistic } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { m } from './messages';

/** 训练结果 (/web/repo/repo/:trainId): counts and accuracy of one training. */
export default function TrainResultPage() {
  const { trainId } = useParams<{ trainId: string }>();
  const navigate = useNavigate();
  const train = useTrainDetail(trainId);
  if (train.isLoading) return <Skeleton active />;
  const r = train.data;
  if (!r) return <Empty description={m('missing')} />;
  const wrong = r.answerCount - r.rightCount;
  return (
    <Card>
      <Result
        status={r.state === 0 ? 'info' : 'success'}
        title={`${r.repoId_dictText} · ${dictTitle('train_mode', r.mode, r.mode_dictText)}`}
        subTitle={m('subtitle', {
          state: r.state === 0 ? m('inProgress') : m('ended'),
          time: formatDateTime(r.updateTime),
        })}
        extra={
          <Space>
            {r.state === 0 && (
              <Button type="primary" onClick={() => navigate(continuePath(r))}>
                {m('continue')}
              </Button>
            )}
            <Button onClick={() => navigate(`/web/repo/view/${r.repoId}`)}>{m('backToRepo')}</Button>
            <Button onClick={() => navigate('/web/book/list/0')}>{m('viewWrong')}</Button>
          </Space>
        }
      />
      <Row gutter={16} justify="center" data-testid="train-result">
        <Col>
          <Progress
            aria-label={m('accuracy')}
            type="circle"
            percent={r.percent}
            format={(p) => m('accuracyOf', { p: p ?? 0 })}
            size={140}
          />
        </Col>
        <Col>
          <Space size={32} style={{ height: '100%' }}>
            <Statistic title={m('total')} value={r.totalCount} />
            <Statistic title={m('answered')} value={r.answerCount} />
            <Statistic title={m('right')} value={r.rightCount} valueStyle={{ color: '#389e0d' }} />
            <Statistic title={m('wrong')} value={wrong} valueStyle={{ color: '#cf1322' }} />
          </Space>
        </Col>
      </Row>
    </Card>
  );
}
