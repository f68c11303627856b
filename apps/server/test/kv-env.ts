let n = 0;

/**
 * buildTestApp env for tests of counters and limits kept in the kv store: with REDIS_URL set (the
 * PostgreSQL + Redis run) they run against Redis under a prefix of their own, otherwise in process.
 */
export function kvEnv(): Record<string, string> {
  const url = process.env.REDIS_URL;
  return url ? { REDIS_URL: url, REDIS_PREFIX: `xk-test-${process.pid}-${Date.now()}-${n++}:` } : {};
}
