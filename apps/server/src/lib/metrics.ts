import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of one app (issue 26 item 2), in a registry of its own (route tests build several apps
 * in one process). Modules record through `app.metrics`; values that live elsewhere (queues, pools) are read
 * when `/metrics` is scraped, through `gauge(name, help, read)`. Served by plugins/metrics.ts.
 */
export interface Metrics {
  registry: Registry;
  /** Seconds per HTTP call, by method, route pattern and status class (2xx ...). */
  http: Histogram<'method' | 'route' | 'status'>;
  /** WebSockets open now, by kind (exam, study, battle). */
  sockets: Gauge<'kind'>;
  /** Answers written per group-commit statement of fill-answer (paper/answer-writer.ts). */
  fillBatch: Histogram;
  /** Papers handed in, by how (the HandReason code). */
  handIns: Counter<'reason'>;
  /** Seconds from a paper's deadline to its hand-in by the deadline sweeper. */
  sweepLag: Histogram;
  /** Errors reported by the Redis clients. */
  redisErrors: Counter;
  /** Seconds a local face reading waited for a worker thread. */
  faceWait: Histogram;
  /** Seconds a local face reading took on its worker thread (decode, detect, describe). */
  faceRead: Histogram;
  /** A gauge read at scrape time. */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'xk_', eventLoopMonitoringPrecision: 20 });
  const registers = [registry];
  return {
    registry,
    http: new Histogram({
      name: 'xk_http_request_seconds',
      help: 'HTTP calls by method, route and status class',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    sockets: new Gauge({ name: 'xk_sockets_open', help: 'Open WebSockets by kind', labelNames: ['kind'], registers }),
    fillBatch: new Histogram({
      name: 'xk_fill_answer_batch_size',
      help: 'Answers written per group-commit statement',
      buckets: [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000],
      registers,
    }),
    handIns: new Counter({
      name: 'xk_papers_handed_total',
      help: 'Papers handed in, by reason',
      labelNames: ['reason'],
      registers,
    }),
    sweepLag: new Histogram({
      name: 'xk_deadline_sweep_lag_seconds',
      help: 'Seconds from a paper deadline to its hand-in by the sweeper',
      buckets: [0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300],
      registers,
    }),
    redisErrors: new Counter({ name: 'xk_redis_errors_total', help: 'Errors of the Redis clients', registers }),
    faceWait: new Histogram({
      name: 'xk_face_reading_wait_seconds',
      help: 'Seconds a local face reading waited for a worker',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    faceRead: new Histogram({
      name: 'xk_face_reading_seconds',
      help: 'Seconds of one local face reading on its worker',
      buckets: [0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1, 2, 5],
      registers,
    }),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          this.set(await read());
        },
      });
    },
  };
}
