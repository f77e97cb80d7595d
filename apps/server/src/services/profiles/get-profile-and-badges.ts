import { asc, eq } from 'drizzle-orm';
import type { EarnedBadge, ProfileCounters } from '@app/core';
import type { Db } from '../../db/client';
import { badges, userBadges, userProfiles } from '../../db/schema';

export interface GetProfileAndBadgesOptions {
  db: Pick<Db, 'select'>;
  userId: string;
}

/** The counters and earned badges GET /api/auth/user carries beside the user's fields. */
export async function getProfileAndBadges({ db, userId }: GetProfileAndBadgesOptions): Promise<{ profile: ProfileCounters; badges: EarnedBadge[] }> {
  const profile = (
    await db
      .select({ totalBookings: userProfiles.totalBookings, confirmedBookings: userProfiles.confirmedBookings, totalSpent: userProfiles.totalSpent })
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
  )[0];
  const earned = await db
    .select({ name: badges.name, description: badges.description, icon: badges.icon, earnedAt: userBadges.earnedAt })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.earnedAt), asc(badges.threshold));
  return { profile: profile ?? { totalBookings: 0, confirmedBookings: 0, totalSpent: 0 }, badges: earned };
}
