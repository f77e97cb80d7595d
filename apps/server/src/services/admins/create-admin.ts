import type { AppDeps } from '../../context';
import { admins } from '../../db/schema';
import { isUniqueViolation } from '../../db/sql';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { newId } from '../../lib/random';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { checkAdminPassword, checkUsername } from './admin-credentials';
import { findAdminByUsername } from './find-admin-by-username';

export interface CreateAdminOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  username: string;
  password: string;
  actor: AuditActor;
}

const taken = (username: string) => new AppError(409, `An admin named ${username} already exists`, 'conflict');

/** Creates an admin; 400 on a malformed username or a short password, 409 when the username is taken. */
export async function createAdmin({ deps, actor, ...input }: CreateAdminOptions): Promise<{ id: string; username: string }> {
  const username = checkUsername(input.username);
  checkAdminPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now().toISOString();
  const id = newId();
  try {
    await inTransaction(deps.db, async (tx) => {
      if (await findAdminByUsername({ db: tx, username })) throw taken(username);
      await tx.insert(admins).values({ id, username, passwordHash, createdAt: now, updatedAt: now });
      await recordAudit({ tx, clock: deps.clock, actor, action: 'admin.create', targetType: 'admin', targetId: id, after: { username } });
    });
  } catch (err) {
    // Another process may have created it between our check and insert.
    if (isUniqueViolation(err, 'admins.username')) throw taken(username);
    throw err;
  }
  return { id, username };
}
