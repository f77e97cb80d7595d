import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userProfiles, users } from '../../db/schema';
import { newId } from '../../lib/random';
import type { Clock } from '../../lib/clock';

export interface EnsureProfileOptions {
  /** The transaction of the change that moves the user's counters. */
  tx: Pick<Db, 'select' | 'insert'>;
  userId: string;
  clock: Clock;
}

/**
 * Creates the user's profile row with zeros when missing (profiles are made lazily).
 * user_profiles.agencyName is unique (one profile per agency name), but two people of one agency
 * may both sign up: the second profile simply carries no agency name rather than failing the
 * transaction of an order.
 */
export async function ensureProfile({ tx, userId, clock }: EnsureProfileOptions): Promise<void> {
  const existing = (await tx.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.userId, userId)))[0];
  if (existing) return;
  const user = (await tx.select().from(users).where(eq(users.id, userId)))[0];
  if (!user) return;
  const wanted = user.userType === 'agency' ? user.agencyName : null;
  const taken = wanted ? (await tx.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.agencyName, wanted)))[0] : undefined;
  await tx.insert(userProfiles).values({
    id: newId(),
    userId,
    agencyName: taken ? null : wanted,
    email: user.email,
    joinedAt: user.createdAt,
    lastActive: clock.now().toISOString(),
  });
}
