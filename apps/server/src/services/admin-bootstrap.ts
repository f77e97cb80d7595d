import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { AppError } from '../lib/errors';
import type { Logger } from '../lib/logger';
import { adminCount, createAdmin, generateAdminPassword } from './admin-accounts';
import { CLI_ACTOR } from './audit/record-audit';

/** The banner that shows a generated first-admin password, the only time it is ever shown. */
export function firstAdminBanner(username: string, password: string): string {
  const line = '='.repeat(64);
  return [
    '',
    line,
    '  FIRST ADMIN CREATED',
    `  username: ${username}`,
    `  password: ${password}`,
    '',
    '  This password is shown only once. Sign in at /admin and keep it safe.',
    '  A new one: `pnpm --filter @app/server cli reset-admin-password <username>`',
    '  (with the one-file build: `./spotlight reset-admin-password <username>`).',
    line,
    '',
  ].join('\n');
}

/**
 * Creates the first admin from ADMIN_USERNAME/ADMIN_PASSWORD when there is no admin yet. Without
 * ADMIN_PASSWORD a random password is generated and printed once: there is no default password.
 * Returns what it did, for logs and tests.
 */
export async function ensureFirstAdmin(opts: {
  db: Db;
  config: Config;
  clock: Clock;
  logger: Logger;
  /** Where the one-time banner goes; stdout unless a test captures it. */
  print?: (text: string) => void;
}): Promise<'exists' | 'created' | 'generated'> {
  if (await adminCount(opts.db) > 0) return 'exists';
  const { username } = opts.config.admin;
  const password = opts.config.admin.password ?? generateAdminPassword();
  try {
    await createAdmin({ db: opts.db, clock: opts.clock }, { username, password, actor: CLI_ACTOR });
  } catch (err) {
    // A second process starting at the same moment created it first: nothing to do.
    if (err instanceof AppError && err.status === 409) return 'exists';
    throw err;
  }
  opts.logger.info('first admin created', { username, passwordFrom: opts.config.admin.password ? 'ADMIN_PASSWORD' : 'generated' });
  if (opts.config.admin.password) return 'created';
  const print = opts.print ?? ((text: string) => process.stdout.write(text));
  print(firstAdminBanner(username, password));
  return 'generated';
}
