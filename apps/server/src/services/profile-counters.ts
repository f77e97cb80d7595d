import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { customerStatusOf, type OrderStatus } from '@app/core';
import type { Db } from '../db/client';
import { notBelowZero } from '../db/sql';
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

/** The user an order counts for: its own user id, else the verified account with its email. */
async function ownerOf(tx: Tx, order: CountedOrder): Promise<string | undefined> {
  if (order.userId) return order.userId;
  return (await tx.select({ id: users.id }).from(users).where(and(eq(users.email, order.email.trim().toLowerCase()), eq(users.isEmailVerified, true))))[0]?.id;
}

/** Creates the profile row with zeros when missing (profiles are made lazily). */
async function ensureProfile(tx: Tx, userId: string, now: string): Promise<void> {
  const existing = (await tx.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.userId, userId)))[0];
  if (existing) return;
  const user = (await tx.select().from(users).where(eq(users.id, userId)))[0];
  if (!user) return;
  await tx.insert(userProfiles)
    .values({
      id: newId(),
      userId,
      agencyName: await freeAgencyName(tx, user.userType === 'agency' ? user.agencyName : null),
      email: user.email,
      joinedAt: user.createdAt,
      lastActive: now,
    });
}

// user_profiles.agencyName is unique (one profile per agency name), but two people of one agency may both sign up:
// the second profile simply carries no agency name rather than failing an order's transaction.
async function freeAgencyName(tx: Tx, name: string | null): Promise<string | null> {
  if (!name) return null;
  const taken = (await tx.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.agencyName, name)))[0];
  return taken ? null : name;
}

async function bump(tx: Tx, userId: string, delta: { total: number; confirmed: number; spent: number }, now: string): Promise<void> {
  await ensureProfile(tx, userId, now);
  await tx.update(userProfiles)
    .set({
      totalBookings: notBelowZero(sql`${userProfiles.totalBookings} + ${delta.total}`),
      confirmedBookings: notBelowZero(sql`${userProfiles.confirmedBookings} + ${delta.confirmed}`),
      totalSpent: notBelowZero(sql`${userProfiles.totalSpent} + ${delta.spent}`),
      lastActive: now,
    })
    .where(eq(userProfiles.userId, userId));
  // A badge is earned in the transaction of the change that reaches its threshold.
  await awardBadges(tx, userId, now);
}

// `now` is optional so callers without a clock at hand still work; pass deps.clock.now().
const stamp = (now: Date | undefined) => (now ?? new Date()).toISOString();

/**
 * Counts a new order (status pending) for its owner. Call it inside the transaction that
 * creates the order, before or after the insert, with the Db rather than the transaction object
 * (the same connection) so its lookup stays prepared.
 */
export async function recordOrderCreated(tx: Tx, order: CountedOrder, now?: Date): Promise<string | undefined> {
  const owner = await ownerOf(tx, order);
  if (owner) await bump(tx, owner, { total: 1, confirmed: 0, spent: 0 }, stamp(now));
  return owner;
}

/**
 * Moves the confirmed count when an order enters or leaves confirmed/completed, and the spend when
 * it enters or leaves completed. Returns the owner whose counters moved, if any.
 */
export async function recordOrderStatusChanged(tx: Tx, order: CountedOrder, before: OrderStatus, after: OrderStatus, now?: Date): Promise<string | undefined> {
  const confirmed = Number(counts(after)) - Number(counts(before));
  const spent = Number(paid(after)) - Number(paid(before));
  if (confirmed === 0 && spent === 0) return undefined;
  const owner = await ownerOf(tx, order);
  if (owner) await bump(tx, owner, { total: 0, confirmed, spent: spent * (order.stationRate ?? 0) }, stamp(now));
  return owner;
}

/** Uncounts an order an operator deletes (call with its status before the delete). */
export async function recordOrderDeleted(tx: Tx, order: CountedOrder & { status: OrderStatus }, now?: Date): Promise<void> {
  const owner = await ownerOf(tx, order);
  if (!owner) return;
  const confirmed = counts(order.status) ? 1 : 0;
  const spent = paid(order.status) ? 1 : 0;
  await bump(tx, owner, { total: -1, confirmed: -confirmed, spent: -spent * (order.stationRate ?? 0) }, stamp(now));
}

/** Recounts a user's profile from the orders themselves (after guest orders join the account). */
export async function recountProfile(tx: Tx, userId: string, now: string): Promise<void> {
  const mine = await ownedOrders(tx, userId);
  if (!mine) return;
  const confirmedCase = sql`case when ${inArray(orders.status, STORED_CONFIRMED)} then 1 else 0 end`;
  const completedCase = sql`case when ${inArray(orders.status, STORED_COMPLETED)} then 1 else 0 end`;
  const row = (await tx
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      confirmed: sql<number>`coalesce(sum(${confirmedCase}), 0)`.mapWith(Number),
      spent: sql<number>`coalesce(sum(${completedCase} * coalesce(${stations.rate}, 0)), 0)`.mapWith(Number),
    })
    .from(orders)
    .leftJoin(stations, eq(stations.id, orders.stationId))
    .where(mine))[0];
  await ensureProfile(tx, userId, now);
  await tx.update(userProfiles)
    .set({ totalBookings: row?.total ?? 0, confirmedBookings: row?.confirmed ?? 0, totalSpent: row?.spent ?? 0, lastActive: now })
    .where(eq(userProfiles.userId, userId));
  await awardBadges(tx, userId, now);
}

/**
 * Guest orders made with the user's (now verified) email join the account: they get its user id
 * and the profile is recounted. Returns how many orders were linked.
 */
export async function linkGuestOrders(tx: Tx, userId: string, email: string, now: string): Promise<number> {
  const linked = (await tx
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), eq(orders.email, email.trim().toLowerCase())))
    .returning({ id: orders.id })).length;
  await recountProfile(tx, userId, now);
  return linked;
}
