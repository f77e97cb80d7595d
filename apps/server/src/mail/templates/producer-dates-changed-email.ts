import type { MailMessage } from '../transport';
import { renderHtml, renderText, type EmailParts } from './order-email-layout';
import { stationNoticeSection, type StationNoticeOrder } from './station-notice-section';

export interface ProducerDatesChangedEmailInput {
  /** Where the station's link went (or its contact now). */
  to: string;
  /** The order with its new dates. */
  order: StationNoticeOrder;
  station: { callLetters: string };
}

/** The subject of the station's notice that the requester asked for other dates. */
export const producerDatesChangedSubject = (clientName: string, callLetters: string): string => `New dates requested: ${clientName} on ${callLetters}`;

/**
 * Tells a station's producer that the requester of a request sent to them through their link
 * asked for other dates: the link in the first email shows the request as it is now and takes
 * the answer (it is kept only hashed, so this email cannot carry it again).
 */
export function producerDatesChangedEmail(input: ProducerDatesChangedEmailInput): MailMessage {
  const { order, station } = input;
  const parts: EmailParts = {
    greeting: 'Hello,',
    intro: [
      `${order.clientName} asked for new dates for the segment on ${station.callLetters}.`,
      'Please answer with these dates in mind, with the link in our earlier email about this request: it shows the request as it is now.',
    ],
    sections: [stationNoticeSection(order)],
    outro: ['Questions? Reply to this email and our team will help.'],
  };
  return { to: input.to, subject: producerDatesChangedSubject(order.clientName, station.callLetters), text: renderText(parts), html: renderHtml(parts) };
}
