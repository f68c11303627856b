import { UploadOutlined } from '@ant-design/icons';
import { call } from '@web/api/request';
import { formatDateTime } from '@web/shared/format-time';
import { ANSWER_FILE_EXT, type AnswerFileResult, endpoints } from '@xuekao/contracts';
import { Alert, App, Button, Descriptions, Modal, Space, Spin, Typography } from 'antd';
import { useRef, useState } from 'react';
import { m } from './messages';

export interface AnswerFileDialogProps {
  /** The paper the file is for, or null when closed. */
  paper: { paperId: string; realName: string } | null;
  /** Where it is uploaded: ExamWatch or marking (each under its own permission). */
  via: 'watch' | 'mark';
  onClose: () => void;
  /** Told after a file was applied (the list may show a new score). */
  onApplied?: (r: AnswerFileResult) => void;
}

const STATE_TEXT = { 0: 'stateOpen', 1: 'stateMarking', 2: 'stateDone' } as const;

/**
 * 答案文件 (docs/EXAMS.md#answer-file): staff pick the learner's answer file, the server opens it with the
 * site's private key and counts its answers under the journal's rules; the dialog shows what it did and
 * what the file says of itself (which the learner could have forged).
 */
export function AnswerFileDialog({ paper, via, onClose, onApplied }: AnswerFileDialogProps) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AnswerFileResult | null>(null);

  const close = () => {
    setResult(null);
    onClose();
  };

  const pick = async (file: File | undefined) => {
    if (!file || !paper) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      message.error(m('unreadable'));
      return;
    }
    setBusy(true);
    try {
      const ep = via === 'watch' ? endpoints.paper.watchAnswerFile : endpoints.paper.markAnswerFile;
      const r = await call(ep, { paperId: paper.paperId, file: text });
      setResult(r);
      onApplied?.(r);
    } catch {
      // shown by the request helper
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const when = (ms: number) => (ms ? formatDateTime(new Date(ms).toISOString(), true) : m('never'));
  return (
    <Modal
      open={paper !== null}
      title={m('title', { name: paper?.realName ?? '' })}
      width={640}
      footer={null}
      onCancel={close}
      destroyOnHidden
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="answer-file-dialog">
        <Typography.Paragraph style={{ margin: 0 }}>{m('explain')}</Typography.Paragraph>
        <Alert type="warning" showIcon title={m('caution')} />
        <input
          ref={input}
          type="file"
          accept={ANSWER_FILE_EXT}
          hidden
          data-testid="answer-file-input"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {m('choose')}
        </Button>
        <Spin spinning={busy} tip={m('applying')}>
          {result && (
            <Descriptions
              data-testid="answer-file-result"
              title={m('result')}
              bordered
              size="small"
              column={1}
              items={[
                { key: 'entries', label: m('entries'), children: result.entries },
                { key: 'applied', label: m('applied'), children: result.applied },
                { key: 'stale', label: m('stale'), children: result.stale },
                { key: 'late', label: m('late'), children: result.late },
                { key: 'skipped', label: m('skipped'), children: result.skipped },
                {
                  key: 'score',
                  label: m('score'),
                  children: m('scoreMove', { before: result.scoreBefore, after: result.scoreAfter }),
                },
                {
                  key: 'state',
                  label: m('paperState'),
                  children: m(STATE_TEXT[result.paperState as 0 | 1 | 2] ?? 'stateDone'),
                },
                { key: 'made', label: m('made'), children: when(result.fileMade) },
                { key: 'lastAck', label: m('lastAck'), children: when(result.fileLastAck) },
              ]}
            />
          )}
        </Spin>
      </Space>
    </Modal>
  );
}
