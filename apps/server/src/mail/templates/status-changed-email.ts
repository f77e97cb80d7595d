import { formatDate, type OrderStatus, type PublicStation } from '@app/core';
import type { MailMessage } from '../transport';
import { interviewSection, stationSection, type OrderEmailData } from './order-details';
import { renderHtml, renderText, type EmailParts } from './order-email-layout';

/** The statuses whose change is emailed to the requester (DESIGN 4). */
export type EmailedStatus = Extract<OrderStatus, 'booking_completed' | 'finished' | 'cancelled'>;

export interface StatusChangedEmailInput {
  status: EmailedStatus;
  order: OrderEmailData;
  /** Null when an operator has since deleted the station. */
  station: PublicStation | null;
  publicUrl: string;
  contactEmail: string;
}

const showOf = (station: PublicStation | null) =>
  station ? `${station.showName || station.callLetters} (${station.callLetters}, ${station.market})` : 'the station you chose';

/** The words of each emailed status: subject and opening paragraphs. */
function wording(input: StatusChangedEmailInput): { subject: string; intro: string[] } {
  const { order, station } = input;
  const n = order.orderNumber;
  switch (input.status) {
    case 'booking_completed':
      return {
        subject: `Your booking is confirmed: request ${n}`,
        intro: [
          `Good news: the interview of ${order.clientName} on ${showOf(station)} is booked.`,
          `We are confirming the schedule with the station for ${formatDate(order.preferredDate)}${order.alternativeDate ? ` (or ${formatDate(order.alternativeDate)})` : ''} and will send the final details and payment instructions shortly.`,
        ],
      };
    case 'finished':
      return {
        subject: `Your interview is complete: request ${n}`,
        intro: [
          `The interview of ${order.clientName} on ${showOf(station)} is complete. Thank you for booking with us.`,
          'Media assets come directly from the station once they are ready.',
        ],
      };
    case 'cancelled':
      return {
        subject: `Your booking request was cancelled: request ${n}`,
        intro: [
          `Your request to book ${order.clientName} on ${showOf(station)} has been cancelled.`,
          'Nothing has been charged. If you did not expect this, reply to this email or write to us and we will help you find another slot.',
        ],
      };
  }
}

/** The email to the requester when an operator moves their request to booking_completed, finished or cancelled. */
export function statusChangedEmail(input: StatusChangedEmailInput): MailMessage {
  const { order, station, publicUrl, contactEmail } = input;
  const { subject, intro } = wording(input);
  const parts: EmailParts = {
    greeting: `Hi ${order.contactName},`,
    intro: [...intro, `Your request number is ${order.orderNumber}.`],
    sections: [...(station ? [stationSection(station)] : []), interviewSection(order)],
    action: { label: 'Track your request', url: `${publicUrl}/track` },
    outro: [`Questions? Write to ${contactEmail}.`],
  };
  return { to: order.email, subject, text: renderText(parts), html: renderHtml(parts) };
}

/** True when moving into `status` emails the requester. */
export function isEmailedStatus(status: OrderStatus): status is EmailedStatus {
  return status === 'booking_completed' || status === 'finished' || status === 'cancelled';
}
