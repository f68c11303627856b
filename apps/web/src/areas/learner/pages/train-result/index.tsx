import { useTrainDetail } from '@web/api/train';
import { continuePath } from '@web/areas/learner/components/train/train-history-table';
import { formatDateTime } from '@web/shared/format-time';
import { Button, Card, Col, Empty, Progress, Result, Row, Skeleton, Space, Statistic } from 'antd';
import { useNavigate, useParams } from 'react-router';

/** 训练结果 (/web/repo/repo/:trainId): counts and accuracy of one training. */
export default function TrainResultPage() {
  const { trainId } = useParams<{ trainId: string }>();
  const navigate = useNavigate();
  const train = useTrainDetail(trainId);
  if (train.isLoading) return <Skeleton active />;
  const r = train.data;
  if (!r) return <Empty description="数据不存在！" />;
  const wrong = r.answerCount - r.rightCount;
  return (
    <Card>
      <Result
        status={r.state === 0 ? 'info' : 'success'}
        title={`${r.repoId_dictText} · ${r.mode_dictText}`}
        subTitle={`${r.state === 0 ? '训练进行中' : '训练已结束'}，最近训练：${formatDateTime(r.updateTime)}`}
        extra={
          <Space>
            {r.state === 0 && (
              <Button type="primary" onClick={() => navigate(continuePath(r))}>
                继续训练
              </Button>
            )}
            <Button onClick={() => navigate(`/web/repo/view/${r.repoId}`)}>返回题库</Button>
            <Button onClick={() => navigate('/web/book/list/0')}>查看错题</Button>
          </Space>
        }
      />
      <Row gutter={16} justify="center" data-testid="train-result">
        <Col>
          <Progress type="circle" percent={r.percent} format={(p) => `正确率 ${p}%`} size={140} />
        </Col>
        <Col>
          <Space size={32} style={{ height: '100%' }}>
            <Statistic title="试题总数" value={r.totalCount} />
            <Statistic title="已答" value={r.answerCount} />
            <Statistic title="答对" value={r.rightCount} valueStyle={{ color: '#389e0d' }} />
            <Statistic title="答错" value={wrong} valueStyle={{ color: '#cf1322' }} />
          </Space>
        </Col>
      </Row>
    </Card>
  );
}
