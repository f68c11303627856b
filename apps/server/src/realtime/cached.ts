import type { Bus } from './bus.ts';

/**
 * A value loaded once and kept in process until someone changes its source: `invalidate()` broadcasts on
 * the bus so every process reloads on next use. For small, hot, rarely changed data (site settings,
 * dictionaries, role permissions).
 */
export interface Cached<T> {
  get(): Promise<T>;
  /** The last loaded value, if any (for synchronous lookups after a first load). */
  peek(): T | undefined;
  invalidate(): Promise<void>;
}

export function cached<T>(bus: Bus, channel: string, load: () => Promise<T>): Cached<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  let generation = 0;
  const drop = () => {
    generation++;
    pending = undefined;
    value = undefined;
  };
  bus.subscribe(`cache:${channel}`, drop);
  return {
    get() {
      if (value !== undefined) return Promise.resolve(value);
      if (!pending) {
        const gen = generation;
        pending = load().then(
          (v) => {
            if (gen === generation) value = v;
            pending = undefined;
            return v;
          },
          (e) => {
            pending = undefined;
            throw e;
          },
        );
      }
      return pending;
    },
    peek: () => value,
    async invalidate() {
      // Dropped here at once, so this process's next read sees the change even before a Redis bus echoes
      // the message back (other processes drop theirs when it arrives).
      drop();
      await bus.publish(`cache:${channel}`, {});
    },
  };
}
