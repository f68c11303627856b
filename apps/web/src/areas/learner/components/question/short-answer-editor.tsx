import { useUploadBases } from '@web/api/file';
import { AudioRecorder } from '@web/shared/components/audio-recorder';
import { joinAnswer, splitAnswer } from '@web/shared/components/recorder/answer-audio';
import { RecordingPlayer } from '@web/shared/components/recorder/answer-text';
import { Button, Input, Space } from 'antd';
import { m } from './messages';

export interface ShortAnswerEditorProps {
  text: string | undefined;
  onChange: (text: string) => void;
  disabled?: boolean;
}

/**
 * A short answer: the text area for the typed part, then the saved recordings (players, each removable) and
 * the audio recorder; a saved recording is stored with the answer as a `[录音] URL` line (recorder/answer-audio).
 */
export function ShortAnswerEditor({ text, onChange, disabled }: ShortAnswerEditorProps) {
  const { body, recordings } = splitAnswer(text, useUploadBases());
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        rows={5}
        disabled={disabled}
        placeholder={m('enterAnswer')}
        value={body}
        onChange={(e) => onChange(joinAnswer(e.target.value, recordings))}
      />
      {recordings.map((url, i) => (
        <Space key={url} align="center">
          <RecordingPlayer url={url} index={i} />
          {!disabled && (
            <Button
              size="small"
              type="link"
              danger
              onClick={() =>
                onChange(
                  joinAnswer(
                    body,
                    recordings.filter((u) => u !== url),
                  ),
                )
              }
            >
              {m('deleteRecording')}
            </Button>
          )}
        </Space>
      ))}
      {!disabled && <AudioRecorder onSaved={(url) => onChange(joinAnswer(body, [...recordings, url]))} />}
    </Space>
  );
}
