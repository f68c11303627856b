import { parseArgs } from 'node:util';

/** Flags of `npm run bench:exam-storm -- [flags]`; see bench/README.md. */
export interface Options {
  /** Learners of the fill storm (each creates one paper of the fill exam). */
  learners: number;
  /** Exam sockets held open during the fill storm (spread over the fill learners, cycling when larger). */
  sockets: number;
  /** Offered fill-answer calls per second (open loop, all learners together). */
  rate: number;
  /** Length of the fill storm. */
  seconds: number;
  /** Learners of the start storm (separate accounts: a learner holds one paper in progress at a time). */
  startLearners: number;
  /** Seconds over which the start storm is spread; `burst` sends every call at once. */
  startWindow: number;
  startMode: 'even' | 'burst';
  /** Questions of the start-storm paper and of the fill-storm paper. */
  startQus: number;
  fillQus: number;
  /** Server processes (2+: Redis for sessions, presence and fan-out; clients are spread over them). */
  procs: number;
  /** DB_POOL_SIZE of every server process; also the connection count of the raw baseline (times procs). */
  poolSize: number;
  /** Keep-alive HTTP connections of the client to each server process. */
  httpConns: number;
  /** Concurrent create-paper calls while the fill papers are made. */
  createConcurrency: number;
  /** Raw baseline: pgbench, a node-postgres loop of the server's own statement, both or none. */
  baseline: 'pgbench' | 'pg' | 'both' | 'none';
  baselineSeconds: number;
  /** First port; process k listens on port + k. */
  port: number;
  pgUrl: string;
  redisUrl: string;
  logLevel: string;
  /** Profile the server process(es) with --cpu-prof and print the hottest functions. */
  cpuProf: boolean;
  /** Keep the database (and the server logs) afterwards. */
  keep: boolean;
  /** Also write every figure as JSON to this file. */
  json: string;
  /** Skip phases (for quick iterations). */
  skipStart: boolean;
  skipSockets: boolean;
  /** No hand-in storm at the end. */
  skipHand: boolean;
  /** No deadline storm (after the hand-in storm: every learner's paper due at once, the sweepers hand in). */
  skipDeadline: boolean;
  /**
   * Issue 27 item 4: the hand-in storm hands in half of the fill learners while the other half answer at
   * `rate` for `mixedSeconds` and staff poll the exam list and ExamWatch (`otherRate` calls/s each).
   */
  mixed: boolean;
  mixedSeconds: number;
  otherRate: number;
}

const USAGE = `npm run bench:exam-storm -- [flags]

  --learners N          fill-storm learners, one paper each            (10000)
  --sockets N           exam sockets held open during the fill storm   (= learners)
  --rate N              offered fill-answer calls per second            (2500)
  --seconds N           fill storm length                               (30)
  --start-learners N    start-storm learners (separate accounts)        (1000)
  --start-window S      start storm spread over S seconds               (10)
  --start-mode M        even | burst (all at once)                      (even)
  --start-qus N         questions of the start-storm paper              (100)
  --fill-qus N          questions of the fill-storm paper               (20)
  --procs N             server processes; 2+ use Redis                  (1)
  --pool-size N         DB_POOL_SIZE per server process                 (20)
  --http-conns N        keep-alive connections to each server process   (64)
  --create-concurrency N  concurrent create-paper calls for the fill papers (64)
  --baseline B          pgbench | pg | both | none                      (both)
  --baseline-seconds N  length of each raw baseline run                 (15)
  --port N              first server port                               (8099)
  --pg-url URL          PostgreSQL server (a fresh database is made)    (postgres://postgres@127.0.0.1:5432)
                        Unix socket: postgres://postgres@localhost/?host=/var/run/postgresql
  --redis-url URL       Redis for --procs 2+                            (redis://127.0.0.1:6379)
  --log-level L         server LOG_LEVEL                                (warn)
  --cpu-prof            profile the server process(es), print the hottest functions
  --skip-start          no start storm
  --skip-sockets        no exam sockets
  --skip-hand           no hand-in storm at the end
  --mixed               hand in half the fill learners while the other half answer (--rate, --mixed-seconds 5)
                        and staff poll the exam list and ExamWatch (--other-rate 5 calls/s each)
  --skip-deadline       no deadline storm (every fill learner's new paper due at once, swept)
  --json FILE           also write every figure as JSON
  --keep                keep the database and the server logs
`;

export function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      learners: { type: 'string' },
      sockets: { type: 'string' },
      rate: { type: 'string' },
      seconds: { type: 'string' },
      'start-learners': { type: 'string' },
      'start-window': { type: 'string' },
      'start-mode': { type: 'string' },
      'start-qus': { type: 'string' },
      'fill-qus': { type: 'string' },
      procs: { type: 'string' },
      'pool-size': { type: 'string' },
      'http-conns': { type: 'string' },
      'create-concurrency': { type: 'string' },
      baseline: { type: 'string' },
      'baseline-seconds': { type: 'string' },
      port: { type: 'string' },
      'pg-url': { type: 'string' },
      'redis-url': { type: 'string' },
      'log-level': { type: 'string' },
      'cpu-prof': { type: 'boolean' },
      'skip-start': { type: 'boolean' },
      'skip-sockets': { type: 'boolean' },
      'skip-hand': { type: 'boolean' },
      'skip-deadline': { type: 'boolean' },
      mixed: { type: 'boolean' },
      'mixed-seconds': { type: 'string' },
      'other-rate': { type: 'string' },
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
  const learners = num('learners', 10_000, 1);
  const startMode = values['start-mode'] ?? 'even';
  if (startMode !== 'even' && startMode !== 'burst') throw new Error('--start-mode: even or burst');
  const baseline = values.baseline ?? 'both';
  if (!['pgbench', 'pg', 'both', 'none'].includes(baseline)) throw new Error('--baseline: pgbench, pg, both or none');
  return {
    learners,
    sockets: num('sockets', learners),
    rate: num('rate', 2500, 1),
    seconds: num('seconds', 30, 1),
    startLearners: num('start-learners', 1000),
    startWindow: num('start-window', 10),
    startMode,
    startQus: num('start-qus', 100, 1),
    fillQus: num('fill-qus', 20, 1),
    procs: num('procs', 1, 1),
    poolSize: num('pool-size', 20, 1),
    httpConns: num('http-conns', 64, 1),
    createConcurrency: num('create-concurrency', 64, 1),
    baseline: baseline as Options['baseline'],
    baselineSeconds: num('baseline-seconds', 15, 1),
    port: num('port', 8099, 1),
    pgUrl: values['pg-url'] ?? 'postgres://postgres@127.0.0.1:5432',
    redisUrl: values['redis-url'] ?? 'redis://127.0.0.1:6379',
    logLevel: values['log-level'] ?? 'warn',
    cpuProf: values['cpu-prof'] ?? false,
    keep: values.keep ?? false,
    json: values.json ?? '',
    skipStart: values['skip-start'] ?? false,
    skipSockets: values['skip-sockets'] ?? false,
    skipHand: values['skip-hand'] ?? false,
    skipDeadline: values['skip-deadline'] ?? false,
    mixed: values.mixed ?? false,
    mixedSeconds: num('mixed-seconds', 5, 1),
    otherRate: num('other-rate', 5, 1),
  };
}
