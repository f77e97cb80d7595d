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
        // The server's API and service suites again, on PostgreSQL: createTestApp reads
        // TEST_DIALECT (apps/server/src/test/helpers.ts). The files here are those that build the
        // app through createTestApp; pure functions and the suites that already iterate both
        // dialects are left out.
        test: {
          ...shared,
          name: 'api-postgres',
          env: { TEST_DIALECT: 'postgres' },
          include: [
            'apps/server/src/{app,web-static}.test.ts',
            'apps/server/src/{routes,services,mail,middleware}/**/*.test.ts',
            'apps/server/src/lib/{logger,validate}.test.ts',
            'apps/server/src/cli/admin-commands.test.ts',
          ],
          exclude: [
            'apps/server/src/services/orders/business-hours.test.ts',
            'apps/server/src/mail/transport-thread.test.ts',
            'apps/server/src/mail/templates/**',
          ],
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
