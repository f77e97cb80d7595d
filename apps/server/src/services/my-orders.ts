import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_STATUSES, customerStatusOf, type AgencyOverview, type CustomerStatus, type Order } from '@app/core';
import type { SessionUser } from '../context';
import type { Db } from '../db/client';
import { orders, userProfiles } from '../db/schema';
import { ordersJson } from './order-json';
import { recountProfile } from './profile-counters';
import { inTransaction } from '../db/transaction';

/**
 * The orders a user may see: those made while signed in to this account, and those made with
 * the account's email once it is verified (an unverified address proves nothing).
 */
export function ownOrdersCondition(user: Pick<SessionUser, 'id' | 'email' | 'isEmailVerified'>): SQL {
  const mine = user.isEmailVerified ? or(eq(orders.userId, user.id), eq(orders.email, user.email)) : eq(orders.userId, user.id);
  return mine ?? eq(orders.userId, user.id);
}

/** The user's requests, newest first, each with customerStatus and station; optionally one agency's. */
export async function listMyOrders(db: Db, user: SessionUser, agencyName?: string): Promise<Order[]> {
  const scope = ownOrdersCondition(user);
  const where = agencyName ? and(scope, sql`lower(${orders.agencyName}) = lower(${agencyName})`) : scope;
  const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
  return ordersJson(db, rows);
}

/** The agency overview of the signed-in user; the profile row is made on first use. */
export async function agencyOverview(db: Db, user: SessionUser, now: Date): Promise<AgencyOverview> {
  const readProfile = async () => (await db.select().from(userProfiles).where(eq(userProfiles.userId, user.id)))[0];
  let profile = await readProfile();
  if (!profile) {
    await inTransaction(db, async (tx) => recountProfile(tx, user.id, now.toISOString()));
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
