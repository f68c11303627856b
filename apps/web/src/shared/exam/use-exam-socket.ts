import { onSessionRenewed } from '@web/api/session-rescue';
import { currentLocale } from '@web/i18n/core';
import { type ExamSocketMessage, SocketClose } from '@xuekao/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { socketMayRetry, socketRetryDelay } from '../socket-close';
import { examTexts } from './exam-texts';
import { m } from './messages';

/** Heartbeat and reconnect delays (docs/REQUIREMENTS.md#proctoring: heartbeat 10 s). */
export const SOCKET_PING_MS = 10_000;
export const SOCKET_RETRY_MS = 5_000;

/** ws(s)://host/api/socket/exam/{userId}/{examId}/pc (+ ?locale=en-US in English: a WebSocket carries no X-Locale); the session cookie goes with the upgrade. */
export function examSocketUrl(loc: Pick<Location, 'protocol' | 'host'>, userId: string, examId: string): string {
  const proto = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${proto}://${loc.host}/api/socket/exam/${encodeURIComponent(userId)}/${encodeURIComponent(examId)}/pc${currentLocale() === 'en-US' ? '?locale=en-US' : ''}`;
}

/** A socket text as a message: 'pong' is nothing, JSON is typed, other text is a warning. */
export function parseExamSocketMessage(data: unknown): ExamSocketMessage | null {
  if (typeof data !== 'string' || data === '' || data === 'pong') return null;
  try {
    const m = JSON.parse(data) as Partial<ExamSocketMessage>;
    if (m && m.type === 'hand') return { type: 'hand', msg: m.msg ?? '', paperId: m.paperId ?? '' };
    if (m && m.type === 'warn') return { type: 'warn', msg: m.msg ?? '' };
    return null;
  } catch {
    return { type: 'warn', msg: data };
  }
}

export interface ExamSocketOptions {
  enabled: boolean;
  userId: string | undefined;
  examId: string | undefined;
  /** The paper was handed in by the server or staff. */
  onHand: (msg: string) => void;
}

/**
 * The exam socket (docs/REQUIREMENTS.md#proctoring): pings every 10 s, ignores 'pong', shows warnings under the title
 * 管理员警告, and hands over to `onHand` when the paper was handed in elsewhere. A dropped connection is
 * opened again after 5 s while the page stays (not one the server refused or closed for good); one closed for its
 * session opens again once the page has signed in again (api/session-rescue.ts). Answers `send`, which reports
 * an event to the server ('face-out') while the socket is open (dropped otherwise: events are signals).
 */
export function useExamSocket({ enabled, userId, examId, onHand }: ExamSocketOptions): {
  send: (text: string) => void;
} {
  const { modal } = App.useApp();
  const latest = useRef({ onHand, modal });
  latest.current = { onHand, modal };
  const current = useRef<WebSocket | null>(null);
  const send = useCallback((text: string) => {
    if (current.current?.readyState === WebSocket.OPEN) current.current.send(text);
  }, []);

  useEffect(() => {
    if (!enabled || !userId || !examId || typeof WebSocket === 'undefined') return;
    let socket: WebSocket | null = null;
    let ping: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    let attempt = 0;
    /** The last close was for the session (ended, or refused at the handshake). */
    let sessionGone = false;

    const open = () => {
      socket = new WebSocket(examSocketUrl(window.location, userId, examId));
      current.current = socket;
      socket.onopen = () => {
        attempt = 0;
        ping = setInterval(() => {
          if (socket?.readyState === WebSocket.OPEN) socket.send('ping');
        }, SOCKET_PING_MS);
      };
      socket.onmessage = (e: MessageEvent) => {
        const msg = parseExamSocketMessage(e.data);
        if (!msg) return;
        if (msg.type === 'hand') latest.current.onHand(msg.msg);
        else latest.current.modal.warning({ title: examTexts.adminWarn, content: msg.msg, okText: m('gotIt') });
      };
      socket.onclose = (e: CloseEvent) => {
        clearInterval(ping);
        sessionGone = e?.code === SocketClose.SESSION_ENDED || e?.code === SocketClose.UNAUTHORIZED;
        // refused session, no paper, too many sockets: trying again would not change that; an ended
        // session goes to the login page (socket-close.ts)
        if (socketMayRetry(e?.code) && !closed) {
          retry = setTimeout(open, socketRetryDelay(SOCKET_RETRY_MS, attempt));
          attempt += 1;
        }
      };
    };
    open();
    // Signed in again on the page (the exam page's sign-in dialog): a socket its session closed reopens.
    const offRenewed = onSessionRenewed(() => {
      if (closed || !sessionGone) return;
      sessionGone = false;
      clearTimeout(retry);
      attempt = 0;
      open();
    });

    return () => {
      closed = true;
      offRenewed();
      clearInterval(ping);
      clearTimeout(retry);
      socket?.close();
      current.current = null;
    };
  }, [enabled, userId, examId]);
  return { send };
}
