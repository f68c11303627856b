import type { Redis } from 'ioredis';

/**
 * A small key-value store with expiry for short-lived state (captcha answers, SMS codes, login failure
 * counters). In process by default; Redis when REDIS_URL is set so several processes share it.
 */
export interface Kv {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSec: number): Promise<void>;
  /** Get and delete in one step (a captcha answer can be used once). */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Increment a counter; the first increment starts its expiry. */
  incr(key: string, ttlSec: number): Promise<number>;
  /**
   * Adds `by` (may be negative) to a counter in one atomic step and answers the new value; a missing key
   * starts at 0. The expiry is set to `ttlSec` on every call (sliding): the counter lives until it has been
   * left alone that long, so a counter of things in flight is never reset under them.
   */
  incrBy(key: string, by: number, ttlSec: number): Promise<number>;
  /** Sets the value only when the key is absent; answers whether it did (first writer wins). */
  setIfAbsent(key: string, value: string, ttlSec: number): Promise<boolean>;
  close(): Promise<void>;
}

export function memoryKv(): Kv {
  const map = new Map<string, { v: string; exp: number }>();
  const live = (key: string) => {
    const e = map.get(key);
    if (!e) return null;
    if (e.exp <= Date.now()) {
      map.delete(key);
      return null;
    }
    return e;
  };
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [k, e] of map) if (e.exp <= now) map.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async get(key) {
      return live(key)?.v ?? null;
    },
    async set(key, v, ttl) {
      map.set(key, { v, exp: Date.now() + ttl * 1000 });
    },
    async take(key) {
      const e = live(key);
      map.delete(key);
      return e?.v ?? null;
    },
    async del(key) {
      map.delete(key);
    },
    async incr(key, ttl) {
      const e = live(key);
      const n = (e ? Number(e.v) : 0) + 1;
      map.set(key, { v: String(n), exp: e?.exp ?? Date.now() + ttl * 1000 });
      return n;
    },
    async incrBy(key, by, ttl) {
      const e = live(key);
      const n = (e ? Number(e.v) : 0) + by;
      map.set(key, { v: String(n), exp: Date.now() + ttl * 1000 });
      return n;
    },
    async setIfAbsent(key, v, ttl) {
      if (live(key)) return false;
      map.set(key, { v, exp: Date.now() + ttl * 1000 });
      return true;
    },
    async close() {
      clearInterval(sweep);
      map.clear();
    },
  };
}

/** INCRBY and a fresh expiry in one atomic step, so no counter is ever left without one. */
const INCR_BY_LUA = `local n = redis.call('INCRBY', KEYS[1], ARGV[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return n`;

export function redisKv(redis: Redis, prefix = 'xk:'): Kv {
  return {
    get: (key) => redis.get(prefix + key),
    async set(key, v, ttl) {
      await redis.set(prefix + key, v, 'EX', ttl);
    },
    async take(key) {
      const [[, v]] = (await redis
        .multi()
        .get(prefix + key)
        .del(prefix + key)
        .exec()) as [[Error | null, string | null], unknown];
      return v;
    },
    async del(key) {
      await redis.del(prefix + key);
    },
    async incr(key, ttl) {
      const n = await redis.incr(prefix + key);
      if (n === 1) await redis.expire(prefix + key, ttl);
      return n;
    },
    async incrBy(key, by, ttl) {
      return Number(await redis.eval(INCR_BY_LUA, 1, prefix + key, String(by), String(ttl)));
    },
    async setIfAbsent(key, v, ttl) {
      return (await redis.set(prefix + key, v, 'EX', ttl, 'NX')) === 'OK';
    },
    async close() {},
  };
}
