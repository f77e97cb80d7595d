import { formatSlotTime, PRODUCER_MESSAGES, SLOT_FORMAT_LABELS, type OfferedSlot } from '@app/core';
import type { MailMessage } from '../transport';
import { renderHtml, renderText, type EmailParts } from './order-email-layout';
import { MANAGE_LINK_LABEL } from './order-group-emails';
import { orderReceivedSubject } from './order-received-email';

export interface SlotOfferEmailInput {
  /**
   * `userId` null: booked as a guest, whose way to the request's page is the manage link of the
   * receipt (`requestGroupId` set: the one receipt of a request for several stations, which lists
   * each request's link).
   */
  order: { orderNumber: string; clientName: string; contactName: string; email: string; userId: string | null; requestGroupId: string | null };
  station: { callLetters: string; market: string } | null;
  /** 'proposal': the station proposed times; 'make_good': breaking news bumped the booked segment. */
  kind: 'proposal' | 'make_good';
  options: OfferedSlot[];
  note: string | null;
  /** Why the segment was bumped (make-good only). */
  reason?: string | null;
  publicUrl: string;
  contactEmail: string;
}

/** Tells the requester which times the station offers and where to choose one. */
export function slotOfferEmail(input: SlotOfferEmailInput): MailMessage {
  const { order, station } = input;
  const where = station ? `${station.callLetters} (${station.market})` : 'the station';
  const subject =
    input.kind === 'make_good' ? PRODUCER_MESSAGES.postponedSubject : `${where} proposed times for ${order.clientName}: request ${order.orderNumber}`;
  const intro =
    input.kind === 'make_good'
      ? [
          `Breaking news took the slot of ${order.clientName} on ${where}, so the segment was postponed.`,
          ...(input.reason ? [`The station says: ${input.reason}`] : []),
          'The station can take the segment on one of these dates instead. Choose one and we confirm it at once.',
        ]
      : [
          `${where} proposes these times for the segment of ${order.clientName}.`,
          ...(input.note ? [`The station says: ${input.note}`] : []),
          'Choose one and the booking is confirmed at once, or propose new dates.',
        ];
  const parts: EmailParts = {
    greeting: `Hi ${order.contactName},`,
    intro: [...intro, `Your request number is ${order.orderNumber}.`],
    sections: [
      {
        heading: input.kind === 'make_good' ? 'New dates' : 'Proposed times',
        rows: input.options.map((o, i) => ({ label: `Option ${i + 1}`, value: `${formatSlotTime(o)} (station time), ${SLOT_FORMAT_LABELS[o.format]}` })),
      },
    ],
    // My Bookings needs the account the request was made with; a guest has the manage link, which
    // is kept only hashed and so cannot be sent again here.
    ...(order.userId ? { action: { label: 'Choose a time', url: `${input.publicUrl}/orders` } } : {}),
    outro: [
      order.userId
        ? 'Choose on the page of your request: open the link in your request confirmation email, or My Bookings when you are signed in.'
        : order.requestGroupId
          ? `Choose on the page of your request: open the "${MANAGE_LINK_LABEL}" link of request ${order.orderNumber} in the confirmation we sent when you asked for several stations at once.`
          : `Choose on the page of your request: open the link in our email "${orderReceivedSubject(order.orderNumber)}".`,
      `Questions? Reply to this email or write to ${input.contactEmail}.`,
    ],
  };
  return { to: order.email, subject, text: renderText(parts), html: renderHtml(parts) };
}
