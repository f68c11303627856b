import type { DbOrTx } from '@server/db/client.ts';
import { sysSession } from '@server/db/schema/index.ts';
import { and, eq, lt, ne } from 'drizzle-orm';
import type { Session, SessionStore } from './session-types.ts';

type Data = Omit<Session, 'tokenHash' | 'expireTime'>;

/** Sessions in the `sys_session` table (used without Redis). */
export function dbSessionStore(db: DbOrTx): SessionStore & { purgeExpired(): Promise<number> } {
  return {
    async load(tokenHash) {
      const [row] = await db.select().from(sysSession).where(eq(sysSession.tokenHash, tokenHash)).limit(1);
      if (!row) return null;
      return { ...(row.data as unknown as Data), tokenHash, expireTime: row.expireTime.getTime() };
    },
    async save(s) {
      const { tokenHash, expireTime, ...data } = s;
      await db.insert(sysSession).values({
        tokenHash,
        userId: s.userId,
        data: data as unknown as Record<string, unknown>,
        expireTime: new Date(expireTime),
      });
    },
    async touch(tokenHash, expireTime) {
      await db
        .update(sysSession)
        .set({ expireTime: new Date(expireTime) })
        .where(eq(sysSession.tokenHash, tokenHash));
    },
    async remove(hashes) {
      for (const h of hashes) await db.delete(sysSession).where(eq(sysSession.tokenHash, h));
    },
    async removeByUser(userId, exceptHash) {
      const cond = exceptHash
        ? and(eq(sysSession.userId, userId), ne(sysSession.tokenHash, exceptHash))
        : eq(sysSession.userId, userId);
      const rows = await db.delete(sysSession).where(cond).returning({ h: sysSession.tokenHash });
      return rows.map((r) => r.h);
    },
    async updateUser(userId, patch) {
      const rows = await db.select().from(sysSession).where(eq(sysSession.userId, userId));
      for (const r of rows) {
        await db
          .update(sysSession)
          .set({ data: { ...r.data, ...patch } })
          .where(eq(sysSession.tokenHash, r.tokenHash));
      }
    },
    async purgeExpired() {
      const rows = await db
        .delete(sysSession)
        .where(lt(sysSession.expireTime, new Date()))
        .returning({ h: sysSession.tokenHash });
      return rows.length;
    },
  };
}
