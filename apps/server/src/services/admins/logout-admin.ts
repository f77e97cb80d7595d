import type { AdminIdentity, AppDeps } from '../../context';
import { inTransaction } from '../../db/transaction';
import { recordAdminSessionAudit } from './record-admin-session-audit';
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
    await recordAdminSessionAudit({ tx, clock: deps.clock, admin, event: { action: 'admin.logout', before: { tokenId: admin.tokenId } } });
  });
}
