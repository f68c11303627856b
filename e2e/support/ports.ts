/**
 * The browser tests run in E2E_WORKERS Playwright workers (2 by default: most of a browser test is waiting on
 * timers, sockets and animations, so a second worker fills the first one's waits even on 2 cores; measured in
 * docs/decisions/operations.md "Browser tests in two workers"; `E2E_WORKERS=1` runs one), each against its own server: a
 * fresh database, seed and stand-ins per worker (support/server.ts), so no test sees another worker's
 * settings, learners or restarts. Worker slot N (TEST_PARALLEL_INDEX, set by Playwright in each worker
 * process before it loads the config and the specs) talks to the server on E2E_PORT + 10 N; that server's
 * harness answers on its port + 1 and the live CDN stand-in listens on its port + 2.
 */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 18080);
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The server port of worker slot `slot`. */
export const serverPort = (slot: number) => E2E_BASE_PORT + 10 * slot;

/** This process's server port: the worker's own (slot 0 in the runner). */
export const PORT = serverPort(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
/** The test harness of this worker's server (captcha and SMS codes, storage stand-ins). */
export const PEEK = `http://127.0.0.1:${PORT + 1}`;
/** Where this worker's live CDN stand-in listens. */
export const LIVE_PORT = PORT + 2;
