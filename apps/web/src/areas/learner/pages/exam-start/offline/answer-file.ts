import { call } from '@web/api/request';
import { localTable } from '@web/shared/offline/local-store';
import {
  ANSWER_FILE_EXT,
  type AnswerFileEntry,
  type AnswerFilePayload,
  endpoints,
  sealAnswerFile,
} from '@xuekao/contracts';
import type { JournalEntry } from './answer-journal';

/** The site's public key for answer files, kept on the device (it is public: anyone may read it). */
const keys = localTable<string>('papers');
const KEY_ROW = 'answer-file-key';

/** Fetches the site's public key and keeps it on the device; false when no server answered. */
export async function keepAnswerKey(): Promise<boolean> {
  try {
    const { publicKey } = await call(endpoints.paper.answerKey, {}, { silent: true, quiet: true });
    await keys.put(KEY_ROW, publicKey);
    return true;
  } catch {
    return false;
  }
}

export interface AnswerFilePaper {
  id: string;
  userId: string;
  examId: string;
  title: string;
}

/** A name the file systems of Windows, macOS and phones all take. */
const safeName = (s: string) => s.replace(/[\\/:*?"<>|\s]+/g, '_').slice(0, 60);

/**
 * The answer file of the waiting answers (docs/EXAMS.md#answer-file), sealed to the site's key; null when
 * the device has no key. `lastAck` is when the server last acknowledged an answer (server clock, 0: never).
 */
export async function makeAnswerFile(
  paper: AnswerFilePaper,
  waiting: Iterable<JournalEntry>,
  now: number,
  lastAck: number,
): Promise<{ name: string; text: string } | null> {
  const publicKey = await keys.get(KEY_ROW).catch(() => undefined);
  if (!publicKey) return null;
  const entries: AnswerFileEntry[] = [...waiting].map((e) => ({
    quId: e.quId,
    answer: e.answer,
    seq: e.seq,
    at: e.at,
  }));
  const text = await sealAnswerFile(
    {
      v: 1,
      paperId: paper.id,
      userId: paper.userId,
      examId: paper.examId,
      made: Math.round(now),
      lastAck: Math.round(lastAck),
      entries,
    } satisfies AnswerFilePayload,
    publicKey,
  );
  const d = new Date(now);
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${d.getFullYear()}${two(d.getMonth() + 1)}${two(d.getDate())}${two(d.getHours())}${two(d.getMinutes())}`;
  return { name: `答案文件_${safeName(paper.title)}_${stamp}${ANSWER_FILE_EXT}`, text };
}

/** Hands the file to the browser's downloads. */
export function saveFile(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/octet-stream' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
