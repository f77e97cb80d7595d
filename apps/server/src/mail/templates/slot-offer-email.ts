import { formatSlotTime, PRODUCER_MESSAGES, SLOT_FORMAT_LABELS, type OfferedSlot } from '@app/core';
import type { MailMessage } from '../transport';
import { renderHtml, renderText, type EmailParts } from './order-email-layout';
import { manageUrl } from './order-received-email';

export interface SlotOfferEmailInput {
  order: { orderNumber: string; clientName: string; contactName: string; email: string };
  station: { callLetters: string; market: string } | null;
  /** 'proposal': the station proposed times; 'make_good': breaking news bumped the booked segment. */
  kind: 'proposal' | 'make_good';
  options: OfferedSlot[];
  note: string | null;
  /** Why the segment was bumped (make-good only). */
  reason?: string | null;
  publicUrl: string;
  contactEmail: string;
  /** A new manage link of the order: the requester chooses on its page. */
  manageToken: string;
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
    action: { label: 'Choose a time', url: manageUrl(input.publicUrl, input.manageToken) },
    outro: ['Keep this link to yourself: it opens the page of your request.', `Questions? Reply to this email or write to ${input.contactEmail}.`],
  };
  return { to: order.email, subject, text: renderText(parts), html: renderHtml(parts) };
}
