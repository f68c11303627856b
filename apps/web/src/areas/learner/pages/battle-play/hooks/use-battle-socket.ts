import { currentLocale } from '@web/i18n/core';
import { socketMayRetry, socketRetryDelay } from '@web/shared/socket-close';
import {
  type BattleClientMessage,
  type BattleMode,
  type BattleServerMessage,
  BattleServerMessageSchema,
  battleSocketPath,
} from '@xuekao/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { battleReducer, initialBattleState } from './battle-state';

/** Keep-alive and reconnect delays of the battle socket. */
export const BATTLE_PING_MS = 15_000;
export const BATTLE_RETRY_MS = 1_500;
/** How long the page waits for the match `hello` announced before it offers the modes again. */
export const BATTLE_RESUME_MS = 8_000;

/** ws(s)://host/api/socket/battle/{contestId}; the browser sends its HttpOnly session cookie with the upgrade. */
export function battleSocketUrl(loc: Pick<Location, 'protocol' | 'host'>, contestId: string): string {
  const proto = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${proto}://${loc.host}${battleSocketPath(contestId)}${currentLocale() === 'en-US' ? '?locale=en-US' : ''}`;
}

/** A socket frame as a typed server message; anything else is dropped. */
export function parseBattleMessage(data: unknown): BattleServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = BattleServerMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The battle socket of one contest: connects (and reconnects after a drop, so a match in progress resumes),
 * keeps the match state (battle-state.ts) and offers the learner's requests. The server decides everything:
 * the page only sends what the learner did.
 */
export function useBattleSocket(contestId: string | undefined) {
  const [state, dispatch] = useReducer(battleReducer, initialBattleState);
  const socketRef = useRef<WebSocket | null>(null);
  const finalRef = useRef(false);

  useEffect(() => {
    if (!contestId || typeof WebSocket === 'undefined') return;
    let ping: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    finalRef.current = false;
    let attempt = 0;

    const open = () => {
      const socket = new WebSocket(battleSocketUrl(window.location, contestId));
      socketRef.current = socket;
      socket.onopen = () => {
        attempt = 0;
        dispatch({ type: 'open' });
        ping = setInterval(() => {
          if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping' }));
        }, BATTLE_PING_MS);
      };
      socket.onmessage = (e: MessageEvent) => {
        const msg = parseBattleMessage(e.data);
        if (msg) dispatch({ type: 'server', msg, receivedAt: Date.now() });
      };
      socket.onclose = (e: CloseEvent) => {
        clearInterval(ping);
        if (socketRef.current === socket) socketRef.current = null;
        // refused or ended session, contest not open, too many sockets: trying again would not help
        if (!socketMayRetry(e?.code)) finalRef.current = true;
        else if (!closed) {
          retry = setTimeout(open, socketRetryDelay(BATTLE_RETRY_MS, attempt));
          attempt += 1;
        }
        dispatch({ type: 'closed' });
      };
    };
    open();

    return () => {
      closed = true;
      clearInterval(ping);
      clearTimeout(retry);
      socketRef.current?.close();
      socketRef.current = null;
    };
  }, [contestId]);

  // a match announced by `hello` that never comes back (voided meanwhile) must not leave the page waiting
  useEffect(() => {
    if (!state.resuming || state.match) return;
    const t = setTimeout(() => dispatch({ type: 'resume-timeout' }), BATTLE_RESUME_MS);
    return () => clearTimeout(t);
  }, [state.resuming, state.match]);

  const send = useCallback((m: BattleClientMessage): boolean => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(m));
    return true;
  }, []);

  const matchId = state.match?.matchId;
  const roundIndex = state.round?.index;
  const actions = {
    /** Queue for `mode` ('solo' starts a solo challenge at once). Also the rematch. */
    match: useCallback((mode: BattleMode) => send({ type: 'match', mode }), [send]),
    cancel: useCallback(() => send({ type: 'cancel' }), [send]),
    /** Accept the solo offer. */
    solo: useCallback(() => send({ type: 'solo' }), [send]),
    /** Lock my answer of the open round. */
    answer: useCallback(
      (optionIds: string[]) => {
        if (!matchId || roundIndex === undefined) return;
        if (send({ type: 'answer', matchId, index: roundIndex, optionIds }))
          dispatch({ type: 'answer-sent', optionIds });
      },
      [send, matchId, roundIndex],
    ),
    leave: useCallback(() => {
      if (matchId) send({ type: 'leave', matchId });
    }, [send, matchId]),
    clearError: useCallback(() => dispatch({ type: 'clear-error' }), []),
  };

  return { state, actions, refused: finalRef.current };
}
