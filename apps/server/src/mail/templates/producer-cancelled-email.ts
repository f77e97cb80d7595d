import { formatSlotTime, type BookedSlot } from '@app/core';
import type { MailMessage } from '../transport';
import { renderHtml, renderText, type EmailParts } from './order-email-layout';
import { stationNoticeSection, type StationNoticeOrder } from './station-notice-section';

export interface ProducerCancelledEmailInput {
  /** Where the station's link went (or its contact now). */
  to: string;
  order: StationNoticeOrder;
  station: { callLetters: string; market: string };
  /** The segment booked with the station, if it was. */
  slot: BookedSlot | null;
  by: 'requester' | 'team';
}

/** The subject of the station's notice that a request sent to it was withdrawn. */
export const producerCancelledSubject = (clientName: string, callLetters: string): string => `Request cancelled: ${clientName} on ${callLetters}`;

/**
 * Tells a station's producer that a request sent to them through their link was cancelled, by
 * the requester or the provider's team: no answer is needed, a booked slot is free again, and the
 * link no longer works (it would only say so).
 */
export function producerCancelledEmail(input: ProducerCancelledEmailInput): MailMessage {
  const { order, station, slot } = input;
  const who = input.by === 'requester' ? 'the requester' : 'our team';
  const parts: EmailParts = {
    greeting: 'Hello,',
    intro: [
      `The request for a segment with ${order.clientName} on ${station.callLetters} was cancelled by ${who}.`,
      slot
        ? `The segment booked for ${formatSlotTime(slot)} (station time) will not take place: that time is free again. No answer is needed.`
        : 'No answer is needed, and the link in our earlier email no longer works.',
    ],
    sections: [stationNoticeSection(order)],
    outro: ['Questions? Reply to this email and our team will help.'],
  };
  return { to: input.to, subject: producerCancelledSubject(order.clientName, station.callLetters), text: renderText(parts), html: renderHtml(parts) };
}
