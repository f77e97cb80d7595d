import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { admins } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { checkAdminPassword, normalizeUsername } from './admin-credentials';
import { findAdminByUsername } from './find-admin-by-username';
import { revokeAllAdminTokens } from './revoke-all-admin-tokens';

export interface ResetAdminPasswordOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  username: string;
  password: string;
  actor: AuditActor;
}

/** Sets a new password and revokes every token of that admin, so old sessions end; 404 if unknown. */
export async function resetAdminPassword({
  deps,
  username,
  password,
  actor,
}: ResetAdminPasswordOptions): Promise<{ id: string; username: string; revokedTokens: number }> {
  checkAdminPassword(password);
  const existing = await findAdminByUsername({ db: deps.db, username });
  if (!existing) throw notFound(`No admin named ${normalizeUsername(username)}`);
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now().toISOString();
  const revokedTokens = await inTransaction(deps.db, async (tx) => {
    await tx.update(admins).set({ passwordHash, updatedAt: now }).where(eq(admins.id, existing.id));
    const revoked = await revokeAllAdminTokens({ tx, clock: deps.clock, adminId: existing.id });
    await recordAudit({
      tx,
      clock: deps.clock,
      actor,
      action: 'admin.reset_password',
      targetType: 'admin',
      targetId: existing.id,
      after: { username: existing.username, revokedTokens: revoked },
    });
    return revoked;
  });
  return { id: existing.id, username: existing.username, revokedTokens };
}
