import type { Db } from '../../db/client';
import { adminTokens } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { newId, newToken, sha256 } from '../../lib/random';
import { HOUR } from '../../lib/time';

/** An admin token lives 12 hours from login, however much it is used; logout ends it sooner. */
export const ADMIN_TOKEN_TTL_MS = 12 * HOUR;

export interface IssueAdminTokenOptions {
  /** The transaction of the login (its audit entry). */
  tx: Pick<Db, 'insert'>;
  clock: Clock;
  adminId: string;
}

/** Creates a token for the admin and returns it; only its SHA-256 is stored. */
export async function issueAdminToken({ tx, clock, adminId }: IssueAdminTokenOptions): Promise<{ token: string; tokenId: string; expiresAt: string }> {
  const token = newToken(32);
  const now = clock.now();
  const tokenId = newId();
  const expiresAt = new Date(now.getTime() + ADMIN_TOKEN_TTL_MS).toISOString();
  await tx.insert(adminTokens).values({ id: tokenId, tokenHash: sha256(token), adminId, expiresAt, createdAt: now.toISOString() });
  return { token, tokenId, expiresAt };
}
