import { currentLocale } from '@web/i18n/core';
import { socketMayRetry, socketRetryDelay } from '@web/shared/socket-close';
import { STUDY, type StudySocketMessage } from '@xuekao/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { heartbeatText } from '../players/video-rules';

/** Heartbeat period (docs/COURSES.md "The study socket protocol") and the reconnect delay after a drop. */
export const STUDY_PING_MS = STUDY.HEARTBEAT_SEC * 1000;
export const STUDY_RETRY_MS = 5_000;

export type StudyDue = StudySocketMessage['due'];

/** ws(s)://host/api/socket/read/{userId}/{courseId}/{fileId}; the browser sends its session cookie with the upgrade. */
export function studySocketUrl(
  loc: Pick<Location, 'protocol' | 'host'>,
  userId: string,
  courseId: string,
  fileId: string,
): string {
  const proto = loc.protocol === 'https:' ? 'wss' : 'ws';
  const part = encodeURIComponent;
  return `${proto}://${loc.host}/api/socket/read/${part(userId)}/${part(courseId)}/${part(fileId)}${currentLocale() === 'en-US' ? '?locale=en-US' : ''}`;
}

/** A socket text as a study message, or null ('pong', other text, a shape that is not one). */
export function parseStudyMessage(data: unknown): StudySocketMessage | null {
  if (typeof data !== 'string' || !data.startsWith('{')) return null;
  try {
    const m = JSON.parse(data) as Partial<StudySocketMessage> | null;
    if (!m || typeof m !== 'object') return null;
    const due = m.due === 'exercise' || m.due === 'face' || m.due === 'check' ? m.due : '';
    return {
      stopped: m.stopped === true,
      stopMsg: typeof m.stopMsg === 'string' ? m.stopMsg : '',
      all: m.all === true,
      current: m.current === true,
      learnSec: typeof m.learnSec === 'number' && Number.isFinite(m.learnSec) ? m.learnSec : -1,
      due,
    };
  } catch {
    return null;
  }
}

export interface StudySocketHandlers {
  /** Study was ended by the server (another socket, course closed, face failures, check missed). Once. */
  onStopped: (stopMsg: string) => void;
  /** This file is finished. Once per socket. */
  onCurrent: () => void;
  /** The whole course is finished. Once per socket. */
  onAll: () => void;
  /** The file's credited seconds, after every heartbeat. */
  onLearnSec: (learnSec: number) => void;
  /** The server waits for a check before crediting more time ('' when nothing is due). */
  onDue: (due: StudyDue) => void;
}

export interface StudySocketOptions extends StudySocketHandlers {
  enabled: boolean;
  userId: string | undefined;
  courseId: string | undefined;
  fileId: string | undefined;
  /** The player's current position in seconds, or null for files without one (heartbeat `ping`). */
  position: () => number | null;
}

/**
 * The study socket (docs/COURSES.md): a heartbeat every 10 s (`pos:<seconds>` from the player or
 * `ping`), `hidden` / `visible` on visibility changes, and `send` for `end` and `check`. Each server
 * message is handled once: stopped ends study (no reconnect), current and all fire once per socket,
 * learnSec and due on every message. A dropped connection is opened again after a growing, jittered wait
 * (`socketRetryDelay`); back, it sends the position at once and the `end` / `check` given meanwhile.
 */
export function useStudySocket(options: StudySocketOptions) {
  const { enabled, userId, courseId, fileId } = options;
  const latest = useRef(options);
  latest.current = options;
  const socketRef = useRef<WebSocket | null>(null);
  /** `end` / `check` given while the socket was down: sent as soon as it is open again. */
  const unsent = useRef(new Set<'end' | 'check'>());

  useEffect(() => {
    if (!enabled || !userId || !courseId || !fileId || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let ping: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    let stopped = false;
    let current = false;
    let all = false;

    const sendNow = (text: string) => {
      if (socket && socket.readyState === WebSocket.OPEN) socket.send(text);
    };
    const heartbeat = () => sendNow(heartbeatText(latest.current.position()));
    const onVisibility = () => sendNow(document.visibilityState === 'hidden' ? 'hidden' : 'visible');

    let attempt = 0;
    let wasOpen = false;
    const open = () => {
      socket = new WebSocket(studySocketUrl(window.location, userId, courseId, fileId));
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        // Back after a drop: the position at once (not 10 s later), then what was given meanwhile.
        if (wasOpen) heartbeat();
        wasOpen = true;
        for (const text of unsent.current) sendNow(text);
        unsent.current.clear();
        if (document.visibilityState === 'hidden') sendNow('hidden');
        clearInterval(ping);
        ping = setInterval(heartbeat, STUDY_PING_MS);
      };
      socket.onmessage = (e: MessageEvent) => {
        const m = parseStudyMessage(e.data);
        if (!m || stopped) return;
        const h = latest.current;
        if (m.learnSec >= 0) h.onLearnSec(m.learnSec);
        if (m.stopped) {
          stopped = true;
          clearInterval(ping);
          socket?.close();
          h.onStopped(m.stopMsg);
          return;
        }
        if (m.all && !all) {
          all = true;
          current = true;
          h.onAll();
        } else if (m.current && !current) {
          current = true;
          h.onCurrent();
        }
        h.onDue(m.due);
      };
      socket.onclose = (e: CloseEvent) => {
        clearInterval(ping);
        // a refused or ended session is not retried; an ended one goes to the login page (socket-close.ts)
        if (socketMayRetry(e?.code) && !closed && !stopped) {
          retry = setTimeout(open, socketRetryDelay(STUDY_RETRY_MS, attempt));
          attempt += 1;
        }
      };
    };
    open();
    document.addEventListener('visibilitychange', onVisibility);

    return () => {
      closed = true;
      clearInterval(ping);
      clearTimeout(retry);
      document.removeEventListener('visibilitychange', onVisibility);
      socket?.close();
      socketRef.current = null;
    };
  }, [enabled, userId, courseId, fileId]);

  /** Sends `end` (media reached its end) or `check` (after a right reading-check captcha); kept while offline. */
  const send = useCallback((text: 'end' | 'check') => {
    const s = socketRef.current;
    if (s && s.readyState === WebSocket.OPEN) s.send(text);
    else unsent.current.add(text);
  }, []);
  return { send };
}
