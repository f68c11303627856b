import { paperApi } from '@web/api/paper';
import { ExamCamera } from '@web/shared/exam/exam-camera';
import { examTexts } from '@web/shared/exam/exam-texts';
import { FullscreenGuard } from '@web/shared/exam/fullscreen-guard';
import type { LearnerAnswer } from '@xuekao/contracts';
import { App, Button, Card, Col, Empty, Row, Skeleton, Space } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useMarks } from '../repo-training/use-marks';
import { ExamAnswerCard } from './components/exam-answer-card';
import { ExamQuestion } from './components/exam-question';
import { ExamToolbar } from './components/exam-toolbar';
import { useExamEnd } from './hooks/use-exam-end';
import { useExamGuards } from './hooks/use-exam-guards';
import { type ExamStartState, useExamPaper, useFillAnswer, usePaperQu } from './hooks/use-exam-paper';
import { m } from './messages';
import './exam-start.css';

/**
 * 开始考试 (/web/exam/start/:id, exam id): creates or resumes the paper, then the answer card, one
 * question at a time, the countdown and 交卷. The monitoring the exam's rules ask for runs while the
 * paper is open: fullscreen, leave monitoring, paste block, camera, anti-debug, the exam socket. A paper
 * handed in elsewhere, or time running out, leads to the result.
 */
export default function ExamStartPage() {
  const { id: examId = '' } = useParams<{ id: string }>();
  const location = useLocation();
  const entry = (location.state as ExamStartState | null) ?? null;
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const forgetEntry = useCallback(
    () => navigate(location.pathname, { replace: true, state: null }),
    [navigate, location.pathname],
  );
  const { paperId, createError, noPaper, detail, items } = useExamPaper(examId, entry, forgetEntry);
  const paper = detail.data;
  const { toResult, forceEnd, ended } = useExamEnd(paperId);
  const [quId, setQuId] = useState<string>();
  const qu = usePaperQu(paperId, quId);
  const { fill, saving } = useFillAnswer(paperId);
  const { marked, toggle } = useMarks(paperId);
  const [handing, setHanding] = useState(false);
  const draft = useRef<{ quId: string; answer: LearnerAnswer } | null>(null);

  // No header and navigation while the exam runs.
  useEffect(() => {
    document.body.classList.add('xk-exam-mode');
    return () => document.body.classList.remove('xk-exam-mode');
  }, []);

  // Open on the first unanswered question (a resumed paper continues where it stopped).
  useEffect(() => {
    if (!quId && items.length) setQuId((items.find((i) => !i.answered) ?? items[0]).quId);
  }, [items, quId]);

  // Nothing to resume and no entry from the check page: the check page decides.
  useEffect(() => {
    if (noPaper) navigate(`/web/exam/check/${examId}`, { replace: true });
  }, [noPaper, navigate, examId]);

  // Handed in already (by the deadline sweeper, staff, another tab): show the result.
  useEffect(() => {
    if (paper && paper.state !== 0 && !ended.current) toResult();
  }, [paper, toResult, ended]);

  const { reportFaceOut } = useExamGuards(paper, (notice) => void forceEnd(notice));

  const save = useCallback(
    async (id: string, answer: LearnerAnswer) => {
      try {
        await fill(id, answer);
        if (draft.current?.quId === id) draft.current = null;
      } catch {
        const fresh = await detail.refetch();
        if (fresh.data && fresh.data.state !== 0) toResult();
      }
    },
    [fill, detail, toResult],
  );
  const onDraft = useCallback((id: string, answer: LearnerAnswer | null) => {
    draft.current = answer ? { quId: id, answer } : null;
  }, []);
  const saveDraft = async () => {
    const d = draft.current;
    if (d) await save(d.quId, d.answer);
  };
  const go = async (id: string | undefined) => {
    if (!id || id === quId) return;
    await saveDraft();
    setQuId(id);
  };

  const onHand = async () => {
    await saveDraft();
    const current = detail.data;
    if (!current || !paperId) return;
    const left = current.quCount - current.answeredCount;
    modal.confirm({
      title: m('handTitle'),
      content: left > 0 ? m('handLeft', { n: left }) : m('handAll'),
      okText: m('handOk'),
      cancelText: m('keepAnswering'),
      onOk: async () => {
        setHanding(true);
        try {
          await paperApi.hand(paperId);
          toResult();
        } catch {
          const fresh = await detail.refetch();
          if (fresh.data && fresh.data.state !== 0) toResult();
        } finally {
          setHanding(false);
        }
      },
    });
  };

  const failed = createError ?? (detail.isError && !paper ? m('loadFailed') : undefined);
  if (failed) {
    return (
      <Card>
        <Empty description={failed}>
          <Space>
            <Button type="primary" onClick={() => navigate(`/web/exam/check/${examId}`, { replace: true })}>
              {m('backToCheck')}
            </Button>
            <Button onClick={() => navigate('/web/index', { replace: true })}>{m('backToList')}</Button>
          </Space>
        </Empty>
      </Card>
    );
  }
  if (!paper || !paperId) return <Skeleton active />;

  const index = items.findIndex((i) => i.quId === quId);
  const open = paper.state === 0;
  return (
    <FullscreenGuard enabled={open} title={paper.title}>
      <ExamToolbar
        title={paper.title}
        answered={paper.answeredCount}
        total={paper.quCount}
        leftSeconds={paper.leftSeconds}
        syncKey={paper.serverTime}
        handing={handing}
        onTimeout={() => void forceEnd(m('timeUp'))}
        onHand={() => void onHand()}
      />
      <Row gutter={16}>
        <Col xs={24} md={17}>
          <Card>
            {qu.data && qu.data.quId === quId ? (
              <ExamQuestion
                key={qu.data.quId}
                detail={qu.data}
                total={items.length}
                saving={saving}
                marked={marked.has(qu.data.quId)}
                onToggleMark={() => toggle(qu.data.quId)}
                onSave={(answer) => void save(qu.data.quId, answer)}
                onDraft={onDraft}
              />
            ) : (
              <Skeleton active />
            )}
            <Space style={{ marginTop: 24 }}>
              <Button disabled={index <= 0} onClick={() => void go(items[index - 1]?.quId)}>
                {m('prev')}
              </Button>
              <Button disabled={index >= items.length - 1} onClick={() => void go(items[index + 1]?.quId)}>
                {m('next')}
              </Button>
            </Space>
          </Card>
        </Col>
        <Col xs={24} md={7}>
          {open && paper.rules.camOn && (
            <ExamCamera
              paperId={paperId}
              camInterval={paper.rules.camInterval}
              faceLimit={paper.rules.faceLimit}
              onBreak={(r) => void forceEnd(examTexts.faceBreak(r.failCount || paper.rules.faceLimit))}
              reportFaceOut={reportFaceOut}
              style={{ marginBottom: 16 }}
            />
          )}
          <Card title={m('answerCard')} size="small">
            <ExamAnswerCard groups={paper.groups} currentQuId={quId} marked={marked} onGo={(id) => void go(id)} />
          </Card>
        </Col>
      </Row>
    </FullscreenGuard>
  );
}
