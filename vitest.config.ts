import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The repository's unit-test projects; `vitest run` runs them all, `vitest run --project <name>` one.
 * Add a project by appending to this array.
 */
export const projects: TestProjectInlineConfiguration[] = [
  {
    // The web app's Vite config (React plugin) applies to its tests.
    extends: './apps/web/vite.config.ts',
    test: {
      name: 'web',
      root: './apps/web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
    },
  },
];

export default defineConfig({ test: { projects } });
