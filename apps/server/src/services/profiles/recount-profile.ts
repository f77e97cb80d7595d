import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, stations, userProfiles } from '../../db/schema';
import { awardBadges } from './award-badges';
import { STORED_COMPLETED, STORED_CONFIRMED } from './counted-statuses';
import { ensureProfile } from './ensure-profile';
import { getOwnedOrdersFilter } from './get-owned-orders-filter';
import type { Clock } from '../../lib/clock';

export interface RecountProfileOptions {
  tx: Pick<Db, 'select' | 'insert' | 'update'>;
  userId: string;
  clock: Clock;
}

/** Recounts a user's profile from the orders themselves (after guest orders join the account). */
export async function recountProfile({ tx, userId, clock }: RecountProfileOptions): Promise<void> {
  const mine = await getOwnedOrdersFilter({ db: tx, userId });
  if (!mine) return;
  const confirmedCase = sql`case when ${inArray(orders.status, STORED_CONFIRMED)} then 1 else 0 end`;
  const completedCase = sql`case when ${inArray(orders.status, STORED_COMPLETED)} then 1 else 0 end`;
  const row = (
    await tx
      .select({
        total: sql<number>`count(*)`.mapWith(Number),
        confirmed: sql<number>`coalesce(sum(${confirmedCase}), 0)`.mapWith(Number),
        spent: sql<number>`coalesce(sum(${completedCase} * coalesce(${stations.rate}, 0)), 0)`.mapWith(Number),
      })
      .from(orders)
      .leftJoin(stations, eq(stations.id, orders.stationId))
      .where(mine)
  )[0];
  await ensureProfile({ tx, userId, clock });
  await tx
    .update(userProfiles)
    .set({ totalBookings: row?.total ?? 0, confirmedBookings: row?.confirmed ?? 0, totalSpent: row?.spent ?? 0, lastActive: clock.now().toISOString() })
    .where(eq(userProfiles.userId, userId));
  await awardBadges({ tx, userId, clock });
}
