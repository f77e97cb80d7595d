import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from './config';
import { startServer } from './server';

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
console.log(`Serving on ${server.url}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    console.log(`${signal}: finishing in-flight requests and stopping`);
    void server.stop().then(() => process.exit(0));
  });
}
