import { createHash, randomBytes } from 'node:crypto';
import type { Bus } from '@server/realtime/bus.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Session, SessionStore } from './session-types.ts';

export type { Session } from './session-types.ts';

const INVALIDATE = 'session:invalidate';
/** How long a resolved session is trusted from the local cache before the store is asked again. */
const LOCAL_TRUST_MS = 5 * 60_000;
/** Slide the stored expiry at most this often per session, so a busy session costs no write per request. */
const TOUCH_EVERY_MS = 5 * 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A session (or every session of a user) ended: `hashes` are the ended token hashes; `userId` is set when
 * all of the user's sessions ended (disable, delete, loginTick, password change), so sockets of the user
 * whose hash the store no longer listed go too. Sockets close on it (realtime/socket-registry.ts).
 */
export interface SessionEnded {
  hashes: string[];
  userId?: string;
  /** When they ended (ms): a session of `userId` created later (the login that kicked the others) stays. */
  at: number;
}

interface InvalidateMsg {
  hashes?: string[];
  userId?: string;
  /** The hashes (and, with userId, every session of the user) ended; without it only cached fields changed. */
  ended?: boolean;
  at?: number;
}

interface Cached {
  session: Session;
  loadedAt: number;
}

/**
 * Opaque tokens mapped to server-side sessions. Resolving a token normally costs no query: sessions are
 * cached in process and every removal (logout, password change, loginTick, disable) is broadcast on the bus,
 * so all processes drop the entry at once.
 */
export class Sessions {
  private readonly cache = new Map<string, Cached>();

  constructor(
    private readonly store: SessionStore,
    private readonly bus: Bus,
    private readonly ttlMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    bus.subscribe(INVALIDATE, (m) => {
      const { hashes, userId } = m as InvalidateMsg;
      for (const h of hashes ?? []) this.cache.delete(h);
      if (userId) for (const [h, c] of this.cache) if (c.session.userId === userId) this.cache.delete(h);
    });
  }

  /** Calls `handler` on this process whenever a session ends on any process (after the cache dropped it). */
  onEnded(handler: (e: SessionEnded) => void): void {
    this.bus.subscribe(INVALIDATE, (m) => {
      const { hashes, userId, ended, at } = m as InvalidateMsg;
      if (ended) handler({ hashes: hashes ?? [], ...(userId ? { userId } : {}), at: at ?? Date.now() });
    });
  }

  /** Starts a session and answers its token (only the token's hash is stored). */
  async create(
    data: Omit<Session, 'tokenHash' | 'createTime' | 'expireTime'>,
  ): Promise<{ token: string; session: Session }> {
    const token = randomBytes(24).toString('base64url');
    const now = Date.now();
    const session: Session = { ...data, tokenHash: hashToken(token), createTime: now, expireTime: now + this.ttlMs };
    await this.store.save(session);
    this.cache.set(session.tokenHash, { session, loadedAt: now });
    return { token, session };
  }

  /** The live session of a token, or null when unknown or expired. */
  async resolve(token: string): Promise<Session | null> {
    const h = hashToken(token);
    const now = Date.now();
    let hit = this.cache.get(h);
    if (!hit || now - hit.loadedAt > LOCAL_TRUST_MS) {
      const s = await this.store.load(h);
      if (!s) {
        this.cache.delete(h);
        return null;
      }
      hit = { session: s, loadedAt: now };
      this.cache.set(h, hit);
    }
    const s = hit.session;
    if (s.expireTime <= now) {
      this.cache.delete(h);
      await this.store.remove([h]);
      return null;
    }
    if (s.expireTime - now < this.ttlMs - TOUCH_EVERY_MS) {
      s.expireTime = now + this.ttlMs;
      this.store.touch(h, s.expireTime).catch((e) => this.log.warn({ err: e }, 'session touch failed'));
    }
    return s;
  }

  async destroy(token: string): Promise<void> {
    const h = hashToken(token);
    await this.store.remove([h]);
    this.cache.delete(h);
    await this.bus.publish(INVALIDATE, { hashes: [h], ended: true, at: Date.now() } satisfies InvalidateMsg);
  }

  /** Ends every session of a user, or all but `keep` (loginTick, password change, disable, delete). */
  async destroyUser(userId: string, keep?: Session): Promise<void> {
    const hashes = await this.store.removeByUser(userId, keep?.tokenHash);
    for (const h of hashes) this.cache.delete(h);
    const at = Date.now();
    const msg: InvalidateMsg = keep ? { hashes, ended: true, at } : { hashes, userId, ended: true, at };
    await this.bus.publish(INVALIDATE, msg);
  }

  /** Refreshes the user fields cached in a user's sessions after a profile or role change. */
  async updateUser(userId: string, patch: Parameters<SessionStore['updateUser']>[1]): Promise<void> {
    await this.store.updateUser(userId, patch);
    await this.bus.publish(INVALIDATE, { userId });
  }
}
