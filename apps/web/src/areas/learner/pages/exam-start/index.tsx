import { paperApi } from '@web/api/paper';
import { ExamCamera } from '@web/shared/exam/exam-camera';
import { examTexts } from '@web/shared/exam/exam-texts';
import { FullscreenGuard } from '@web/shared/exam/fullscreen-guard';
import { keepOfflineShell } from '@web/shared/offline/offline-shell';
import { hasAnswer, type LearnerAnswer } from '@xuekao/contracts';
import { App, Button, Card, Col, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useMarks } from '../repo-training/use-marks';
import { ExamAnswerCard } from './components/exam-answer-card';
import { ExamQuestion } from './components/exam-question';
import { ExamToolbar } from './components/exam-toolbar';
import { JournalBanner } from './components/journal-banner';
import { SessionRescue } from './components/session-rescue';
import { useAnswerFile } from './hooks/use-answer-file';
import { useAnswerJournal } from './hooks/use-answer-journal';
import { useExamEnd } from './hooks/use-exam-end';
import { useExamGuards } from './hooks/use-exam-guards';
import { type ExamStartState, useExamPaper, useMarkAnswer, usePaperQu, usePrefetchPaper } from './hooks/use-exam-paper';
import { m } from './messages';
import { paperCache } from './offline/paper-cache';
import { withAnswer, withJournal } from './offline/with-journal';
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
  const { paperId, createError, noPaper, detail, serverNow } = useExamPaper(examId, entry, forgetEntry);
  const markAnswer = useMarkAnswer(paperId);
  // What the server acknowledged is what the card shows, whatever a re-read that crossed it said.
  const journal = useAnswerJournal(paperId, serverNow, (e, r) => {
    if (!r.stale) markAnswer(e.quId, e.answer, r.answered);
  });
  // The card as the server last told it, with the answers still on their way laid over it.
  const paper = useMemo(() => withJournal(detail.data, journal.state.waiting), [detail.data, journal.state.waiting]);
  const items = useMemo(() => paper?.groups.flatMap((g) => g.quList) ?? [], [paper]);
  usePrefetchPaper(paperId, items);
  // Handed in: the questions leave the device; answers that never reached the server stay in its journal.
  const { waiting } = journal.state;
  const forgetPaper = useCallback(() => {
    if (paperId && detail.data) void paperCache.forget(paperId, detail.data.userId, examId);
    if (!waiting.size) void journal.forget();
  }, [paperId, examId, waiting, journal.forget, detail.data]);
  const [strandedEnd, setStrandedEnd] = useState<{ notice: string; n: number }>();
  const { toResult, forceEnd, ended } = useExamEnd(paperId, {
    beforeHand: journal.flush,
    onEnd: forgetPaper,
    onStranded: (notice, n) => setStrandedEnd({ notice, n }),
  });
  // Every waiting answer went through after all (the paper was still open): end it now.
  useEffect(() => {
    if (!strandedEnd || journal.state.waiting.size > 0 || journal.state.closed) return;
    setStrandedEnd(undefined);
    void forceEnd(strandedEnd.notice);
  }, [strandedEnd, journal.state.waiting, journal.state.closed, forceEnd]);
  const [quId, setQuId] = useState<string>();
  const qu = usePaperQu(paperId, quId);
  const { marked, toggle } = useMarks(paperId);
  const [handing, setHanding] = useState(false);
  const draft = useRef<{ quId: string; answer: LearnerAnswer } | null>(null);

  // The page must open again after a reload without a connection.
  useEffect(keepOfflineShell, []);

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
    // answers still on their way: the journal hears of the closed paper and names what did not count
    if (paper && paper.state !== 0 && !ended.current && !journal.state.waiting.size) toResult();
  }, [paper, toResult, ended, journal.state.waiting]);

  const { reportFaceOut } = useExamGuards(paper, (notice) => void forceEnd(notice));

  // Answers that waited without a connection have all reached the server: its card and clock replace
  // what the page assumed (not after every answer: online, the acknowledgements keep the card right).
  const waitingCount = journal.state.waiting.size;
  const stranded = waitingCount > 0 && (!journal.state.online || !!detail.data?.fromDevice);
  const answerFile = useAnswerFile(paper, journal.state, stranded, serverNow);
  const wasStranded = useRef(false);
  const { refetch } = detail;
  useEffect(() => {
    if (stranded) wasStranded.current = true;
    else if (waitingCount === 0 && wasStranded.current) {
      wasStranded.current = false;
      void refetch();
    }
  }, [stranded, waitingCount, refetch]);

  // The server closed the paper while answers waited (staff, the deadline, another tab): the result says
  // which answers did not count.
  const { closed, refused } = journal.state;
  useEffect(() => {
    if (!closed) return;
    const lost = [...refused.keys()].map((id) => items.find((i) => i.quId === id)?.sort ?? '?');
    toResult(lost.length ? `${m('refusedTitle')}：${lost.join('、')}` : undefined);
  }, [closed, refused, items, toResult]);

  // An answer goes into the journal on the device first, shows at once, and reaches the server when it can.
  const save = useCallback(
    async (id: string, answer: LearnerAnswer) => {
      const answered = hasAnswer(answer);
      markAnswer(id, answer, answered);
      await journal.record(id, answer, answered);
      if (draft.current?.quId === id) draft.current = null;
    },
    [markAnswer, journal.record],
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
    const current = paper;
    if (!current || !paperId) return;
    // Everything waiting goes first; with answers the server cannot get, the paper is not handed in.
    setHanding(true);
    const undelivered = await journal.flush();
    setHanding(false);
    if (undelivered > 0) {
      modal.warning({
        title: m('handBlockedTitle'),
        content: m('handBlocked', { n: undelivered }),
        okText: m('keepAnswering'),
      });
      return;
    }
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

  // The exam ended while answers could not reach the server: nothing more to answer, the page waits
  // for the connection and then leaves for the result, naming the answers that did not count.
  if (strandedEnd) {
    return (
      <>
        <JournalBanner
          state={journal.state}
          items={items}
          fromDevice={!!detail.data?.fromDevice}
          answerFile={answerFile}
        />
        <SessionRescue />
        <Card>
          <div style={{ textAlign: 'center', padding: '32px 0' }} data-testid="exam-ended-offline">
            <Typography.Title level={4}>{m('examOver')}</Typography.Title>
            <Typography.Text type="secondary">{`${strandedEnd.notice} ${m('endWaiting', { n: strandedEnd.n })}`}</Typography.Text>
          </div>
        </Card>
      </>
    );
  }

  const index = items.findIndex((i) => i.quId === quId);
  const pendingIds = new Set(journal.state.waiting.keys());
  const open = paper.state === 0;
  return (
    <FullscreenGuard enabled={open} title={paper.title}>
      <SessionRescue />
      <JournalBanner
        state={journal.state}
        items={items}
        fromDevice={!!detail.data?.fromDevice}
        answerFile={answerFile}
      />
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
                detail={withAnswer(qu.data, journal.state.waiting.get(qu.data.quId))}
                total={items.length}
                saving={false}
                pending={journal.state.waiting.has(qu.data.quId)}
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
            <ExamAnswerCard
              groups={paper.groups}
              currentQuId={quId}
              marked={marked}
              pending={pendingIds}
              onGo={(id) => void go(id)}
            />
          </Card>
        </Col>
      </Row>
    </FullscreenGuard>
  );
}
