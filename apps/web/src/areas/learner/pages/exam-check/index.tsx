import { ArrowLeftOutlined, ToolOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { examApi } from '@web/api/exam';
import { ExamApplyDialog } from '@web/shared/exam/exam-apply-dialog';
import { FaceCheckDialog } from '@web/shared/exam/face-check-dialog';
import { m as examM } from '@web/shared/exam/messages';
import type { ExamCheckResult } from '@xuekao/contracts';
import { App, Button, Card, Empty, Input, Skeleton, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ExamStartState } from '../exam-start/hooks/use-exam-paper';
import { CheckStatus } from './components/check-status';
import { ExamInfo } from './components/exam-info';
import { m } from './messages';

/**
 * 考前检查 (/web/exam/check/:id): the exam's facts and rules, then check-info decides what the learner
 * must still do: a password, the face check (dialog), or an application when entry is refused. 开始考试
 * checks again with what was given and opens the exam page, which creates (or resumes) the paper.
 */
export default function ExamCheckPage() {
  const { id = '' } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const exam = useQuery({ queryKey: ['exam', 'simple', id], queryFn: () => examApi.simpleDetail(id), enabled: !!id });
  const [check, setCheck] = useState<ExamCheckResult>();
  const [password, setPassword] = useState('');
  const [faceToken, setFaceToken] = useState('');
  const [checking, setChecking] = useState(false);
  const [faceOpen, setFaceOpen] = useState(false);
  const [applyOpen, setApplyOpen] = useState(false);

  const runCheck = useCallback(
    async (pwd: string, token: string) => {
      setChecking(true);
      try {
        const r = await examApi.checkInfo({ id, password: pwd, faceToken: token });
        setCheck(r);
        return r;
      } finally {
        setChecking(false);
      }
    },
    [id],
  );

  useEffect(() => {
    if (id) runCheck('', '').catch(() => undefined);
  }, [id, runCheck]);

  const go = (pwd: string, token: string) =>
    navigate(`/web/exam/start/${id}`, { state: { password: pwd, faceToken: token } satisfies ExamStartState });

  const start = async (token = faceToken) => {
    const r = await runCheck(password, token).catch(() => null);
    if (!r) return;
    if (r.pass) go(password, token);
    else if (r.needPassword && !password.trim()) message.warning(m('passwordRequired'));
    else if (r.needFace && !r.needPassword) setFaceOpen(true);
  };

  if (exam.isLoading) return <Skeleton active />;
  const info = exam.data;
  if (!info) {
    return (
      <Card>
        <Empty description={m('notFound')}>
          <Button onClick={() => navigate('/web/index')}>{m('backToList')}</Button>
        </Empty>
      </Card>
    );
  }
  const blocked = check && !check.pass && !check.needPassword && !check.needFace;

  return (
    <Card
      title={info.title}
      extra={
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate('/web/index')}>
          {m('backToList')}
        </Button>
      }
    >
      <ExamInfo exam={info} />
      <Space orientation="vertical" size={12} style={{ width: '100%', marginTop: 24 }}>
        <CheckStatus check={check} applyState={info.applyState} />
        {check?.needPassword && (
          <Input.Password
            placeholder={m('enterPassword')}
            style={{ maxWidth: 320 }}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onPressEnter={() => void start()}
            data-testid="exam-password"
          />
        )}
        <Space wrap>
          <Button
            type="primary"
            size="large"
            loading={checking}
            disabled={blocked}
            onClick={() => void start()}
            data-testid="start-exam"
          >
            {m(check?.paperId || info.myPaperId ? 'resume' : 'start')}
          </Button>
          {check?.canApply && info.applyState !== 0 && (
            <Button size="large" onClick={() => setApplyOpen(true)} data-testid="apply-exam">
              {examM('applyTitle')}
            </Button>
          )}
          {info.camOn && (
            <Button size="large" icon={<ToolOutlined />} onClick={() => navigate('/web/exam/debug')}>
              {m('deviceDebug')}
            </Button>
          )}
        </Space>
      </Space>
      <FaceCheckDialog
        open={faceOpen}
        onCancel={() => setFaceOpen(false)}
        onPass={(token) => {
          setFaceOpen(false);
          setFaceToken(token);
          void start(token);
        }}
      />
      <ExamApplyDialog
        examId={id}
        open={applyOpen}
        onClose={() => setApplyOpen(false)}
        onDone={() => {
          void exam.refetch();
          void runCheck(password, faceToken).catch(() => undefined);
        }}
      />
    </Card>
  );
}
