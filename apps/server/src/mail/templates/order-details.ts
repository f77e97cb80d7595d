import { formatDate, formatRate, MESSAGES, type Order, type PublicStation } from '@app/core';
import type { DetailRow, DetailSection } from './order-email-layout';

/** The order fields both booking emails list. */
export type OrderEmailData = Pick<
  Order,
  'orderNumber' | 'agencyName' | 'clientName' | 'contactName' | 'email' | 'phone' | 'interviewTopic' | 'preferredDate' | 'alternativeDate' | 'notes'
>;

/**
 * The station in a sentence, its call letters once: 'Good Morning Austin (KVUE, Austin)', or
 * 'KVUE (NBC, Austin)' for a station without a show name.
 */
export function stationPhrase(station: Pick<PublicStation, 'callLetters' | 'affiliate' | 'market' | 'showName'>): string {
  return station.showName
    ? `${station.showName} (${station.callLetters}, ${station.market})`
    : `${station.callLetters} (${station.affiliate}, ${station.market})`;
}

/** Call letters, affiliate, market, show and rate of the booked station. */
export function stationSection(station: PublicStation): DetailSection {
  return {
    heading: 'Station',
    rows: [
      { label: 'Call letters', value: station.callLetters },
      { label: 'Affiliate', value: station.affiliate },
      { label: 'Market', value: station.market },
      { label: 'Show', value: station.showName || MESSAGES.notSpecified },
      { label: 'Rate', value: formatRate(station.rate) },
    ],
  };
}

/** Who is asking and for whom. */
export function contactSection(order: OrderEmailData): DetailSection {
  return {
    heading: 'Contact',
    rows: [
      { label: 'Agency', value: order.agencyName ?? MESSAGES.notProvided },
      { label: 'Contact name', value: order.contactName },
      { label: 'Email', value: order.email },
      { label: 'Phone', value: order.phone ?? MESSAGES.notProvided },
    ],
  };
}

/** The request in four rows: client, topic and both dates (every email that details a request starts so). */
export function interviewRows(order: Pick<OrderEmailData, 'clientName' | 'interviewTopic' | 'preferredDate' | 'alternativeDate'>): DetailRow[] {
  return [
    { label: 'Client', value: order.clientName },
    { label: 'Interview topic', value: order.interviewTopic },
    { label: 'Preferred date', value: formatDate(order.preferredDate) },
    { label: 'Alternative date', value: order.alternativeDate ? formatDate(order.alternativeDate) : MESSAGES.notProvided },
  ];
}

/** The interview itself: client, topic, dates and notes. */
export function interviewSection(order: OrderEmailData): DetailSection {
  return { heading: 'Interview', rows: [...interviewRows(order), { label: 'Notes', value: order.notes ?? 'None' }] };
}
