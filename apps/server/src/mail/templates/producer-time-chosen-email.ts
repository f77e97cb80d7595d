import { formatSlotTime, SLOT_FORMAT_LABELS, type BookedSlot } from '@app/core';
import type { MailMessage } from '../transport';
import { renderHtml, renderText, type EmailParts } from './order-email-layout';
import { stationNoticeSection, type StationNoticeOrder } from './station-notice-section';

export interface ProducerTimeChosenEmailInput {
  /** Where the station's link went (or its contact now). */
  to: string;
  order: StationNoticeOrder;
  station: { callLetters: string };
  /** The time the requester chose, now booked. */
  slot: BookedSlot;
}

/** The subject of the station's notice that the requester chose one of the times it offered. */
export const producerTimeChosenSubject = (clientName: string, callLetters: string): string => `Time chosen: ${clientName} on ${callLetters}`;

/**
 * Tells a station's producer which of the times they offered (proposals, or make-good dates
 * after a bump) the requester chose: the segment is booked for it, and the link in the first
 * email now lists it among the station's upcoming segments.
 */
export function producerTimeChosenEmail(input: ProducerTimeChosenEmailInput): MailMessage {
  const { order, station, slot } = input;
  const parts: EmailParts = {
    greeting: 'Hello,',
    intro: [
      `${order.clientName} chose ${formatSlotTime(slot)} (station time) for the segment on ${station.callLetters}: it is booked.`,
      'The link in our earlier email about this request shows it among your upcoming segments. No answer is needed.',
    ],
    sections: [
      {
        heading: 'Booked slot',
        rows: [
          { label: 'When', value: `${formatSlotTime(slot)} (station time)` },
          { label: 'Format', value: SLOT_FORMAT_LABELS[slot.format] },
        ],
      },
      stationNoticeSection(order),
    ],
    outro: ['Questions? Reply to this email and our team will help.'],
  };
  return { to: input.to, subject: producerTimeChosenSubject(order.clientName, station.callLetters), text: renderText(parts), html: renderHtml(parts) };
}
