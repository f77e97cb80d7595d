import { eq } from 'drizzle-orm';
import type { SlotOffer, StationRequestInfo } from '@app/core';
import type { Db } from '../../db/client';
import { stationRequests } from '../../db/schema';
import { findSlotOffer } from './producer-request-json';

/** How an order's station is reached (producer link or manual relay) and what it answered; null before the order was sent to it. */
export async function getStationRequestInfo({ db, orderId }: { db: Pick<Db, 'select'>; orderId: string }): Promise<StationRequestInfo | null> {
  const row = (await db.select().from(stationRequests).where(eq(stationRequests.orderId, orderId)))[0];
  if (!row) return null;
  return stationRequestInfoOf(row, await findSlotOffer({ db, orderId }));
}

/** The info of a station request row and its order's live offer (findSlotOffer's). */
export function stationRequestInfoOf(row: typeof stationRequests.$inferSelect, offer: SlotOffer | null): StationRequestInfo {
  return {
    relay: row.tokenHash ? 'link' : 'manual',
    sentAt: row.sentAt,
    remindedAt: row.remindedAt,
    answeredAt: row.answeredAt,
    offer,
  };
}
