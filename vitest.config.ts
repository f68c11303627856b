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
  {
    test: {
      name: 'server',
      root: './apps/server',
      environment: 'node',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      globalSetup: ['./test/global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // Each file runs its own app on its own database copy; two at a time suits the 2-core machines.
      maxWorkers: 2,
      sequence: { groupOrder: 1 },
    },
  },
];

export default defineConfig({ test: { projects } });
