import { asc, eq } from 'drizzle-orm';
import type { OrderEvent } from '@app/core';
import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema';

export interface ListAdminOrderEventsOptions {
  db: Pick<Db, 'select'>;
  orderId: string;
}

/** An order's history row as operators see it. */
export const adminOrderEventOf = (e: typeof orderEvents.$inferSelect): OrderEvent => ({
  id: e.id,
  at: e.at,
  actor: e.actor,
  kind: e.kind,
  from: e.from,
  to: e.to,
  reason: e.reason,
  internal: e.internal,
});

/** Every history row of an order, notes included, oldest first (operators only). */
export async function listAdminOrderEvents({ db, orderId }: ListAdminOrderEventsOptions): Promise<OrderEvent[]> {
  return await db
    .select({
      id: orderEvents.id,
      at: orderEvents.at,
      actor: orderEvents.actor,
      kind: orderEvents.kind,
      from: orderEvents.from,
      to: orderEvents.to,
      reason: orderEvents.reason,
      internal: orderEvents.internal,
    })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}
