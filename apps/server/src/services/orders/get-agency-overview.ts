import { eq, sql } from 'drizzle-orm';
import { CUSTOMER_STATUSES, customerStatusOf, type AgencyOverview, type CustomerStatus } from '@app/core';
import type { AppDeps, SessionUser } from '../../context';
import { orders, userProfiles } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { recountProfile } from '../profiles/recount-profile';
import { ownOrdersCondition } from './own-orders';

export interface GetAgencyOverviewOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  user: SessionUser;
}

/** The agency overview of the signed-in user; the profile row is made on first use. */
export async function getAgencyOverview({ deps, user }: GetAgencyOverviewOptions): Promise<AgencyOverview> {
  const { db } = deps;
  const readProfile = async () => (await db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)))[0];
  let profile = await readProfile();
  if (!profile) {
    await inTransaction(db, async (tx) => recountProfile({ tx, userId: user.id, clock: deps.clock }));
    profile = await readProfile();
  }
  const rows = await db
    .select({ status: orders.status, clientName: orders.clientName, count: sql<number>`count(*)`.mapWith(Number) })
    .from(orders)
    .where(ownOrdersCondition(user))
    .groupBy(orders.status, orders.clientName);
  const byStatus = Object.fromEntries(CUSTOMER_STATUSES.map((s) => [s, 0])) as Record<CustomerStatus, number>;
  const clients = new Map<string, { clientName: string; total: number; confirmed: number }>();
  for (const row of rows) {
    const status = customerStatusOf(row.status);
    byStatus[status] += row.count;
    const key = row.clientName.trim().toLowerCase();
    const entry = clients.get(key) ?? { clientName: row.clientName.trim(), total: 0, confirmed: 0 };
    entry.total += row.count;
    if (status === 'confirmed' || status === 'completed') entry.confirmed += row.count;
    clients.set(key, entry);
  }
  return {
    totalBookings: profile?.totalBookings ?? 0,
    confirmedBookings: profile?.confirmedBookings ?? 0,
    totalSpent: profile?.totalSpent ?? 0,
    byStatus,
    byClient: [...clients.values()].sort((a, b) => b.total - a.total || a.clientName.localeCompare(b.clientName)),
  };
}
