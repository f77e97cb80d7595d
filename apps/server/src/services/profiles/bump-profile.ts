import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notBelowZero } from '../../db/sql';
import { userProfiles } from '../../db/schema';
import { awardBadges } from './award-badges';
import { ensureProfile } from './ensure-profile';
import type { Clock } from '../../lib/clock';

export interface BumpProfileOptions {
  /** The transaction of the change that moves the counters. */
  tx: Pick<Db, 'select' | 'insert' | 'update'>;
  userId: string;
  /** Added to the counters (negative to take away; none goes below zero). */
  delta: { total: number; confirmed: number; spent: number };
  clock: Clock;
}

/** Moves a user's counters and awards the badges they now reach, in the caller's transaction. */
export async function bumpProfile({ tx, userId, delta, clock }: BumpProfileOptions): Promise<void> {
  await ensureProfile({ tx, userId, clock });
  await tx
    .update(userProfiles)
    .set({
      totalBookings: notBelowZero(sql`${userProfiles.totalBookings} + ${delta.total}`),
      confirmedBookings: notBelowZero(sql`${userProfiles.confirmedBookings} + ${delta.confirmed}`),
      totalSpent: notBelowZero(sql`${userProfiles.totalSpent} + ${delta.spent}`),
      lastActive: clock.now().toISOString(),
    })
    .where(eq(userProfiles.userId, userId));
  // A badge is earned in the transaction of the change that reaches its threshold.
  await awardBadges({ tx, userId, clock });
}
