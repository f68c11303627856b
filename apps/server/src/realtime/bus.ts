import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

/**
 * Fan-out between server processes: in process by default, Redis pub/sub when REDIS_URL is set.
 * Used for cache invalidation (sessions, permissions, settings) and, later, WebSocket messages.
 */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: (message: unknown) => void): void;
  close(): Promise<void>;
}

export function memoryBus(): Bus {
  const ee = new EventEmitter();
  ee.setMaxListeners(0);
  return {
    async publish(channel, message) {
      ee.emit(channel, message);
    },
    subscribe(channel, handler) {
      ee.on(channel, handler);
    },
    async close() {
      ee.removeAllListeners();
    },
  };
}

/** `pub` publishes; `sub` is a second connection in subscriber mode. Local handlers run for own messages too. */
export function redisBus(pub: Redis, sub: Redis, prefix = 'xk:bus:'): Bus {
  const handlers = new Map<string, Array<(m: unknown) => void>>();
  sub.on('message', (ch: string, raw: string) => {
    const list = handlers.get(ch.slice(prefix.length));
    if (!list) return;
    let msg: unknown;
    try {
      msg = JSON.parse(raw);
    } catch {
      return;
    }
    for (const h of list) h(msg);
  });
  return {
    async publish(channel, message) {
      await pub.publish(prefix + channel, JSON.stringify(message));
    },
    subscribe(channel, handler) {
      const list = handlers.get(channel);
      if (list) list.push(handler);
      else {
        handlers.set(channel, [handler]);
        void sub.subscribe(prefix + channel);
      }
    },
    async close() {
      handlers.clear();
    },
  };
}
