import { airedTimeZone, formatDate, formatSlotTime, SLOT_FORMAT_LABELS, type BookedSlot, type EmailedStatus, type PublicStation } from '@app/core';
import type { MailMessage } from '../transport';
import { interviewSection, stationPhrase, stationSection, type OrderEmailData } from './order-details';
import { manageUrl } from './order-received-email';
import { linkedParagraph, renderHtml, renderText, type DetailSection, type EmailParts, type Paragraph } from './order-email-layout';

// Which statuses are emailed is core's rule (status.ts); the order services import it from here too.
export { isEmailedStatus, type EmailedStatus } from '@app/core';

export interface StatusChangedEmailInput {
  /** 'slot_changed': the booked slot moved while the booking stays confirmed. */
  status: EmailedStatus | 'slot_changed';
  order: OrderEmailData;
  /** Null when an operator has since deleted the station. */
  station: PublicStation | null;
  publicUrl: string;
  contactEmail: string;
  /** The booked slot (confirmed and changed-slot emails). */
  slot?: BookedSlot | null;
  /** Proof of airing (completed email). */
  airedAt?: string | null;
  clipUrl?: string | null;
  /** A cancellation the requester made themselves (not news to them, so no 'if you did not expect this'). */
  byRequester?: boolean;
  /** Why the request was cancelled, shown on the cancellation. */
  reason?: string | null;
  /** With a cancellation: the other stations of the market, for another try. */
  otherStationsUrl?: string | undefined;
  /** A new manage link of the order, for the emails about a booking that stays open. */
  manageToken?: string | undefined;
}

const showOf = (station: PublicStation | null) => (station ? stationPhrase(station) : 'the station you chose');

/** When, format, call time and producer note of the booked slot, in the station's local time. */
export function slotSection(slot: BookedSlot): DetailSection {
  return {
    heading: 'Your slot',
    rows: [
      { label: 'When', value: `${formatSlotTime(slot)} (station time)` },
      { label: 'Format', value: SLOT_FORMAT_LABELS[slot.format] },
      ...(slot.callTime ? [{ label: 'Call time', value: slot.callTime }] : []),
      ...(slot.producerNote ? [{ label: 'Producer note', value: slot.producerNote }] : []),
    ],
  };
}

/** The words of each emailed status: subject and opening paragraphs. */
function wording(input: StatusChangedEmailInput): { subject: string; intro: Paragraph[] } {
  const { order, station, slot } = input;
  const n = order.orderNumber;
  switch (input.status) {
    case 'booking_completed':
      return {
        subject: `Your booking is confirmed: request ${n}`,
        intro: slot
          ? [
              `Good news: the interview of ${order.clientName} on ${showOf(station)} is booked for ${formatSlotTime(slot)} (station time).`,
              'The attached calendar file adds it to your calendar. We will send payment instructions shortly.',
            ]
          : [
              `Good news: the interview of ${order.clientName} on ${showOf(station)} is booked.`,
              `We are confirming the schedule with the station for ${formatDate(order.preferredDate)}${order.alternativeDate ? ` (or ${formatDate(order.alternativeDate)})` : ''} and will send the final details and payment instructions shortly.`,
            ],
      };
    case 'slot_changed':
      return {
        subject: `Your booking was updated: request ${n}`,
        intro: [
          `Your booking was updated: the interview of ${order.clientName} on ${showOf(station)} now takes place ${slot ? `on ${formatSlotTime(slot)} (station time)` : 'at a new time'}.`,
          'The attached calendar file updates the entry in your calendar.',
        ],
      };
    case 'finished':
      return {
        subject: `Your interview is complete: request ${n}`,
        intro: [
          `The interview of ${order.clientName} on ${showOf(station)} is complete. Thank you for booking with us.`,
          input.clipUrl ? linkedParagraph(`Watch the segment: ${input.clipUrl}`) : 'Media assets come directly from the station once they are ready.',
        ],
      };
    case 'cancelled':
      return {
        subject: `Your booking request was cancelled: request ${n}`,
        intro: [
          input.byRequester
            ? `As you asked, your request to book ${order.clientName} on ${showOf(station)} has been cancelled.`
            : `Your request to book ${order.clientName} on ${showOf(station)} has been cancelled.`,
          ...(input.reason ? [`Reason: ${input.reason}`] : []),
          ...(input.otherStationsUrl && station ? [linkedParagraph(`Other stations in ${station.market} may have room: ${input.otherStationsUrl}`)] : []),
          input.byRequester
            ? 'Nothing has been charged. When you are ready to book again, reply to this email or write to us and we will help you find a slot.'
            : 'Nothing has been charged. If you did not expect this, reply to this email or write to us and we will help you find another slot.',
        ],
      };
  }
}

/** The email to the requester when an operator confirms, completes or cancels their request, or moves its slot. */
export function statusChangedEmail(input: StatusChangedEmailInput): MailMessage {
  const { order, station, publicUrl, contactEmail, slot } = input;
  const { subject, intro } = wording(input);
  const aired: DetailSection[] =
    // The clip's link is in the opening paragraph ('Watch the segment: …'), so it is not repeated here.
    input.status === 'finished' && input.airedAt
      ? [{ heading: 'On air', rows: [{ label: 'Aired', value: formatSlotTime({ startsAt: input.airedAt, timeZone: airedTimeZone({ slot, station }) }) }] }]
      : [];
  const showSlot = slot && (input.status === 'booking_completed' || input.status === 'slot_changed');
  const parts: EmailParts = {
    greeting: `Hi ${order.contactName},`,
    intro: [...intro, `Your request number is ${order.orderNumber}.`],
    sections: [...(showSlot ? [slotSection(slot)] : []), ...aired, ...(station ? [stationSection(station)] : []), interviewSection(order)],
    action: { label: 'Track your request', url: `${publicUrl}/track` },
    outro: [
      ...(input.manageToken
        ? [
            linkedParagraph(
              `To cancel this booking (up to 48 hours before it starts), open ${manageUrl(publicUrl, input.manageToken)} (keep this link to yourself).`,
            ),
          ]
        : []),
      `Questions? Reply to this email or write to ${contactEmail}.`,
    ],
  };
  return { to: order.email, subject, text: renderText(parts), html: renderHtml(parts) };
}
