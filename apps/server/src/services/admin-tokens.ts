import { and, eq, isNull } from 'drizzle-orm';
import type { AdminIdentity } from '../context';
import type { Db } from '../db/client';
import { admins, adminTokens } from '../db/schema';
import type { Clock } from '../lib/clock';
import { HOUR, MINUTE } from '../lib/time';
import { newId, newToken, sha256 } from '../lib/random';

/** An admin token lives 12 hours from login, however much it is used; logout ends it sooner. */
export const ADMIN_TOKEN_TTL_MS = 12 * HOUR;
/** lastUsedAt is written at most this often, so reads do not turn into writes. */
const LAST_USED_RESOLUTION_MS = MINUTE;

type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

/** Creates a token for the admin and returns it; only its SHA-256 is stored. */
export function issueAdminToken(tx: Tx, clock: Clock, adminId: string): { token: string; tokenId: string; expiresAt: string } {
  const token = newToken(32);
  const now = clock.now();
  const tokenId = newId();
  const expiresAt = new Date(now.getTime() + ADMIN_TOKEN_TTL_MS).toISOString();
  tx.insert(adminTokens)
    .values({ id: tokenId, tokenHash: sha256(token), adminId, expiresAt, createdAt: now.toISOString() })
    .run();
  return { token, tokenId, expiresAt };
}

/**
 * The admin a bearer token belongs to, or null when it is unknown, expired or revoked.
 * Records the time of use (to the minute).
 */
export function authenticateAdminToken(db: Db, clock: Clock, token: string): AdminIdentity | null {
  if (!token || token.length > 200) return null;
  const row = db
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
    .where(eq(adminTokens.tokenHash, sha256(token)))
    .get();
  if (!row || row.revokedAt) return null;
  const now = clock.now();
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return null;
  if (!row.lastUsedAt || now.getTime() - new Date(row.lastUsedAt).getTime() >= LAST_USED_RESOLUTION_MS) {
    db.update(adminTokens).set({ lastUsedAt: now.toISOString() }).where(eq(adminTokens.id, row.tokenId)).run();
  }
  return { id: row.adminId, username: row.username, tokenId: row.tokenId };
}

/** Revokes one token (logout). */
export function revokeAdminToken(tx: Tx, clock: Clock, tokenId: string): void {
  tx.update(adminTokens)
    .set({ revokedAt: clock.now().toISOString() })
    .where(and(eq(adminTokens.id, tokenId), isNull(adminTokens.revokedAt)))
    .run();
}

/** Revokes every live token of an admin (password reset); returns how many. */
export function revokeAllAdminTokens(tx: Tx, clock: Clock, adminId: string): number {
  const result = tx
    .update(adminTokens)
    .set({ revokedAt: clock.now().toISOString() })
    .where(and(eq(adminTokens.adminId, adminId), isNull(adminTokens.revokedAt)))
    .run();
  return result.changes;
}
