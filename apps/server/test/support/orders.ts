import { DEFAULT_BUSINESS_TIMEZONE, addDays, earliestBookingDate, isWeekday } from '@app/core';

/**
 * A valid POST /api/orders body for the real clock: a weekday comfortably past the 7-day lead
 * time, so a test that runs across midnight in the business time zone still books a valid day.
 */
export function validOrderBody(stationId: string, n: number, emailDomain = 'heavy.example') {
  let date = addDays(earliestBookingDate(DEFAULT_BUSINESS_TIMEZONE, new Date()), 2);
  while (!isWeekday(date)) date = addDays(date, 1);
  return {
    agencyName: `Agency ${n}`,
    clientName: `Client ${n}`,
    contactName: `Contact ${n}`,
    email: `requester${n}@${emailDomain}`,
    phone: '+1 555 010 2030',
    interviewTopic: `Topic ${n}`,
    stationId,
    preferredDate: date,
    alternativeDate: null,
    notes: `Heavy test order ${n}`,
  };
}

/** The first visible station of a running server. */
export async function firstStationId(url: string): Promise<string> {
  const res = await fetch(`${url}/api/stations`);
  const list = (await res.json()) as { id: string }[];
  const id = list[0]?.id;
  if (!id) throw new Error('the catalogue is empty');
  return id;
}

/** The 8-character request number in an order email's subject. */
export const orderNumberInSubject = (subject: string): string | undefined => /\brequest ([0-9A-HJKMNP-TV-Z]{8})\b/.exec(subject)?.[1];
