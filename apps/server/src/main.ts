import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';
import { servingLine } from './serving-line';

// `pnpm dev` runs this inside apps/server: work from where the command was typed, so
// DATA_DIR=data is the same folder for `pnpm dev` and `pnpm start`.
if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
if (existsSync('.env')) process.loadEnvFile('.env');

let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}

if (!config.rateLimits) console.warn('WARNING: RATE_LIMITS=off. Rate limiting is disabled; use this only for benchmarks.');

const server = await startServer(config);
console.log(servingLine(server.url, config.publicUrl));
// A generated first-admin password is printed last, where it is seen.
if (server.firstAdminBanner) process.stdout.write(server.firstAdminBanner);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: finishing in-flight requests and stopping`);
    void server.stop().then(() => process.exit(0));
  });
}
