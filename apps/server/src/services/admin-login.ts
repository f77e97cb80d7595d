import { MESSAGES } from '@app/core';
import type { AdminIdentity } from '../context';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { AppError } from '../lib/errors';
import { findAdminByUsername } from './admin-accounts';
import { issueAdminToken, revokeAdminToken } from './admin-tokens';
import { recordAudit } from './audit/record-audit';
import { verifyDummyPassword, verifyPassword } from '../lib/passwords';
import { inTransaction } from '../db/transaction';

/** The one answer to every failed admin login: it never says which part was wrong. */
export const adminLoginFailed = () => new AppError(401, MESSAGES.adminInvalidCredentials, 'invalid_credentials');

/**
 * Checks username and password and issues a bearer token. Unknown usernames cost the same
 * work as known ones (a dummy hash is checked), so timing does not reveal which exist.
 */
export async function loginAdmin(
  deps: { db: Db; clock: Clock },
  input: { username: string; password: string },
): Promise<{ token: string; admin: { id: string; username: string }; expiresAt: string }> {
  const admin = await findAdminByUsername(deps.db, input.username);
  const ok = admin ? await verifyPassword(input.password, admin.passwordHash) : await verifyDummyPassword(input.password);
  if (!admin || !ok) throw adminLoginFailed();
  const issued = await inTransaction(deps.db, async (tx) => {
    const t = await issueAdminToken(tx, deps.clock, admin.id);
    await recordAudit({ tx, clock: deps.clock,
      actor: { id: admin.id, username: admin.username },
      action: 'admin.login',
      targetType: 'admin',
      targetId: admin.id,
      after: { tokenId: t.tokenId, expiresAt: t.expiresAt },
    });
    return t;
  });
  return { token: issued.token, admin: { id: admin.id, username: admin.username }, expiresAt: issued.expiresAt };
}

/** Revokes the token the request came with. */
export async function logoutAdmin(deps: { db: Db; clock: Clock }, admin: AdminIdentity): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    await revokeAdminToken(tx, deps.clock, admin.tokenId);
    await recordAudit({ tx, clock: deps.clock,
      actor: { id: admin.id, username: admin.username },
      action: 'admin.logout',
      targetType: 'admin',
      targetId: admin.id,
      before: { tokenId: admin.tokenId },
    });
  });
}
