import { SocketClose } from '@xuekao/contracts';
import type { AppContext } from '../app-context.ts';
import { newId } from '../lib/ids.ts';
import type { Session } from '../plugins/auth/session-types.ts';
import type { SessionEnded } from '../plugins/auth/sessions.ts';

/**
 * Every open learner socket of this process (exam, study, battle), by session: a session that ends on any
 * process (logout, disable, delete, password change, loginTick: Sessions.onEnded over the bus) closes its
 * sockets at once with SocketClose.SESSION_ENDED; a session that expired by time is found at the socket's
 * next message (`alive`). It also bounds the sockets one learner holds per kind (SOCKET_LIMITS): past the
 * limit the oldest is closed with SocketClose.TOO_MANY, on whichever process holds it.
 */

export type SocketKind = 'exam' | 'study' | 'battle';

/** Open sockets one learner may hold per kind (tabs, a reload overlapping the old page). */
export const SOCKET_LIMITS: Record<SocketKind, number> = { exam: 3, study: 3, battle: 3 };

const EVICT = 'socket:evict';
/** A socket re-reads its session at most this often (a cache hit; the store after 5 minutes). */
const SESSION_CHECK_MS = 30_000;
/** The per-learner list of socket ids lives this long after its last change (a crashed process's ids age out). */
const LIST_TTL_SEC = 24 * 3600;

const listKey = (kind: SocketKind, userId: string) => `sockets:${kind}:${userId}`;

interface Entry {
  id: string;
  kind: SocketKind;
  userId: string;
  tokenHash: string;
  /** When the socket's session was created: a user-wide end at a later time spares it (loginTick). */
  sessionCreated: number;
  end(code: number, reason: string): void;
}

/** What a socket keeps of its registration. */
export interface SocketHandle {
  readonly id: string;
  /** False (and the socket ended) when its session is gone; checked at most every SESSION_CHECK_MS. */
  alive(): Promise<boolean>;
  /** The socket closed: forget it. */
  release(): void;
}

export class SocketRegistry {
  private readonly entries = new Map<string, Entry>();
  /** Read-modify-write of the per-learner lists, one at a time per list on this process. */
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(private readonly app: AppContext) {
    app.sessions.onEnded((e) => this.onEnded(e));
    app.bus.subscribe(EVICT, (raw) => {
      for (const id of (raw as { ids: string[] }).ids) {
        this.entries.get(id)?.end(SocketClose.TOO_MANY, 'too many sockets');
      }
    });
  }

  /**
   * Registers an accepted socket of `session` (resolved from `token`); `end` stops the socket's work at once
   * and closes it. Older sockets of the learner past the kind's limit are closed (any process).
   */
  async add(
    kind: SocketKind,
    session: Session,
    token: string,
    end: (code: number, reason: string) => void,
  ): Promise<SocketHandle> {
    const entry: Entry = {
      id: newId(),
      kind,
      userId: session.userId,
      tokenHash: session.tokenHash,
      sessionCreated: session.createTime,
      end: (code, reason) => {
        if (!this.entries.delete(entry.id)) return;
        end(code, reason);
      },
    };
    this.entries.set(entry.id, entry);
    await this.enforceLimit(entry).catch((err: unknown) => this.app.log.warn({ err }, 'socket limit not checked'));
    // 0: the first message checks the session (it may have ended between the handshake and this line)
    let checkedAt = 0;
    // one check in flight at a time, shared by the frames meanwhile: they stay in their order
    let check = Promise.resolve(true);
    return {
      id: entry.id,
      alive: () => {
        if (!this.entries.has(entry.id)) return Promise.resolve(false);
        if (Date.now() - checkedAt >= SESSION_CHECK_MS) {
          checkedAt = Date.now();
          check = this.app.sessions.resolve(token).then(
            (s) => {
              if (!s) entry.end(SocketClose.SESSION_ENDED, 'session ended');
              return s !== null;
            },
            // the store is unreachable: the socket goes on (its end event still closes it)
            () => this.entries.has(entry.id),
          );
        }
        return check;
      },
      release: () => {
        if (this.entries.get(entry.id) === entry) this.entries.delete(entry.id);
        void this.editList(kind, session.userId, (ids) => ids.filter((i) => i !== entry.id)).catch(() => {});
      },
    };
  }

  private onEnded(e: SessionEnded): void {
    const hashes = new Set(e.hashes);
    for (const entry of [...this.entries.values()]) {
      const byUser = e.userId === entry.userId && entry.sessionCreated <= e.at;
      if (byUser || hashes.has(entry.tokenHash)) entry.end(SocketClose.SESSION_ENDED, 'session ended');
    }
  }

  /** Appends the socket to the learner's list of this kind; the oldest past the limit are closed everywhere. */
  private async enforceLimit(entry: Entry): Promise<void> {
    let evict: string[] = [];
    await this.editList(entry.kind, entry.userId, (ids) => {
      const all = [...ids, entry.id];
      const keep = all.slice(-SOCKET_LIMITS[entry.kind]);
      evict = all.slice(0, all.length - keep.length);
      return keep;
    });
    if (evict.length) await this.app.bus.publish(EVICT, { ids: evict });
  }

  private editList(kind: SocketKind, userId: string, edit: (ids: string[]) => string[]): Promise<void> {
    const key = listKey(kind, userId);
    const run = (this.locks.get(key) ?? Promise.resolve()).then(async () => {
      const raw = await this.app.kv.get(key);
      let ids: string[] = [];
      try {
        ids = raw ? (JSON.parse(raw) as string[]) : [];
      } catch {
        ids = [];
      }
      const next = edit(Array.isArray(ids) ? ids : []);
      if (next.length) await this.app.kv.set(key, JSON.stringify(next), LIST_TTL_SEC);
      else await this.app.kv.del(key);
    });
    const settled = run.catch(() => {});
    this.locks.set(key, settled);
    void settled.then(() => {
      if (this.locks.get(key) === settled) this.locks.delete(key);
    });
    return run;
  }
}

/** One registry per app (tests build several apps in one process). */
const registries = new WeakMap<AppContext, SocketRegistry>();

export function socketRegistry(app: AppContext): SocketRegistry {
  let r = registries.get(app);
  if (!r) {
    r = new SocketRegistry(app);
    registries.set(app, r);
  }
  return r;
}
