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
    async close() {
      clearInterval(sweep);
      map.clear();
    },
  };
}

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
    async close() {},
  };
}
