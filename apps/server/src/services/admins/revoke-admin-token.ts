import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminTokens } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export interface RevokeAdminTokenOptions {
  /** The transaction of the logout (its audit entry). */
  tx: Pick<Db, 'update'>;
  clock: Clock;
  tokenId: string;
}

/** Revokes one token (logout). */
export async function revokeAdminToken({ tx, clock, tokenId }: RevokeAdminTokenOptions): Promise<void> {
  await tx
    .update(adminTokens)
    .set({ revokedAt: clock.now().toISOString() })
    .where(and(eq(adminTokens.id, tokenId), isNull(adminTokens.revokedAt)));
}
