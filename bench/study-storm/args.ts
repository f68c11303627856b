import { parseArgs } from 'node:util';

/** Flags of `npm run bench:study-storm -- [flags]`; see bench/README.md. */
export interface Options {
  /** Learners, one study socket each (the same course and file for all). */
  learners: number;
  /** Length of the heartbeat phase, counted from when every socket is open. */
  seconds: number;
  /** Seconds between two heartbeats of a socket (the study page sends one every 10 s). */
  interval: number;
  /** Seconds to wait for replies still outstanding when a phase ends. */
  drain: number;
  /** Concurrent handshakes while the sockets open. */
  openConcurrency: number;
  /** Leave out the kill -9 phase. */
  skipDurability: boolean;
  /** Seconds of heartbeats before the server is killed in the durability phase. */
  killAfter: number;
  poolSize: number;
  port: number;
  pgUrl: string;
  logLevel: string;
  keep: boolean;
  json: string;
}

const USAGE = `npm run bench:study-storm -- [flags]

  --learners N          study sockets, one learner each                 (10000)
  --seconds N           heartbeat phase length, from all sockets open   (60)
  --interval S          seconds between heartbeats of a socket          (10)
  --drain S             wait for outstanding replies at a phase's end   (15)
  --open-concurrency N  concurrent handshakes                           (200)
  --skip-durability     no kill -9 phase
  --kill-after S        heartbeats before kill -9 in that phase         (30)
  --pool-size N         DB_POOL_SIZE of the server                      (20)
  --port N              server port                                     (8099)
  --pg-url URL          PostgreSQL server (a fresh database is made)    (postgres://postgres@127.0.0.1:5432)
  --log-level L         server LOG_LEVEL                                (warn)
  --json FILE           also write every figure as JSON
  --keep                keep the database and the server log
`;

export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      learners: { type: 'string' },
      seconds: { type: 'string' },
      interval: { type: 'string' },
      drain: { type: 'string' },
      'open-concurrency': { type: 'string' },
      'skip-durability': { type: 'boolean' },
      'kill-after': { type: 'string' },
      'pool-size': { type: 'string' },
      port: { type: 'string' },
      'pg-url': { type: 'string' },
      'log-level': { type: 'string' },
      json: { type: 'string' },
      keep: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const num = (name: keyof typeof values, def: number, min = 0): number => {
    const raw = values[name];
    if (raw === undefined) return def;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min) throw new Error(`--${name}: expected a number >= ${min}, got ${raw}`);
    return n;
  };
  return {
    learners: num('learners', 10_000, 1),
    seconds: num('seconds', 60, 1),
    interval: num('interval', 10, 1),
    drain: num('drain', 15, 1),
    openConcurrency: num('open-concurrency', 200, 1),
    skipDurability: values['skip-durability'] ?? false,
    killAfter: num('kill-after', 30, 1),
    poolSize: num('pool-size', 20, 1),
    port: num('port', 8099, 1),
    pgUrl: values['pg-url'] ?? 'postgres://postgres@127.0.0.1:5432',
    logLevel: values['log-level'] ?? 'warn',
    keep: values.keep ?? false,
    json: values.json ?? '',
  };
}
