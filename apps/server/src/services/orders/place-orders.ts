import { isBlackedOut, MESSAGES, type Order, type OrderInput, type PublicStation } from '@app/core';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { insertSet, insertTogether } from '../../db/insert-together';
import { isUniqueViolation } from '../../db/sql';
import { inTransaction } from '../../db/transaction';
import { manageLinks, orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { newId, newOrderNumber, newToken, sha256 } from '../../lib/random';
import { newMessageId } from '../../mail/message-id';
import { orderGroupOpsEmail, orderGroupReceivedEmail } from '../../mail/templates/order-group-emails';
import { orderOpsEmail } from '../../mail/templates/order-ops-email';
import { orderReceivedEmail } from '../../mail/templates/order-received-email';
import { NEW_ORDER_LIFECYCLE, orderJson } from './order-json';
import { idempotentAnswer, type IdempotencyRecord } from './save-idempotent-answer';
import { orderOwnerRead } from '../profiles/find-order-owner';
import { recordOrderCreated } from '../profiles/record-order-created';
import { blackoutsByStation, blackoutsOfStationsRead, getBlackoutsOfStations, type StationBlackout } from '../stations/get-station-blackouts';
import { activeWebhookEndpointsRead } from '../webhooks/enqueue-webhook-events';
import { enqueueOrdersCreated } from '../webhooks/order-webhook-events';

/** What every booking request carries, for one station or several. */
export interface BookingRequestOptions {
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'clock'>;
  /** The validated body (createOrderInputSchema). */
  input: OrderInput;
  /** The signed-in user, or null for a guest. */
  userId: string | null;
  /** Injected by tests to force a clash; defaults to the random generator. */
  orderNumbers?: () => string;
  /** Set when the request carried an Idempotency-Key: its answer is stored in the same transaction. */
  idempotency?: IdempotencyRecord | undefined;
}

/** How often a clashing random order number is drawn again before giving up. */
const ORDER_NUMBER_ATTEMPTS = 5;

type NewOrderRow = typeof orders.$inferInsert;

const isOrderNumberClash = (err: unknown) => isUniqueViolation(err, 'orders.order_number');

/** What placeOrders needs besides the request: the stations, already looked up. */
export interface PlaceOrdersOptions extends BookingRequestOptions {
  stations: readonly PublicStation[];
  /** Shared by the orders of a request for several stations. */
  requestGroupId: string | null;
  /** The JSON answered for these orders (stored for the key). */
  answer: (orders: Order[]) => unknown;
}

/**
 * 400 when a date falls on one of the station's blackout dates; a request for several stations
 * names it. Booking and a customer's new dates both go through it, so both answer the same.
 */
export async function checkBlackouts(
  db: Pick<Db, 'select'>,
  input: Pick<OrderInput, 'preferredDate' | 'alternativeDate'>,
  stations: readonly Pick<PublicStation, 'id' | 'callLetters'>[],
): Promise<void> {
  refuseBlackedOut(await getBlackoutsOfStations({ db, stationIds: stations.map((s) => s.id) }), input, stations);
}

/** checkBlackouts on the stations' blackout ranges, already read. */
function refuseBlackedOut(
  blackoutsOf: ReadonlyMap<string, readonly StationBlackout[]>,
  input: Pick<OrderInput, 'preferredDate' | 'alternativeDate'>,
  stations: readonly Pick<PublicStation, 'id' | 'callLetters'>[],
): void {
  for (const station of stations) {
    const blackouts = blackoutsOf.get(station.id) ?? [];
    if (!blackouts.length) continue;
    const fieldErrors: Record<string, string[]> = {};
    if (isBlackedOut(input.preferredDate, blackouts)) fieldErrors.preferredDate = [MESSAGES.stationUnavailable];
    if (input.alternativeDate && isBlackedOut(input.alternativeDate, blackouts)) fieldErrors.alternativeDate = [MESSAGES.stationUnavailable];
    if (Object.keys(fieldErrors).length) {
      const message = stations.length > 1 ? `${station.callLetters}: ${MESSAGES.stationUnavailable}` : MESSAGES.stationUnavailable;
      throw new AppError(400, message, 'station_unavailable', fieldErrors);
    }
  }
}

/**
 * Stores one pending order per station and, in the same transaction, queues the email to the
 * provider's team and the receipt to the requester (one of each, however many stations); the
 * worker sends them after commit. The promise resolves once these are committed.
 */
export async function placeOrders(opts: PlaceOrdersOptions): Promise<Order[]> {
  const { deps, input, userId, stations: targets } = opts;
  const { db, config, mailer, clock } = deps;
  const stationIds = targets.map((station) => station.id);
  const drawNumber = opts.orderNumbers ?? newOrderNumber;

  for (let attempt = 1; ; attempt++) {
    const now = clock.now().toISOString();
    // One thread per request: the team's email is the first about these orders and every later
    // email about any of them references it. Each order has its own manage link (cancel, change
    // dates); only the links' hashes are kept.
    const threadMessageId = newMessageId(config.publicUrl);
    const items = targets.map((station) => {
      const manageToken = newToken();
      const order = {
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
        requestGroupId: opts.requestGroupId,
        status: 'pending' as const,
        createdAt: now,
        updatedAt: now,
        threadMessageId,
      } satisfies NewOrderRow;
      return { station, order, manageToken };
    });
    const created = items.map(({ order, station }) => orderJson({ ...order, ...NEW_ORDER_LIFECYCLE }, station));
    try {
      await inTransaction(db, async (tx) => {
        const [only] = items;
        const first = { messageId: threadMessageId, replyTo: input.email };
        const receipt = { references: threadMessageId, replyTo: config.opsEmail };
        // The team's email and the requester's receipt.
        const mails =
          only && items.length === 1
            ? mailer.queued(
                {
                  ...orderOpsEmail({
                    to: config.opsEmail,
                    order: only.order,
                    station: only.station,
                    signedIn: userId !== null,
                    publicUrl: config.publicUrl,
                    timeZone: config.businessTimeZone,
                  }),
                  ...first,
                },
                { ...orderReceivedEmail({ order: only.order, station: only.station, publicUrl: config.publicUrl, manageToken: only.manageToken }), ...receipt },
              )
            : mailer.queued(
                {
                  ...orderGroupOpsEmail({
                    to: config.opsEmail,
                    items,
                    createdAt: now,
                    signedIn: userId !== null,
                    publicUrl: config.publicUrl,
                    timeZone: config.businessTimeZone,
                  }),
                  ...first,
                },
                { ...orderGroupReceivedEmail({ items, publicUrl: config.publicUrl }), ...receipt },
              );
        // Every order of the request has the same requester, counted for its owner at once.
        const requester = only ? { userId, email: only.order.email, stationRate: only.station.rate } : null;
        const ownerRead = requester && orderOwnerRead(requester);
        // The orders, their emails and the stored answer in one insert, with the reads the
        // booking needs besides: one statement, one round trip, on PostgreSQL
        // (db/insert-together.ts). The reads do not see the new rows.
        const [blackoutRows, endpoints, ownerRows] = await insertTogether(
          tx,
          [
            insertSet(
              orders,
              items.map(({ order }) => order),
            ),
            insertSet(
              manageLinks,
              items.map(({ order, manageToken }) => ({ tokenHash: sha256(manageToken), orderId: order.id, createdAt: now })),
            ),
            mails,
            ...(opts.idempotency ? [idempotentAnswer({ record: opts.idempotency, status: 201, body: opts.answer(created), clock })] : []),
          ],
          [blackoutsOfStationsRead(stationIds), activeWebhookEndpointsRead, ownerRead],
        );
        // A blackout date refuses the request, and the transaction takes the inserts back.
        refuseBlackedOut(blackoutsByStation(stationIds, blackoutRows), input, targets);
        // After the insert (badges such as Three Markets count the stored orders).
        if (requester) {
          const owner = ownerRead ? (ownerRows[0]?.id ?? null) : undefined;
          await recordOrderCreated({ tx, order: requester, clock, count: items.length, owner });
        }
        // After the insert: an endpoint listening to order.created is sent the order as stored.
        await enqueueOrdersCreated({ tx, orderIds: items.map(({ order }) => order.id), at: now, endpoints });
      });
    } catch (err) {
      if (attempt < ORDER_NUMBER_ATTEMPTS && isOrderNumberClash(err)) continue;
      throw err;
    }
    mailer.wake();
    return created;
  }
}
