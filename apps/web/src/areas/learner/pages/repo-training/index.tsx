import { useTrainCard, useTrainCheck, useTrainDetail, useTrainFinish, useTrainQu, useTrainStart } from '@web/api/train';
import { dictTitle } from '@web/i18n/dictionaries';
import { TrainMode, type TrainRecord } from '@xuekao/contracts';
import { App, Button, Card, Col, Empty, Progress, Row, Skeleton, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AnswerCard } from './components/answer-card';
import { QuestionPanel } from './components/question-panel';
import { m } from './messages';
import { useMarks } from './use-marks';

/**
 * 题库训练 (/web/repo/training/:repoId/:mode, docs/REQUIREMENTS.md#training). Starting resumes the open training of
 * this bank and mode (so a reload continues it); `?clear=1` starts afresh, `?quType=` / `?chapterId=`
 * choose the type (mode 3) or chapter (mode 4). The answer card navigates and shows right / wrong / marked.
 */
export default function RepoTrainingPage() {
  const { repoId = '', mode: modeText = '1' } = useParams<{ repoId: string; mode: string }>();
  const mode = Number(modeText);
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const start = useTrainStart();
  const [train, setTrain] = useState<TrainRecord | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const quType = search.get('quType');
    const chapterId = search.get('chapterId') ?? undefined;
    start.mutate(
      { repoId, mode, clear: search.get('clear') === '1', quType: quType ? Number(quType) : undefined, chapterId },
      {
        onSuccess: (r) => {
          setTrain(r);
          if (search.has('clear')) {
            const next = new URLSearchParams(search);
            next.delete('clear');
            setSearch(next, { replace: true });
          }
        },
      },
    );
  }, [repoId, mode, search, setSearch, start]);

  const trainId = train?.id;
  const detail = useTrainDetail(trainId);
  const card = useTrainCard(trainId);
  const items = card.data ?? [];
  const [index, setIndex] = useState<number | null>(null);
  // Open on the first unanswered question (resume), once the card is there.
  useEffect(() => {
    if (index === null && card.data) {
      const first = card.data.findIndex((c) => !c.answered);
      setIndex(Math.max(first, 0));
    }
  }, [card.data, index]);
  const current = index ?? 0;
  const item = items[current];
  const qu = useTrainQu(trainId, item?.quId, mode);
  const check = useTrainCheck(trainId ?? '');
  const finish = useTrainFinish();
  const { marked, toggle } = useMarks(trainId);

  if (start.isError) {
    return (
      <Card>
        <Empty description={m('cannotStart')}>
          <Button onClick={() => navigate(`/web/repo/view/${repoId}`)}>{m('backToRepo')}</Button>
        </Empty>
      </Card>
    );
  }
  if (!train || !card.data) return <Skeleton active />;

  const record = detail.data ?? train;
  const onFinish = () =>
    modal.confirm({
      title: m('hint'),
      content: record.answerCount < record.totalCount ? m('finishUnanswered') : m('finishConfirm'),
      okText: m('ok'),
      cancelText: m('cancel'),
      onOk: async () => {
        await finish.mutateAsync(record.id);
        navigate(`/web/repo/repo/${record.id}`);
      },
    });

  return (
    <Row gutter={16}>
      <Col xs={24} md={17}>
        <Card
          title={`${record.repoId_dictText} · ${dictTitle('train_mode', record.mode, record.mode_dictText)}`}
          extra={
            mode === TrainMode.MEMORISE ? <Typography.Text type="warning">{m('memoriseHint')}</Typography.Text> : null
          }
        >
          {qu.data ? (
            <QuestionPanel
              key={qu.data.qu.id}
              detail={qu.data}
              total={items.length}
              submitting={check.isPending}
              marked={item ? marked.has(item.quId) : false}
              onToggleMark={() => item && toggle(item.quId)}
              onSubmit={(answer) => item && check.mutate({ quId: item.quId, answer })}
            />
          ) : (
            <Skeleton active />
          )}
          <Space style={{ marginTop: 24 }}>
            <Button disabled={current <= 0} onClick={() => setIndex(current - 1)}>
              {m('prev')}
            </Button>
            <Button disabled={current >= items.length - 1} onClick={() => setIndex(current + 1)}>
              {m('next')}
            </Button>
          </Space>
        </Card>
      </Col>
      <Col xs={24} md={7}>
        <Card title={m('answerCard')}>
          <Progress
            aria-label={m('answerProgress')}
            percent={record.totalCount ? Math.round((record.answerCount * 100) / record.totalCount) : 0}
            format={() => `${record.answerCount}/${record.totalCount}`}
          />
          <Typography.Paragraph type="secondary" data-testid="train-counts">
            {m('counts', { answered: record.answerCount, right: record.rightCount, percent: record.percent })}
          </Typography.Paragraph>
          <AnswerCard items={items} current={current} marked={marked} onGo={setIndex} />
          <Button danger block style={{ marginTop: 16 }} loading={finish.isPending} onClick={onFinish}>
            {m('finish')}
          </Button>
        </Card>
      </Col>
    </Row>
  );
}
