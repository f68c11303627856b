/** Close codes of the server's WebSockets (exam, study and battle sockets). */
export const SocketClose = {
  /** No session at the handshake, or the session is another user's: trying again would not help. */
  UNAUTHORIZED: 4001,
  /** What the socket is for is not the learner's (course not studyable, contest not open, no exam paper). */
  NOT_FOUND: 4004,
  /** The session ended (logout, disabled or deleted account, password change, kicked out, expired): sign in again. */
  SESSION_ENDED: 4401,
  /** The learner opened more sockets of this kind than allowed; this, the oldest, was closed. */
  TOO_MANY: 4409,
} as const;
