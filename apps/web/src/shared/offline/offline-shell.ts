/**
 * Keeps the app shell on the device for a page that must survive a reload without a connection (the exam
 * page: docs/EXAMS.md#answer-journal): registers the service worker (/sw.js, src/sw/service-worker.ts),
 * then stores the page shell and every script and style this page has loaded so far, which came before
 * the worker was there to see them. Production builds only; a browser without service workers just
 * cannot reload offline.
 */
export const SHELL_CACHE = 'xk-shell-v1';
export const SHELL_KEY = '/__shell.html';

export function keepOfflineShell(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then(() => storeLoadedFiles())
    .catch(() => undefined);
}

async function storeLoadedFiles(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(SHELL_CACHE);
  const loaded = performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter(
      (u) => u.origin === location.origin && (u.pathname.startsWith('/assets/') || u.pathname === '/zod-no-eval.js'),
    )
    .map((u) => u.pathname);
  const missing: string[] = [];
  for (const p of new Set(loaded)) if (!(await cache.match(p))) missing.push(p);
  await Promise.all([
    cache.addAll(missing),
    fetch('/', { credentials: 'same-origin' }).then((res) => (res.ok ? cache.put(SHELL_KEY, res) : undefined)),
  ]);
}
