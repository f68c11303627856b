import { call } from '@web/api/request';
import { RichHtml } from '@web/shared/components/rich-html';
import { type ExerciseRecord, endpoints } from '@xuekao/contracts';
import { App, Button, Empty, Modal, Radio, Space, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '../messages';
import { studyTexts } from './study-texts';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

/** The options of an exercise that are present (spec: an option is shown only when present). */
export function exerciseOptions(q: ExerciseRecord): { tag: string; text: string }[] {
  const texts = [q.optionA, q.optionB, q.optionC, q.optionD];
  return LETTERS.flatMap((tag, i) => (texts[i] ? [{ tag, text: texts[i] as string }] : []));
}

export interface ExerciseDialogProps {
  open: boolean;
  courseId: string;
  fileId: string;
  /** Answered right (or nothing could be drawn): the dialog closes. */
  onDone: () => void;
}

/**
 * The in-course exercise (spec §4): draws a question (no answer) for the file; nothing chosen says
 * 请回答问题后提交, a wrong answer says 回答错误，请继续答题！ and draws another, a right one closes. A failed
 * call closes the dialog (spec §8).
 */
export function ExerciseDialog({ open, courseId, fileId, onDone }: ExerciseDialogProps) {
  const { message } = App.useApp();
  const [question, setQuestion] = useState<ExerciseRecord | null>(null);
  const [answer, setAnswer] = useState('');
  const [loading, setLoading] = useState(false);
  const done = useRef(onDone);
  done.current = onDone;

  const draw = useCallback(async () => {
    setLoading(true);
    setAnswer('');
    try {
      setQuestion(await call(endpoints.course.exercisesRecord, { courseId, fileId }));
    } catch {
      done.current();
    } finally {
      setLoading(false);
    }
  }, [courseId, fileId]);

  useEffect(() => {
    if (open) void draw();
    else setQuestion(null);
  }, [open, draw]);

  const submit = async () => {
    if (!question) return;
    if (!answer) {
      void message.warning(studyTexts.noAnswer);
      return;
    }
    setLoading(true);
    try {
      const right = await call(endpoints.course.isAnswer, { exercisesRecordId: question.id, answer });
      if (right) {
        setLoading(false);
        onDone();
        return;
      }
      void message.error(studyTexts.wrongAnswer);
      await draw();
    } catch {
      setLoading(false);
      onDone();
    }
  };

  return (
    <Modal
      open={open}
      title={m('exercise')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" loading={loading} disabled={!question} onClick={submit}>
          {m('submit')}
        </Button>
      }
    >
      <Spin spinning={loading}>
        {question ? (
          <Space orientation="vertical" style={{ width: '100%' }} data-testid="exercise">
            {/* question texts are rich text, sanitized by the server when the question was saved */}
            <div data-testid="exercise-title" style={{ fontWeight: 600 }}>
              <RichHtml html={question.title} />
            </div>
            <Radio.Group value={answer} onChange={(e) => setAnswer(e.target.value as string)}>
              <Space orientation="vertical">
                {exerciseOptions(question).map((o) => (
                  <Radio key={o.tag} value={o.tag}>
                    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'baseline' }}>
                      <b>{o.tag}.</b>
                      <RichHtml html={o.text} />
                    </span>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </Space>
        ) : (
          <Empty description={loading ? m('loadingQuestion') : m('empty')} />
        )}
      </Spin>
    </Modal>
  );
}
