import { MESSAGES, type Order, type OrderInput } from '@app/core';
import { sql, type Placeholder } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { perConnection } from '../db/client';
import { groupCommit } from '../db/group-commit';
import { orders } from '../db/schema';
import { AppError } from '../lib/errors';
import { newId, newOrderNumber } from '../lib/random';
import { orderOpsEmail } from '../mail/templates/order-ops-email';
import { orderReceivedEmail } from '../mail/templates/order-received-email';
import { orderJson } from './order-json';
import { recordOrderCreated } from './profile-counters';
import type { StationCatalogue } from './station-catalogue';

export interface CreateOrderOptions {
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'clock'>;
  catalogue: Pick<StationCatalogue, 'get'>;
  /** The validated body (createOrderInputSchema). */
  input: OrderInput;
  /** The signed-in user, or null for a guest. */
  userId: string | null;
  /** Injected by tests to force a clash; defaults to the random generator. */
  orderNumbers?: () => string;
}

/** How often a clashing random order number is drawn again before giving up. */
const ORDER_NUMBER_ATTEMPTS = 5;

/** 400 for a hidden or unknown station: the same answer, so hidden stations stay invisible. */
export function stationMissingError(): AppError {
  return new AppError(400, MESSAGES.stationMissing, 'station_missing', { stationId: [MESSAGES.stationMissing] });
}

/** The columns a new order sets; the insert is prepared once per connection with these placeholders. */
const NEW_ORDER_FIELDS = [
  'id', 'orderNumber', 'userId', 'agencyName', 'clientName', 'contactName', 'email', 'phone', 'interviewTopic',
  'stationId', 'preferredDate', 'alternativeDate', 'notes', 'status', 'createdAt', 'updatedAt',
] as const;
type NewOrderRow = Pick<typeof orders.$inferSelect, (typeof NEW_ORDER_FIELDS)[number]>;

const insertOrder = perConnection((db) => {
  const values = Object.fromEntries(NEW_ORDER_FIELDS.map((field) => [field, sql.placeholder(field)]));
  return db
    .insert(orders)
    .values(values as { [K in keyof NewOrderRow]: Placeholder<K> })
    .prepare();
});

function isOrderNumberClash(err: unknown): boolean {
  // drizzle wraps the driver's error; the SQLite message names the violated column.
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    if (/UNIQUE constraint failed: orders\.order_number/.test(e.message)) return true;
  }
  return false;
}

/**
 * Stores a booking request with status pending and, in the same transaction, queues the email to
 * the provider's team and the receipt to the requester; the worker sends them after commit.
 * Orders that arrive together are committed together (db/group-commit.ts); the promise
 * resolves once this one is committed.
 */
export async function createOrder(opts: CreateOrderOptions): Promise<Order> {
  const { deps, input, userId } = opts;
  const { db, config, mailer, clock } = deps;
  const station = opts.catalogue.get(input.stationId);
  if (!station) throw stationMissingError();
  const drawNumber = opts.orderNumbers ?? newOrderNumber;

  for (let attempt = 1; ; attempt++) {
    const now = clock.now().toISOString();
    const row = {
      id: newId(),
      orderNumber: drawNumber(),
      userId,
      agencyName: input.agencyName,
      clientName: input.clientName,
      contactName: input.contactName,
      email: input.email,
      phone: input.phone,
      interviewTopic: input.interviewTopic,
      stationId: station.id,
      preferredDate: input.preferredDate,
      alternativeDate: input.alternativeDate,
      notes: input.notes,
      status: 'pending' as const,
      createdAt: now,
      updatedAt: now,
    } satisfies NewOrderRow;
    try {
      await groupCommit(db).run(() => {
        insertOrder(db).run(row);
        mailer.enqueue(
          orderOpsEmail({
            to: config.opsEmail,
            order: row,
            station,
            signedIn: userId !== null,
            publicUrl: config.publicUrl,
            timeZone: config.businessTimeZone,
          }),
        );
        mailer.enqueue(orderReceivedEmail({ order: row, station, publicUrl: config.publicUrl }));
        recordOrderCreated(db, { userId, email: row.email, stationRate: station.rate });
      });
    } catch (err) {
      if (attempt < ORDER_NUMBER_ATTEMPTS && isOrderNumberClash(err)) continue;
      throw err;
    }
    mailer.wake();
    return orderJson(row, station);
  }
}
