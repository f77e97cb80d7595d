import type { AdminIdentity, AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { recordAudit } from '../audit/record-audit';
import { revokeAdminToken } from './revoke-admin-token';

export interface LogoutAdminOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  /** The admin signed in with the request's token. */
  admin: AdminIdentity;
}

/** Revokes the token the request came with. */
export async function logoutAdmin({ deps, admin }: LogoutAdminOptions): Promise<void> {
  await inTransaction(deps.db, async (tx) => {
    await revokeAdminToken({ tx, clock: deps.clock, tokenId: admin.tokenId });
    await recordAudit({
      tx,
      clock: deps.clock,
      actor: { id: admin.id, username: admin.username },
      action: 'admin.logout',
      targetType: 'admin',
      targetId: admin.id,
      before: { tokenId: admin.tokenId },
    });
  });
}
