import type { AdminStation, AdminStationSummary, PublicStation } from '@app/core';
import type { stations } from '../../db/schema';
import { rowJson } from '../../lib/row-json';

export type StationRow = typeof stations.$inferSelect;

/** What the public sees of a station. */
const PUBLIC_STATION_FIELDS = [
  'id',
  'callLetters',
  'affiliate',
  'market',
  'state',
  'city',
  'showName',
  'link',
  'rate',
  'isHidden',
] as const satisfies readonly (keyof PublicStation)[];

/** The public fields and the operator's: contact fields and timestamps. */
const ADMIN_STATION_FIELDS = [
  ...PUBLIC_STATION_FIELDS,
  'contactName',
  'contactEmail',
  'contactPhone',
  'contactTitle',
  'mediaCompany',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof AdminStation)[];

/** A station row as admin endpoints return it: every column, contact fields included. */
export function adminStationJson(row: StationRow): AdminStation {
  return { ...rowJson(row, ADMIN_STATION_FIELDS), showName: row.showName ?? '' };
}

/**
 * A station as the public and a requester see it, as the catalogue gives it: never its contact
 * fields, and no show name as null (the admin JSON's ''), whatever the caller read.
 */
export function publicStationJson(station: PublicStation): PublicStation {
  return { ...rowJson(station, PUBLIC_STATION_FIELDS), showName: station.showName || null };
}

type SummaryField = keyof AdminStationSummary;
/** The summary's fields: a subset of the admin station's, in the same order. */
const ADMIN_STATION_SUMMARY_FIELDS = ['id', 'callLetters', 'affiliate', 'market', 'state', 'showName', 'rate'] as const satisfies readonly SummaryField[];

/** A station as an admin list row embeds it: what the request card and the CSV show, no contact fields. */
export function adminStationSummaryJson(row: StationRow): AdminStationSummary {
  return { ...rowJson(row, ADMIN_STATION_SUMMARY_FIELDS), showName: row.showName ?? '' };
}

/** The 409 of a second station with the same call letters (on the form's field). */
export const CALL_LETTERS_TAKEN = (callLetters: string): string => `A station with call letters ${callLetters} already exists`;
