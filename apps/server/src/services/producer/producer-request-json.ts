import { and, eq, isNotNull } from 'drizzle-orm';
import { allowedProducerAnswers, stationTimeZone, type ProducerRequest, type ProducerSegment, type SlotOffer } from '@app/core';
import type { Db } from '../../db/client';
import { orders, slotOffers } from '../../db/schema';
import { slotOf, type OrderRow } from '../orders/order-json';
import type { StationRow } from '../stations/station-json';
import type { Clock } from '../../lib/clock';

/** How many of the station's upcoming confirmed segments its page lists. */
const UPCOMING_SHOWN = 20;

export interface ProducerRequestJsonOptions {
  db: Pick<Db, 'select'>;
  order: OrderRow;
  station: StationRow;
  clock: Clock;
  businessTimeZone: string;
}

/** The live offer of times for an order, or null. */
export async function findSlotOffer({ db, orderId }: { db: Pick<Db, 'select'>; orderId: string }): Promise<SlotOffer | null> {
  const row = (await db.select().from(slotOffers).where(eq(slotOffers.orderId, orderId)))[0];
  return row ? { kind: row.kind, options: row.options, note: row.note, createdAt: row.createdAt } : null;
}

/** The station's confirmed segments whose slot has not started yet, soonest first. */
async function upcomingSegments(db: Pick<Db, 'select'>, stationId: string, now: Date): Promise<ProducerSegment[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.stationId, stationId), eq(orders.status, 'booking_completed'), isNotNull(orders.slotStartsAt)));
  // Slots carry their own offsets, so they are compared as instants, not as text.
  return rows
    .flatMap((row) => {
      const slot = slotOf(row);
      return slot && Date.parse(slot.startsAt) >= now.getTime()
        ? [{ orderNumber: row.orderNumber, clientName: row.clientName, interviewTopic: row.interviewTopic, slot }]
        : [];
    })
    .sort((a, b) => Date.parse(a.slot.startsAt) - Date.parse(b.slot.startsAt))
    .slice(0, UPCOMING_SHOWN);
}

/**
 * What the producer page shows: the request as the station's email gives it (never the
 * requester's email or phone), the answers the order's state allows, and the station's own
 * upcoming confirmed segments.
 */
export async function producerRequestJson({ db, order, station, clock, businessTimeZone }: ProducerRequestJsonOptions): Promise<ProducerRequest> {
  const slot = slotOf(order);
  const now = clock.now();
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    station: {
      callLetters: station.callLetters,
      market: station.market,
      showName: station.showName,
      affiliate: station.affiliate,
      timeZone: stationTimeZone(station.state, businessTimeZone),
    },
    clientName: order.clientName,
    interviewTopic: order.interviewTopic,
    agencyName: order.agencyName,
    preferredDate: order.preferredDate,
    alternativeDate: order.alternativeDate,
    notes: order.notes,
    slot,
    airedAt: order.airedAt,
    clipUrl: order.clipUrl,
    offer: await findSlotOffer({ db, orderId: order.id }),
    allowedAnswers: allowedProducerAnswers({ status: order.status, slot }, now),
    upcoming: await upcomingSegments(db, station.id, now),
  };
}
