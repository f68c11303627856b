/**
 * The common set-up of the web page tests: answers for the API paths (`mockFetch`), the bodies the page sent
 * (`callsTo`, `calls`), a signed-in user (`signInAs`) and a render inside the app's providers (`renderPage`).
 * Importing it registers an afterEach that undoes all of these.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import type { SessionInfo } from '@xuekao/contracts';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { type InitialEntry, type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';

/** The server's answer envelope around `data` (code 0 is success). */
export const envelope = (data: unknown, code = 0, msg = '操作成功！') =>
  new Response(JSON.stringify({ code, msg, data, success: code === 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** The fetch stub `mockFetch` installs; its calls are what the page sent. */
export const fetchMock = vi.fn<typeof fetch>();

// biome-ignore lint/suspicious/noExplicitAny: a route reads whatever body its endpoint takes
type Body = any;
/**
 * A path's answer: the data to wrap in a success envelope, or a function of the request body (and path) giving
 * that data, evaluated on every call; a Response the function returns is answered as is.
 */
export type RouteAnswer = ((body: Body, path: string) => unknown) | object | string | number | boolean | null;
/** The answers by exact path; `'*'` answers every other path (else an unknown path gets code 1 "no route"). */
export type RouteTable = Record<string, RouteAnswer>;

/**
 * Stubs the global fetch so each path gets its route's answer, and effects.notify with a vi.fn (tests assert
 * on it). Call it again inside a test to change the answers.
 */
export function mockFetch(routes: RouteTable): typeof fetchMock {
  vi.stubGlobal('fetch', fetchMock);
  effects.notify = vi.fn();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    const key = Object.hasOwn(routes, path) ? path : Object.hasOwn(routes, '*') ? '*' : null;
    if (key === null) return envelope(null, 1, `no route ${path}`);
    const route = routes[key];
    const answer = typeof route === 'function' ? await route(JSON.parse(String(init?.body ?? '{}')), path) : route;
    return answer instanceof Response ? answer : envelope(answer);
  });
  return fetchMock;
}

/** Every call so far: its path and parsed JSON body. */
export const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) }));

/** The parsed JSON bodies of the calls to `path`, in order. */
export const callsTo = (path: string) => calls().flatMap((c) => (c.url === path ? [c.body] : []));

/** Presets the signed-in user with just the fields a test needs (typically `permissions`). */
export function signInAs(user: Partial<SessionInfo>): void {
  sessionStore.set({ user: user as SessionInfo });
}

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStore.set({ user: null });
});

export interface RenderPageOptions {
  /** The address (or location with state) the router starts at (default: `path`, else '/'). */
  route?: InitialEntry;
  /** Mounts `ui` as the route of this pattern (params read from `route`), other addresses showing `landed`. */
  path?: string;
  /** What the catch-all route shows in data-testid="landed" (default: the pathname). */
  landed?: (loc: Location) => string;
}

function Landed({ show }: { show: (loc: Location) => string }) {
  return <div data-testid="landed">{show(useLocation())}</div>;
}

/** Renders `ui` inside a fresh QueryClient (no retries), antd's App and a MemoryRouter. */
export function renderPage(ui: ReactElement, options: RenderPageOptions = {}) {
  const { route, path, landed = (loc) => loc.pathname } = options;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[route ?? path ?? '/']}>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<Landed show={landed} />} />
            </Routes>
          ) : (
            ui
          )}
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
