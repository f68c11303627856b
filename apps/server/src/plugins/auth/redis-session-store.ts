import type { Redis } from 'ioredis';
import type { Session, SessionStore } from './session-types.ts';

/** Sessions in Redis (`REDIS_URL`): `sess:<hash>` with a sliding expiry, `usess:<userId>` the set of hashes. */
export function redisSessionStore(redis: Redis, prefix = 'xk:'): SessionStore {
  const key = (h: string) => `${prefix}sess:${h}`;
  const userKey = (u: string) => `${prefix}usess:${u}`;
  const ttl = (exp: number) => Math.max(1, Math.ceil((exp - Date.now()) / 1000));
  return {
    async load(h) {
      const raw = await redis.get(key(h));
      return raw ? (JSON.parse(raw) as Session) : null;
    },
    async save(s) {
      await redis
        .multi()
        .set(key(s.tokenHash), JSON.stringify(s), 'EX', ttl(s.expireTime))
        .sadd(userKey(s.userId), s.tokenHash)
        .exec();
    },
    async touch(h, exp) {
      const raw = await redis.get(key(h));
      if (!raw) return;
      const s = { ...(JSON.parse(raw) as Session), expireTime: exp };
      await redis.set(key(h), JSON.stringify(s), 'EX', ttl(exp));
    },
    async remove(hashes) {
      for (const h of hashes) {
        const raw = await redis.get(key(h));
        if (raw) await redis.srem(userKey((JSON.parse(raw) as Session).userId), h);
        await redis.del(key(h));
      }
    },
    async removeByUser(userId, exceptHash) {
      const hashes = (await redis.smembers(userKey(userId))).filter((h) => h !== exceptHash);
      if (hashes.length === 0) return [];
      await redis
        .multi()
        .del(...hashes.map(key))
        .srem(userKey(userId), ...hashes)
        .exec();
      return hashes;
    },
    async updateUser(userId, patch) {
      for (const h of await redis.smembers(userKey(userId))) {
        const raw = await redis.get(key(h));
        if (!raw) {
          await redis.srem(userKey(userId), h);
          continue;
        }
        const s = { ...(JSON.parse(raw) as Session), ...patch };
        await redis.set(key(h), JSON.stringify(s), 'EX', ttl(s.expireTime));
      }
    },
  };
}
