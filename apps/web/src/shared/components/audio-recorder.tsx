import { AudioOutlined, DeleteOutlined, PauseCircleOutlined, UploadOutlined } from '@ant-design/icons';
import { fileApi } from '@web/api/file';
import { Alert, App, Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { m } from './recorder/messages';
import { RecorderState, type RecorderStateValue, useRecorder } from './recorder/use-recorder';

/** File name of every saved recording (learner-side.md). */
export const RECORD_FILE_NAME = 'record.wav';

const STATE_TAG: Record<RecorderStateValue, { color: string; text: () => string }> = {
  0: { color: 'default', text: () => m('recReady') },
  1: { color: 'red', text: () => m('recRecording') },
  2: { color: 'green', text: () => m('recDone') },
};

/** Uploads the WAV and answers its address (tests replace it). */
const uploadRecording = async (wav: Blob) => (await fileApi.upload([{ blob: wav, name: RECORD_FILE_NAME }])).url;

export interface AudioRecorderProps {
  /** The saved recording's address. */
  onSaved: (url: string) => void;
  disabled?: boolean;
  upload?: (wav: Blob) => Promise<string>;
}

/**
 * The audio recorder (learner-side.md): 开始录音 starts and the same button (停止录音) stops; 清除 returns
 * to state 0; 保存 uploads `record.wav` (16-bit, 48000 Hz, mono) and hands back its address. Shows the state
 * (0 ready, 1 recording, 2 finished), the elapsed seconds and a preview player before saving.
 */
export function AudioRecorder({ onSaved, disabled, upload = uploadRecording }: AudioRecorderProps) {
  const { message } = App.useApp();
  const rec = useRecorder();
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const recording = rec.state === RecorderState.RECORDING;

  const toggle = async () => {
    if (recording) {
      rec.stop();
      return;
    }
    setError('');
    try {
      await rec.start();
    } catch (e) {
      // DOMException (NotAllowedError, NotFoundError, ...) or any other failure: its name and message.
      const err = (typeof e === 'object' && e !== null ? e : {}) as { name?: unknown; message?: unknown };
      const name = typeof err.name === 'string' ? err.name : 'Error';
      const msg = typeof err.message === 'string' ? err.message : String(e);
      const text = m('recordFailedOf', { name, msg });
      setError(text);
      message.error(text);
      rec.clear();
    }
  };

  const save = async () => {
    if (!rec.wav) return;
    setSaving(true);
    try {
      const url = await upload(rec.wav);
      message.success(m('recordSaved'));
      onSaved(url);
      rec.clear();
    } catch {
      // The upload helper has already notified the reason.
    } finally {
      setSaving(false);
    }
  };

  const tag = STATE_TAG[rec.state];
  return (
    <div data-testid="audio-recorder" data-state={rec.state}>
      <Space wrap align="center">
        <Button
          icon={recording ? <PauseCircleOutlined /> : <AudioOutlined />}
          danger={recording}
          disabled={disabled || saving}
          onClick={toggle}
        >
          {recording ? m('recStop') : m('recStart')}
        </Button>
        <Button icon={<DeleteOutlined />} disabled={disabled || saving || rec.state === 0} onClick={rec.clear}>
          {m('clear')}
        </Button>
        <Button
          type="primary"
          icon={<UploadOutlined />}
          disabled={disabled || rec.state !== RecorderState.FINISHED || !rec.wav}
          loading={saving}
          onClick={save}
        >
          {m('save')}
        </Button>
        <Tag color={tag.color}>{tag.text()}</Tag>
        <Typography.Text type="secondary" data-testid="recorder-seconds">
          {m('seconds', { n: rec.seconds })}
        </Typography.Text>
      </Space>
      {rec.previewUrl && (
        <div style={{ marginTop: 8 }}>
          {/* biome-ignore lint/a11y/useMediaCaption: a preview of the learner's own voice has no caption track */}
          <audio controls src={rec.previewUrl} data-testid="recorder-preview" style={{ height: 36 }} />
        </div>
      )}
      {error && <Alert type="error" showIcon style={{ marginTop: 8 }} title={error} />}
    </div>
  );
}
