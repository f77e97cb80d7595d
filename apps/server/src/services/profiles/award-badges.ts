import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { badges, orders, stations, userBadges, userProfiles } from '../../db/schema';
import { newId } from '../../lib/random';
import { getOwnedOrdersFilter } from './get-owned-orders-filter';
import type { Clock } from '../../lib/clock';

export interface AwardBadgesOptions {
  /** The transaction of the change that moves the counters. */
  tx: Pick<Db, 'select' | 'insert'>;
  userId: string;
  clock: Clock;
}

/**
 * Gives the user every active badge whose threshold their counters now reach and that they do not
 * have yet. Call it in the transaction of the change that moves the counters, so a badge is
 * earned with that change, and only once (user_badges is unique per user and badge).
 * Categories: requests (requests sent), confirmed (confirmed or completed), markets (distinct
 * markets requested), aired (segments finished).
 */
export async function awardBadges({ tx, userId, clock }: AwardBadgesOptions): Promise<void> {
  const candidates = await tx
    .select({ id: badges.id, category: badges.category, threshold: badges.threshold })
    .from(badges)
    .leftJoin(userBadges, and(eq(userBadges.badgeId, badges.id), eq(userBadges.userId, userId)))
    .where(and(eq(badges.isActive, true), sql`${userBadges.id} is null`));
  if (!candidates.length) return;
  const profile = (
    await tx.select({ total: userProfiles.totalBookings, confirmed: userProfiles.confirmedBookings }).from(userProfiles).where(eq(userProfiles.userId, userId))
  )[0];
  const mine = await getOwnedOrdersFilter({ db: tx, userId });
  if (!mine) return;
  let reach: { markets: number; aired: number } | undefined;
  const reached = async () =>
    (reach ??= (
      await tx
        .select({
          markets: sql<number>`count(distinct ${stations.market})`.mapWith(Number),
          aired: sql<number>`coalesce(sum(case when ${orders.status} = 'finished' then 1 else 0 end), 0)`.mapWith(Number),
        })
        .from(orders)
        .leftJoin(stations, eq(stations.id, orders.stationId))
        .where(mine)
    )[0] ?? { markets: 0, aired: 0 });
  const valueOf = async (category: string | null): Promise<number> => {
    switch (category) {
      case 'requests':
        return profile?.total ?? 0;
      case 'confirmed':
        return profile?.confirmed ?? 0;
      case 'markets':
        return (await reached()).markets;
      case 'aired':
        return (await reached()).aired;
      default:
        return 0;
    }
  };
  for (const badge of candidates) {
    if (badge.threshold === null || (await valueOf(badge.category)) < badge.threshold) continue;
    await tx.insert(userBadges).values({ id: newId(), userId, badgeId: badge.id, earnedAt: clock.now().toISOString() }).onConflictDoNothing();
  }
}
