import {
  airedTimeZone,
  ADMIN_STATUS_LABELS,
  customerStatusOf,
  formatSlotTime,
  isOrderStatus,
  SLOT_FORMAT_LABELS,
  type AdminOrder,
  type AdminStation,
  type ChatQuery,
} from '@app/core';
import { toCsv, type CsvColumn } from './csv';

const stationColumns: CsvColumn<AdminStation>[] = [
  { header: 'Call Letters', value: (s) => s.callLetters },
  { header: 'Affiliate', value: (s) => s.affiliate },
  { header: 'Market', value: (s) => s.market },
  { header: 'State', value: (s) => s.state },
  { header: 'City', value: (s) => s.city },
  { header: 'Show Name', value: (s) => s.showName },
  { header: 'Rate', value: (s) => s.rate },
  { header: 'Status', value: (s) => (s.isHidden ? 'Hidden' : 'Visible') },
  { header: 'Link', value: (s) => s.link },
  { header: 'Contact Name', value: (s) => s.contactName },
  { header: 'Contact Email', value: (s) => s.contactEmail },
  { header: 'Contact Phone', value: (s) => s.contactPhone },
  { header: 'Contact Title', value: (s) => s.contactTitle },
  { header: 'Media Company', value: (s) => s.mediaCompany },
];

const orderColumns: CsvColumn<AdminOrder>[] = [
  { header: 'Request Number', value: (o) => o.orderNumber },
  { header: 'Created', value: (o) => o.createdAt },
  { header: 'Status', value: (o) => (isOrderStatus(o.status) ? ADMIN_STATUS_LABELS[o.status] : o.status) },
  { header: 'Customer Status', value: (o) => customerStatusOf(o.status) },
  { header: 'Client Name', value: (o) => o.clientName },
  { header: 'Agency Name', value: (o) => o.agencyName },
  { header: 'Contact Name', value: (o) => o.contactName },
  { header: 'Email', value: (o) => o.email },
  { header: 'Phone', value: (o) => o.phone },
  { header: 'Call Letters', value: (o) => o.station?.callLetters },
  { header: 'Affiliate', value: (o) => o.station?.affiliate },
  { header: 'Market', value: (o) => o.station?.market },
  { header: 'Show Name', value: (o) => o.station?.showName },
  { header: 'Rate', value: (o) => o.station?.rate },
  { header: 'Interview Topic', value: (o) => o.interviewTopic },
  { header: 'Preferred Date', value: (o) => o.preferredDate },
  { header: 'Alternative Date', value: (o) => o.alternativeDate },
  { header: 'Notes', value: (o) => o.notes },
  // The booked slot and the proof of airing, written as the request cards show them: in the
  // station's time, its zone named ('Friday, November 20, 2026 at 9:30 AM EST').
  { header: 'Slot (station time)', value: (o) => (o.slot ? formatSlotTime(o.slot) : null) },
  { header: 'Slot Format', value: (o) => (o.slot ? SLOT_FORMAT_LABELS[o.slot.format] : null) },
  { header: 'Call Time', value: (o) => o.slot?.callTime },
  { header: 'Aired (station time)', value: (o) => (o.airedAt ? formatSlotTime({ startsAt: o.airedAt, timeZone: airedTimeZone(o) }) : null) },
  { header: 'Clip Link', value: (o) => o.clipUrl },
];

const chatColumns: CsvColumn<ChatQuery>[] = [
  { header: 'Query', value: (q) => q.query },
  { header: 'User', value: (q) => q.userEmail },
  { header: 'Results', value: (q) => q.resultsCount },
  { header: 'Time', value: (q) => q.createdAt },
];

/** The stations CSV, rows as given (the table's current filter and sort). */
export const stationsCsv = (rows: readonly AdminStation[]) => toCsv(stationColumns, rows);
/** The requests CSV. */
export const ordersCsv = (rows: readonly AdminOrder[]) => toCsv(orderColumns, rows);
/** The chat queries CSV. */
export const chatQueriesCsv = (rows: readonly ChatQuery[]) => toCsv(chatColumns, rows);
