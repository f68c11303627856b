import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The progress bar's timers outlive a test file's jsdom and would touch a torn-down document.
vi.mock('nprogress', () => ({ default: { configure: () => {}, start: () => {}, done: () => {} } }));

// Lazy pages load cold in the first test of a file; a busy machine needs more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// antd's responsive helpers need matchMedia, which jsdom lacks.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// antd's tables and overflow lists observe sizes; jsdom has no ResizeObserver.
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

afterEach(() => {
  cleanup();
});
