import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { customerStatusOf, type OrderStatus } from '@app/core';
import { perConnection, type Db } from '../db/client';
import { orders, stations, userProfiles, users } from '../db/schema';
import { newId } from '../lib/random';
import { awardBadges } from './lifecycle/award-badges';
import { ownedOrders } from './lifecycle/owned-orders';

type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

export interface CountedOrder {
  userId: string | null;
  email: string;
  stationRate: number | null;
}

// user_profiles counts the orders that belong to a user: those carrying the user's id, plus guest
// orders (no user id) made with the user's email once that email is verified. confirmedBookings
// counts those confirmed or completed; totalSpent is the station rate of the completed ones only
// (a confirmed booking is not paid yet).
const STORED_CONFIRMED: OrderStatus[] = ['booking_completed', 'finished'];
const STORED_COMPLETED: OrderStatus[] = ['finished'];
const counts = (status: OrderStatus | string) => {
  const c = customerStatusOf(status);
  return c === 'confirmed' || c === 'completed';
};
const paid = (status: OrderStatus | string) => customerStatusOf(status) === 'completed';

// Every guest order looks this up: prepared once per connection (pass the Db, which joins the
// open transaction, rather than a transaction object, to reuse it across orders).
const verifiedAccountWithEmail = perConnection((tx: Tx) =>
  tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, sql.placeholder('email')), eq(users.isEmailVerified, true)))
    .prepare(),
);

/** The user an order counts for: its own user id, else the verified account with its email. */
function ownerOf(tx: Tx, order: CountedOrder): string | undefined {
  if (order.userId) return order.userId;
  return verifiedAccountWithEmail(tx).get({ email: order.email.trim().toLowerCase() })?.id;
}

/** Creates the profile row with zeros when missing (profiles are made lazily). */
function ensureProfile(tx: Tx, userId: string, now: string): void {
  const existing = tx.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.userId, userId)).get();
  if (existing) return;
  const user = tx.select().from(users).where(eq(users.id, userId)).get();
  if (!user) return;
  tx.insert(userProfiles)
    .values({
      id: newId(),
      userId,
      agencyName: freeAgencyName(tx, user.userType === 'agency' ? user.agencyName : null),
      email: user.email,
      joinedAt: user.createdAt,
      lastActive: now,
    })
    .run();
}

// user_profiles.agencyName is unique (spec 3), but two people of one agency may both sign up:
// the second profile simply carries no agency name rather than failing an order's transaction.
function freeAgencyName(tx: Tx, name: string | null): string | null {
  if (!name) return null;
  const taken = tx.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.agencyName, name)).get();
  return taken ? null : name;
}

function bump(tx: Tx, userId: string, delta: { total: number; confirmed: number; spent: number }, now: string): void {
  ensureProfile(tx, userId, now);
  tx.update(userProfiles)
    .set({
      totalBookings: sql`max(0, ${userProfiles.totalBookings} + ${delta.total})`,
      confirmedBookings: sql`max(0, ${userProfiles.confirmedBookings} + ${delta.confirmed})`,
      totalSpent: sql`max(0, ${userProfiles.totalSpent} + ${delta.spent})`,
      lastActive: now,
    })
    .where(eq(userProfiles.userId, userId))
    .run();
  // A badge is earned in the transaction of the change that reaches its threshold.
  awardBadges(tx, userId, now);
}

// `now` is optional so callers without a clock at hand still work; pass deps.clock.now().
const stamp = (now: Date | undefined) => (now ?? new Date()).toISOString();

/**
 * Counts a new order (status pending) for its owner. Call it inside the transaction that
 * creates the order, before or after the insert, with the Db rather than the transaction object
 * (the same connection) so its lookup stays prepared.
 */
export function recordOrderCreated(tx: Tx, order: CountedOrder, now?: Date): string | undefined {
  const owner = ownerOf(tx, order);
  if (owner) bump(tx, owner, { total: 1, confirmed: 0, spent: 0 }, stamp(now));
  return owner;
}

/**
 * Moves the confirmed count when an order enters or leaves confirmed/completed, and the spend when
 * it enters or leaves completed. Returns the owner whose counters moved, if any.
 */
export function recordOrderStatusChanged(tx: Tx, order: CountedOrder, before: OrderStatus, after: OrderStatus, now?: Date): string | undefined {
  const confirmed = Number(counts(after)) - Number(counts(before));
  const spent = Number(paid(after)) - Number(paid(before));
  if (confirmed === 0 && spent === 0) return undefined;
  const owner = ownerOf(tx, order);
  if (owner) bump(tx, owner, { total: 0, confirmed, spent: spent * (order.stationRate ?? 0) }, stamp(now));
  return owner;
}

/** Uncounts an order an operator deletes (call with its status before the delete). */
export function recordOrderDeleted(tx: Tx, order: CountedOrder & { status: OrderStatus }, now?: Date): void {
  const owner = ownerOf(tx, order);
  if (!owner) return;
  const confirmed = counts(order.status) ? 1 : 0;
  const spent = paid(order.status) ? 1 : 0;
  bump(tx, owner, { total: -1, confirmed: -confirmed, spent: -spent * (order.stationRate ?? 0) }, stamp(now));
}

/** Recounts a user's profile from the orders themselves (after guest orders join the account). */
export function recountProfile(tx: Tx, userId: string, now: string): void {
  const mine = ownedOrders(tx, userId);
  if (!mine) return;
  const confirmedCase = sql`case when ${inArray(orders.status, STORED_CONFIRMED)} then 1 else 0 end`;
  const completedCase = sql`case when ${inArray(orders.status, STORED_COMPLETED)} then 1 else 0 end`;
  const row = tx
    .select({
      total: sql<number>`count(*)`,
      confirmed: sql<number>`coalesce(sum(${confirmedCase}), 0)`,
      spent: sql<number>`coalesce(sum(${completedCase} * coalesce(${stations.rate}, 0)), 0)`,
    })
    .from(orders)
    .leftJoin(stations, eq(stations.id, orders.stationId))
    .where(mine)
    .get();
  ensureProfile(tx, userId, now);
  tx.update(userProfiles)
    .set({ totalBookings: row?.total ?? 0, confirmedBookings: row?.confirmed ?? 0, totalSpent: row?.spent ?? 0, lastActive: now })
    .where(eq(userProfiles.userId, userId))
    .run();
  awardBadges(tx, userId, now);
}

/**
 * Guest orders made with the user's (now verified) email join the account: they get its user id
 * and the profile is recounted. Returns how many orders were linked.
 */
export function linkGuestOrders(tx: Tx, userId: string, email: string, now: string): number {
  const linked = tx
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(orders.email, email.trim().toLowerCase())))
    .run().changes;
  recountProfile(tx, userId, now);
  return linked;
}
