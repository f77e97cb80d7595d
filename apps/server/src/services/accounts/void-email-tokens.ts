import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { AccountTokenPurpose } from './issue-email-token';

export interface VoidEmailTokensOptions {
  tx: Pick<Db, 'update'>;
  clock: Clock;
  userId: string;
  purpose: AccountTokenPurpose;
}

/** Makes every unused token of the user and purpose stop working (marked used now). */
export async function voidEmailTokens({ tx, clock, userId, purpose }: VoidEmailTokensOptions): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedAt: clock.now().toISOString() })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}
