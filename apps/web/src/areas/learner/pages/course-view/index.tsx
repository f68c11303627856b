import { ArrowLeftOutlined, ReadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { useUser } from '@web/core/session';
import { type CourseDetail, endpoints } from '@xuekao/contracts';
import { Alert, App, Button, Card, Col, Empty, Progress, Row, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Catalogue } from './components/catalogue';
import { ExerciseDialog } from './components/exercise-dialog';
import { ReadingCheckDialog } from './components/reading-check-dialog';
import { StudyCameraDialog } from './components/study-camera-dialog';
import { studyTexts } from './components/study-texts';
import { filePercent, pickFile, withLearnSec } from './course-state';
import { useStudyBreak } from './hooks/use-study-break';
import { useStudyChecks } from './hooks/use-study-checks';
import { useStudySocket } from './hooks/use-study-socket';
import { m } from './messages';
import { FileStage } from './players/file-stage';

export const courseDetailKey = (courseId: string) => ['course', 'detail', courseId] as const;

/**
 * 课程详情 (/web/course/view/:courseId[/:fileId]): the catalogue on the left, the current file's player on
 * the right (the asked file, else the first unfinished). Study time comes from the study socket alone;
 * the camera, reading check and exercises open on their periods or when the socket says they are due.
 */
export default function CourseViewPage() {
  const { courseId = '', fileId: askedId } = useParams<{ courseId: string; fileId?: string }>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { message } = App.useApp();
  const user = useUser();
  const positionRef = useRef<(() => number | null) | null>(null);
  const [learnSec, setLearnSec] = useState<Record<string, number>>({});

  const detail = useQuery({
    queryKey: courseDetailKey(courseId),
    queryFn: () => call(endpoints.course.detail, { id: courseId }),
    enabled: Boolean(courseId),
    staleTime: 0,
  });
  const course = detail.data;
  const picked = course ? pickFile(course, askedId) : undefined;
  const fileId = picked?.fileId;
  const shown: CourseDetail | undefined =
    course && fileId && learnSec[fileId] !== undefined ? withLearnSec(course, fileId, learnSec[fileId]) : course;
  const file = shown && fileId ? pickFile(shown, fileId) : undefined;

  const { broken, breakStudy } = useStudyBreak(courseId);
  const checks = useStudyChecks({ course, file, broken });
  const refresh = useCallback(
    () => void client.invalidateQueries({ queryKey: courseDetailKey(courseId) }),
    [client, courseId],
  );

  // a fresh file starts from what the catalogue says
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the file changes
  useEffect(() => setLearnSec({}), [fileId]);

  const socket = useStudySocket({
    enabled: Boolean(course && fileId) && !broken,
    userId: user?.userId,
    courseId,
    fileId,
    position: () => positionRef.current?.() ?? null,
    onStopped: (msg) => breakStudy(msg),
    onCurrent: () => {
      void message.success(studyTexts.currentDone);
      refresh();
    },
    onAll: () => {
      void message.success(studyTexts.allDone);
      refresh();
    },
    onLearnSec: (sec) => {
      if (fileId) setLearnSec((m) => (m[fileId] === sec ? m : { ...m, [fileId]: sec }));
    },
    onDue: checks.onDue,
  });

  if (detail.isLoading) return <Spin style={{ display: 'block', margin: '120px auto' }} />;
  if (!shown) {
    return (
      <Card>
        <Empty description={m('courseMissing')}>
          <Button onClick={() => navigate('/web/course')}>{m('backToList')}</Button>
        </Empty>
      </Card>
    );
  }

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={7} xl={6}>
        <Card
          size="small"
          title={
            <Space>
              <ReadOutlined />
              <span title={shown.title}>{shown.title}</span>
            </Space>
          }
          extra={
            <Button type="link" size="small" icon={<ArrowLeftOutlined />} onClick={() => navigate('/web/course')}>
              {m('back')}
            </Button>
          }
        >
          <div style={{ marginBottom: 12 }}>
            <Typography.Text type="secondary">{m('courseProgress')}</Typography.Text>
            <Progress
              aria-label={m('courseProgress')}
              percent={shown.process}
              status={shown.finished ? 'success' : 'active'}
            />
          </div>
          <Catalogue
            detail={shown}
            currentId={fileId}
            onPick={(id) => navigate(`/web/course/view/${encodeURIComponent(courseId)}/${encodeURIComponent(id)}`)}
          />
        </Card>
      </Col>
      <Col xs={24} lg={17} xl={18}>
        <Card
          size="small"
          title={file?.title ?? m('file')}
          extra={
            file && <Progress aria-label={m('fileProgress')} type="circle" size={32} percent={filePercent(file)} />
          }
        >
          {broken && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={studyTexts.breakDefault} />}
          {file ? (
            <FileStage
              key={file.fileId}
              courseId={courseId}
              file={file}
              videoDrag={shown.videoDrag}
              tripleSpeed={shown.tripleSpeed}
              blocked={checks.blocked || broken}
              positionRef={positionRef}
              onEnded={() => socket.send('end')}
            />
          ) : (
            <Empty description={m('empty')} />
          )}
        </Card>
      </Col>
      {file && (
        <>
          <StudyCameraDialog
            open={checks.faceOpen}
            courseId={courseId}
            fileId={file.fileId}
            onPassed={checks.facePassed}
            onBreak={breakStudy}
          />
          <ReadingCheckDialog
            open={checks.checkOpen}
            timeMin={shown.checkSec}
            onPassed={() => {
              socket.send('check');
              checks.checkPassed();
            }}
            onMissed={() => breakStudy(studyTexts.checkMissed)}
          />
          <ExerciseDialog
            open={checks.exerciseOpen}
            courseId={courseId}
            fileId={file.fileId}
            onDone={checks.exerciseDone}
          />
        </>
      )}
    </Row>
  );
}
