import { defineConfig } from 'vitest/config';

const shared = { environment: 'node' as const, testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' as const };

/**
 * Unit and API tests of every package; browser tests run separately under Playwright.
 * The heavy proofs (crash, SMTP outage, fuzzing) start real server processes and load the CPU:
 * they run as their own project, one file at a time, after the rest (see the root test:unit).
 * The one-file binary's proof needs the production build, so it runs in test:e2e.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          ...shared,
          name: 'proofs',
          include: ['apps/server/test/**/*.test.ts'],
          exclude: ['apps/server/test/binary/**'],
          fileParallelism: false,
        },
      },
      {
        // The one-file build, run after `pnpm build:binary` (see the root test:e2e).
        test: { ...shared, name: 'binary', include: ['apps/server/test/binary/**/*.test.ts'] },
      },
    ],
  },
});
