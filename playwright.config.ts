import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS as SHARED_CHROMIUM_ARGS } from './scripts/chromium-args.mjs';

export const CHROMIUM_ARGS = [...SHARED_CHROMIUM_ARGS, '--disable-quic'];

/**
 * Browser tests: the machine's Chromium (never a downloaded browser) against the production build.
 * Each worker starts its own server and SMTP peer (apps/web/e2e/support/fixtures.ts).
 * Console renderer tests live in apps/console/e2e.
 */
export default defineConfig<{ database: 'sqlite' | 'postgres' }>({
  testDir: 'apps',
  testMatch: '*/e2e/**/*.e2e.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One retry in CI so a machine hiccup cannot sink a run; a retried test is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 900 },
  },
  outputDir: 'test-results',
  projects: [
    // Every browser test on the embedded default, SQLite under DATA_DIR ...
    { name: 'sqlite', use: { database: 'sqlite' } },
    // ... and the web app's again with the server on PostgreSQL (DATABASE_URL).
    { name: 'postgres', use: { database: 'postgres' }, testMatch: 'web/e2e/**/*.e2e.ts' },
  ],
});
