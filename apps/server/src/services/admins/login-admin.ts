import { MESSAGES } from '@app/core';
import type { AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { verifyDummyPassword, verifyPassword } from '../../lib/passwords';
import { findAdminByUsername } from './find-admin-by-username';
import { issueAdminToken } from './issue-admin-token';
import { recordAdminSessionAudit } from './record-admin-session-audit';

export interface LoginAdminOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  username: string;
  password: string;
}

/**
 * Checks username and password and issues a bearer token; 401 with one answer for every
 * failure, which never says which part was wrong. Unknown usernames cost the same work as known
 * ones (a dummy hash is checked), so timing does not reveal which exist.
 */
export async function loginAdmin({
  deps,
  username,
  password,
}: LoginAdminOptions): Promise<{ token: string; admin: { id: string; username: string }; expiresAt: string }> {
  const admin = await findAdminByUsername({ db: deps.db, username });
  const ok = admin ? await verifyPassword(password, admin.passwordHash) : await verifyDummyPassword(password);
  if (!admin || !ok) throw new AppError(401, MESSAGES.adminInvalidCredentials, 'invalid_credentials');
  const issued = await inTransaction(deps.db, async (tx) => {
    const t = await issueAdminToken({ tx, clock: deps.clock, adminId: admin.id });
    await recordAdminSessionAudit({ tx, clock: deps.clock, admin, event: { action: 'admin.login', after: { tokenId: t.tokenId, expiresAt: t.expiresAt } } });
    return t;
  });
  return { token: issued.token, admin: { id: admin.id, username: admin.username }, expiresAt: issued.expiresAt };
}
