import { useUploadBases } from '@web/api/file';
import { Typography } from 'antd';
import { splitAnswer } from './answer-audio';
import { m } from './messages';

export interface AnswerTextProps {
  /** A short answer's stored text (typed text plus `[录音] URL` lines). */
  text: string | null | undefined;
  /** Shown when there is neither text nor a recording. */
  empty?: string;
}

/** One recording as a player (only this site's upload addresses reach here, see `splitAnswer`). */
export function RecordingPlayer({ url, index }: { url: string; index: number }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 4 }}>
      <Typography.Text type="secondary">{m('recordingN', { n: index + 1 })}</Typography.Text>
      {/* biome-ignore lint/a11y/useMediaCaption: a learner's spoken answer has no caption track */}
      <audio controls preload="metadata" src={url} data-testid="answer-recording" style={{ height: 36 }} />
    </div>
  );
}

/** A short answer as read by staff or the learner: the text (line breaks kept) and a player per recording. */
export function AnswerText({ text, empty = m('notAnswered') }: AnswerTextProps) {
  const { body, recordings } = splitAnswer(text, useUploadBases());
  if (!body.trim() && recordings.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <div>
      {body.trim() && <div style={{ whiteSpace: 'pre-wrap' }}>{body}</div>}
      {recordings.map((url, i) => (
        <RecordingPlayer key={url} url={url} index={i} />
      ))}
    </div>
  );
}
