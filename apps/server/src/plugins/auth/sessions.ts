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
      const { hashes, userId } = m as { hashes?: string[]; userId?: string };
      for (const h of hashes ?? []) this.cache.delete(h);
      if (userId) for (const [h, c] of this.cache) if (c.session.userId === userId) this.cache.delete(h);
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
    await this.bus.publish(INVALIDATE, { hashes: [h] });
  }

  /** Ends every session of a user, or all but `keep` (loginTick, password change, disable, delete). */
  async destroyUser(userId: string, keep?: Session): Promise<void> {
    const hashes = await this.store.removeByUser(userId, keep?.tokenHash);
    for (const h of hashes) this.cache.delete(h);
    await this.bus.publish(INVALIDATE, { hashes });
  }

  /** Refreshes the user fields cached in a user's sessions after a profile or role change. */
  async updateUser(userId: string, patch: Parameters<SessionStore['updateUser']>[1]): Promise<void> {
    await this.store.updateUser(userId, patch);
    await this.bus.publish(INVALIDATE, { userId });
  }
}
