import { DownloadOutlined } from '@ant-design/icons';
import type { PaperCardItem } from '@xuekao/contracts';
import { Alert, Button, Space } from 'antd';
import type { AnswerFileOffer } from '../hooks/use-answer-file';
import { m } from '../messages';
import type { JournalState } from '../offline/answer-journal';

export interface JournalBannerProps {
  state: JournalState;
  items: readonly PaperCardItem[];
  /** The page shows the paper the device kept (no server reached since the reload). */
  fromDevice: boolean;
  /** 下载答案文件, offered after a minute without a server (docs/EXAMS.md#answer-file). */
  answerFile?: AnswerFileOffer;
}

/**
 * What the learner must know about their answers (docs/EXAMS.md#answer-journal): offline, or answers
 * waiting for the server, with how many; and the answers the server refused, question by question.
 */
export function JournalBanner({ state, items, fromDevice, answerFile }: JournalBannerProps) {
  const waiting = state.waiting.size;
  const sortOf = (quId: string) => items.find((i) => i.quId === quId)?.sort ?? '?';
  const offline = !state.online || fromDevice;
  return (
    <>
      {(offline || waiting > 0) && (
        <Alert
          role="status"
          data-testid="journal-banner"
          type={offline ? 'warning' : 'info'}
          showIcon
          style={{ marginBottom: 12 }}
          title={offline ? m('offline') : m('sending')}
          description={
            <Space wrap>
              <span data-testid="journal-waiting">{m('waitingCount', { n: waiting })}</span>
              {fromDevice && <span>{m('offlineCopy')}</span>}
              {answerFile?.offered && (
                <Space wrap data-testid="answer-file-offer">
                  <span>{m('fileOffer')}</span>
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    loading={answerFile.busy}
                    onClick={answerFile.download}
                  >
                    {m('fileDownload')}
                  </Button>
                </Space>
              )}
            </Space>
          }
        />
      )}
      {state.refused.size > 0 && (
        <Alert
          data-testid="journal-refused"
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={m('refusedTitle')}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {[...state.refused].map(([quId, msg]) => (
                <li key={quId}>{m('refusedItem', { n: sortOf(quId), msg })}</li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}
