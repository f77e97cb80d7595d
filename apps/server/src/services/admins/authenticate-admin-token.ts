import { eq } from 'drizzle-orm';
import type { AdminIdentity, AppDeps } from '../../context';
import { preparedRead } from '../../db/prepared-read';
import { admins, adminTokens } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { sha256 } from '../../lib/random';
import { MINUTE } from '../../lib/time';

/** lastUsedAt is written at most this often, so reads do not turn into writes. */
const LAST_USED_RESOLUTION_MS = MINUTE;

// Every admin request reads it before its own reads: prepared once per connection (db/prepared-read.ts).
const tokenByHash = preparedRead((db, p: { hash: string }) =>
  db
    .select({
      tokenId: adminTokens.id,
      expiresAt: adminTokens.expiresAt,
      revokedAt: adminTokens.revokedAt,
      lastUsedAt: adminTokens.lastUsedAt,
      adminId: admins.id,
      username: admins.username,
    })
    .from(adminTokens)
    .innerJoin(admins, eq(admins.id, adminTokens.adminId))
    .where(eq(adminTokens.tokenHash, p.hash)),
);

export interface AuthenticateAdminTokenOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  /** The bearer token the request came with. */
  token: string;
}

/** The rule of a live token: known, not revoked (logout), not expired. */
const isLive = <T extends { revokedAt: string | null; expiresAt: string }>(row: T | undefined, now: Date): row is T =>
  !!row && !row.revokedAt && new Date(row.expiresAt).getTime() > now.getTime();

/**
 * The admin a bearer token belongs to, or null when it is unknown, expired or revoked.
 * Records the time of use (to the minute).
 */
export async function authenticateAdminToken({ deps, token }: AuthenticateAdminTokenOptions): Promise<AdminIdentity | null> {
  const { db, clock } = deps;
  if (!token || token.length > 200) return null;
  const [row] = await tokenByHash(db, { hash: sha256(token) });
  const now = clock.now();
  if (!isLive(row, now)) return null;
  if (!row.lastUsedAt || now.getTime() - new Date(row.lastUsedAt).getTime() >= LAST_USED_RESOLUTION_MS) {
    await inTransaction(db, (tx) => tx.update(adminTokens).set({ lastUsedAt: now.toISOString() }).where(eq(adminTokens.id, row.tokenId)));
  }
  return { id: row.adminId, username: row.username, tokenId: row.tokenId };
}

const tokenState = preparedRead((db, p: { id: string }) =>
  db.select({ expiresAt: adminTokens.expiresAt, revokedAt: adminTokens.revokedAt }).from(adminTokens).where(eq(adminTokens.id, p.id)),
);

/** Whether an admin token authenticated earlier is still live: neither revoked (logout) nor expired since. */
export async function adminTokenIsLive({ deps, tokenId }: { deps: Pick<AppDeps, 'db' | 'clock'>; tokenId: string }): Promise<boolean> {
  const [row] = await tokenState(deps.db, { id: tokenId });
  return isLive(row, deps.clock.now());
}
