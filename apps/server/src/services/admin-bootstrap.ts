import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';

/**
 * Creates the first admin from ADMIN_USERNAME/ADMIN_PASSWORD, or with a random password printed
 * once, when there is no admin yet. The admin feature supplies the implementation.
 */
export async function ensureFirstAdmin(_opts: { db: Db; config: Config; clock: Clock; logger: Logger }): Promise<void> {}
