import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/browser.ts';
import { E2E_WORKERS, PORT, serverPort } from './support/ports.ts';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Files are shared out over the workers; each worker has its own server (support/ports.ts).
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '../.tmp/e2e-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => ({
    command: 'node --import tsx support/server.ts',
    url: `http://127.0.0.1:${serverPort(slot)}/api/docs`,
    env: { PORT: String(serverPort(slot)) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  })),
});
