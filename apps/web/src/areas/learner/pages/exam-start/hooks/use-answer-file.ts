import { ANSWER_FILE_OFFER_AFTER_MS } from '@xuekao/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { m } from '../messages';
import { type AnswerFilePaper, keepAnswerKey, makeAnswerFile, saveFile } from '../offline/answer-file';
import type { JournalState } from '../offline/answer-journal';

export interface AnswerFileOffer {
  /** The page has been without a server for ANSWER_FILE_OFFER_AFTER_MS with answers waiting. */
  offered: boolean;
  busy: boolean;
  download: () => void;
}

/**
 * When the network never comes back (docs/EXAMS.md#answer-file): the page keeps the site's public key while
 * it can, and after a minute stranded with answers waiting offers 下载答案文件, the waiting answers sealed
 * to that key, for the proctor to upload.
 */
export function useAnswerFile(
  paper: AnswerFilePaper | undefined,
  state: JournalState,
  stranded: boolean,
  serverNow: () => number,
): AnswerFileOffer {
  const { message } = App.useApp();
  const [offered, setOffered] = useState(false);
  const [busy, setBusy] = useState(false);
  const lastAck = useRef(0);
  const lastWaiting = useRef(state.waiting.size);

  // The key, once per page while a server answers (and again when the connection comes back).
  const paperId = paper?.id;
  useEffect(() => {
    if (!paperId) return;
    let kept = false;
    const keep = () => {
      if (!kept) void keepAnswerKey().then((ok) => (kept = ok));
    };
    keep();
    window.addEventListener('online', keep);
    return () => window.removeEventListener('online', keep);
  }, [paperId]);

  // The last answer the server acknowledged: the waiting count went down while the page was online.
  useEffect(() => {
    if (state.waiting.size < lastWaiting.current && state.online) lastAck.current = serverNow();
    lastWaiting.current = state.waiting.size;
  }, [state.waiting, state.online, serverNow]);

  // A minute stranded counts from when the connection went, not from the last answer.
  useEffect(() => {
    if (!stranded) return;
    const timer = setTimeout(() => setOffered(true), ANSWER_FILE_OFFER_AFTER_MS);
    return () => clearTimeout(timer);
  }, [stranded]);
  useEffect(() => {
    if (!state.waiting.size) setOffered(false);
  }, [state.waiting.size]);

  const download = useCallback(() => {
    if (!paper || busy) return;
    setBusy(true);
    makeAnswerFile(paper, state.waiting.values(), serverNow(), lastAck.current)
      .then((file) => {
        if (!file) return void message.warning(m('fileNoKey'));
        saveFile(file.name, file.text);
        message.success(m('fileSaved', { name: file.name }));
      })
      .catch(() => message.error(m('fileFailed')))
      .finally(() => setBusy(false));
  }, [paper, busy, state.waiting, serverNow, message]);

  return { offered: offered && state.waiting.size > 0, busy, download };
}
