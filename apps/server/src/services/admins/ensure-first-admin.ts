import type { AppDeps } from '../../context';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { CLI_ACTOR } from '../audit/record-audit';
import { generateAdminPassword } from './admin-credentials';
import { countAdmins } from './count-admins';
import { createAdmin } from './create-admin';

/** The banner that shows a generated first-admin password, the only time it is ever shown. */
function firstAdminBanner(username: string, password: string): string {
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
export interface EnsureFirstAdminOptions {
  deps: Pick<AppDeps, 'db' | 'config' | 'clock'> & { logger: Logger };
  /** Where the one-time banner goes; stdout unless a test captures it. */
  print?: (text: string) => void;
}

export async function ensureFirstAdmin({
  deps,
  print = (text) => process.stdout.write(text),
}: EnsureFirstAdminOptions): Promise<'exists' | 'created' | 'generated'> {
  if ((await countAdmins({ db: deps.db })) > 0) return 'exists';
  const { username } = deps.config.admin;
  const password = deps.config.admin.password ?? generateAdminPassword();
  try {
    await createAdmin({ deps, username, password, actor: CLI_ACTOR });
  } catch (err) {
    // A second process starting at the same moment created it first: nothing to do.
    if (err instanceof AppError && err.status === 409) return 'exists';
    throw err;
  }
  deps.logger.info('first admin created', { username, passwordFrom: deps.config.admin.password ? 'ADMIN_PASSWORD' : 'generated' });
  if (deps.config.admin.password) return 'created';
  print(firstAdminBanner(username, password));
  return 'generated';
}
