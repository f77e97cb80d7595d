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
export async function issueAdminToken(tx: Tx, clock: Clock, adminId: string): Promise<{ token: string; tokenId: string; expiresAt: string }> {
  const token = newToken(32);
  const now = clock.now();
  const tokenId = newId();
  const expiresAt = new Date(now.getTime() + ADMIN_TOKEN_TTL_MS).toISOString();
  await tx.insert(adminTokens)
    .values({ id: tokenId, tokenHash: sha256(token), adminId, expiresAt, createdAt: now.toISOString() });
  return { token, tokenId, expiresAt };
}

/**
 * The admin a bearer token belongs to, or null when it is unknown, expired or revoked.
 * Records the time of use (to the minute).
 */
export async function authenticateAdminToken(db: Db, clock: Clock, token: string): Promise<AdminIdentity | null> {
  if (!token || token.length > 200) return null;
  const row = (await db
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
    .where(eq(adminTokens.tokenHash, sha256(token))))[0];
  if (!row || row.revokedAt) return null;
  const now = clock.now();
  if (new Date(row.expiresAt).getTime() <= now.getTime()) return null;
  if (!row.lastUsedAt || now.getTime() - new Date(row.lastUsedAt).getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.update(adminTokens).set({ lastUsedAt: now.toISOString() }).where(eq(adminTokens.id, row.tokenId));
  }
  return { id: row.adminId, username: row.username, tokenId: row.tokenId };
}

/** Revokes one token (logout). */
export async function revokeAdminToken(tx: Tx, clock: Clock, tokenId: string): Promise<void> {
  await tx.update(adminTokens)
    .set({ revokedAt: clock.now().toISOString() })
    .where(and(eq(adminTokens.id, tokenId), isNull(adminTokens.revokedAt)));
}

/** Revokes every live token of an admin (password reset); returns how many. */
export async function revokeAllAdminTokens(tx: Tx, clock: Clock, adminId: string): Promise<number> {
  const result = await tx
    .update(adminTokens)
    .set({ revokedAt: clock.now().toISOString() })
    .where(and(eq(adminTokens.adminId, adminId), isNull(adminTokens.revokedAt)))
    .returning({ id: adminTokens.id });
  return result.length;
}
