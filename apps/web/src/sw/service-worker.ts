/**
 * The site's service worker (built to /sw.js by vite.config.ts `serviceWorker()`, registered by the exam
 * page: docs/EXAMS.md#answer-journal). It keeps the app shell so a page reloaded without a connection
 * opens instead of the browser's error page; the exam page then works from its copy on the device.
 *
 * - Navigations: the network first; without one, the last page shell this browser loaded.
 * - `/assets/*` (hashed names, never changed): the stored copy first, else the network, then stored.
 * - The two files index.html names (`SHELL_FILES`): the network first, else the stored copy.
 * The exam page fills the store with what it has loaded already (shared/offline/offline-shell.ts), since
 * the files it loaded before this worker started did not pass through it.
 * - Everything else, `/api` above all, is left to the browser: no call and no answer is ever stored here.
 *
 * Plain types (no WebWorker lib beside the DOM one): only what is used.
 */
interface FetchEventLike extends Event {
  request: Request;
  respondWith(r: Promise<Response>): void;
}
interface ExtendableEventLike extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEventLike) => void): void;
}
const scope = self as unknown as WorkerScope;

/** Same names as shared/offline/offline-shell.ts. */
const CACHE = 'xk-shell-v1';
const SHELL = '/__shell.html';
/** Files of the shell outside /assets (index.html loads them by fixed names): the network first. */
const SHELL_FILES = new Set(['/zod-no-eval.js', '/favicon.svg']);
/** Stored assets at most; the oldest go first (each deployment brings new hashed names). */
const MAX_ASSETS = 400;

scope.addEventListener('install', (e) => e.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (e) => e.waitUntil(scope.clients.claim()));

async function trim(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  const assets = keys.filter((k) => new URL(k.url).pathname.startsWith('/assets/'));
  for (const old of assets.slice(0, Math.max(0, assets.length - MAX_ASSETS))) await cache.delete(old);
}

/**
 * The network first; an answer worth keeping is stored under `key`; without a network, the stored copy.
 * Navigations keep the last page shell (any HTML page of the app is the same shell), the shell files
 * their own copies.
 */
async function networkFirst(req: Request, key: Request | string, keep: (res: Response) => boolean): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const res = await fetch(req);
    if (res.ok && keep(res)) await cache.put(key, res.clone());
    return res;
  } catch (err) {
    const hit = await cache.match(key);
    if (hit) return hit;
    throw err;
  }
}

const isHtml = (res: Response) => (res.headers.get('content-type') ?? '').includes('text/html');

async function asset(req: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(req);
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok) {
    await cache.put(req, res.clone());
    void trim(cache);
  }
  return res;
}

scope.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== scope.location.origin || url.pathname.startsWith('/api/')) return;
  if (req.mode === 'navigate' && !url.pathname.startsWith('/player/')) e.respondWith(networkFirst(req, SHELL, isHtml));
  else if (url.pathname.startsWith('/assets/')) e.respondWith(asset(req));
  else if (SHELL_FILES.has(url.pathname)) e.respondWith(networkFirst(req, req, () => true));
});
