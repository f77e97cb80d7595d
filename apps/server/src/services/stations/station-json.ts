import type { AdminStation } from '@app/core';
import type { stations } from '../../db/schema';

export type StationRow = typeof stations.$inferSelect;

/** A station row as admin endpoints return it: every column, contact fields included. */
export function adminStationJson(row: StationRow): AdminStation {
  return {
    id: row.id,
    callLetters: row.callLetters,
    affiliate: row.affiliate,
    market: row.market,
    state: row.state,
    city: row.city,
    showName: row.showName ?? '',
    link: row.link,
    rate: row.rate,
    isHidden: row.isHidden,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    contactTitle: row.contactTitle,
    mediaCompany: row.mediaCompany,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The 409 of a second station with the same call letters (on the form's field). */
export const CALL_LETTERS_TAKEN = (callLetters: string): string => `A station with call letters ${callLetters} already exists`;
