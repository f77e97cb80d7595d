import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminTokens } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export interface RevokeAllAdminTokensOptions {
  /** The transaction of the password reset. */
  tx: Pick<Db, 'update'>;
  clock: Clock;
  adminId: string;
}

/** Revokes every live token of an admin (password reset); returns how many. */
export async function revokeAllAdminTokens({ tx, clock, adminId }: RevokeAllAdminTokensOptions): Promise<number> {
  const result = await tx
    .update(adminTokens)
    .set({ revokedAt: clock.now().toISOString() })
    .where(and(eq(adminTokens.adminId, adminId), isNull(adminTokens.revokedAt)))
    .returning({ id: adminTokens.id });
  return result.length;
}
