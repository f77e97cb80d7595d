import { customerStatusOf, type BookedSlot, type Order, type PublicStation } from '@app/core';
import type { orders } from '../../db/schema';
import { publicStationJson } from '../stations/station-json';

export type OrderRow = typeof orders.$inferSelect;

/** The lifecycle columns of an order that was just created: nothing booked, aired or cancelled yet. */
export const NEW_ORDER_LIFECYCLE = {
  slotStartsAt: null,
  slotTimeZone: null,
  slotFormat: null,
  slotCallTime: null,
  slotProducerNote: null,
  calendarSequence: 0,
  airedAt: null,
  clipUrl: null,
  cancelReason: null,
  overdueRemindedAt: null,
} as const satisfies Partial<OrderRow>;

/** The booked slot of an order row, or null before one is recorded. */
export function slotOf(row: Pick<OrderRow, 'slotStartsAt' | 'slotTimeZone' | 'slotFormat' | 'slotCallTime' | 'slotProducerNote'>): BookedSlot | null {
  if (!row.slotStartsAt || !row.slotTimeZone || !row.slotFormat) return null;
  return {
    startsAt: row.slotStartsAt,
    timeZone: row.slotTimeZone,
    format: row.slotFormat,
    callTime: row.slotCallTime,
    producerNote: row.slotProducerNote,
  };
}

/** An order row as the API returns it: both status vocabularies (the stored status and the customerStatus derived from it) and its station. */
export function orderJson(row: OrderRow, station: PublicStation | null | undefined): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    userId: row.userId,
    agencyName: row.agencyName,
    clientName: row.clientName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    interviewTopic: row.interviewTopic,
    // A station deleted by an operator leaves the order with no station id.
    stationId: row.stationId ?? '',
    preferredDate: row.preferredDate,
    alternativeDate: row.alternativeDate,
    notes: row.notes,
    requestGroupId: row.requestGroupId,
    status: row.status,
    customerStatus: customerStatusOf(row.status),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    // Only its public fields: a caller may hold the station with its contact fields (the team's email needs them).
    station: station ? publicStationJson(station) : null,
    slot: slotOf(row),
    airedAt: row.airedAt,
    clipUrl: row.clipUrl,
    cancelReason: row.cancelReason,
  };
}
