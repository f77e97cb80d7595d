import type { PublicStation } from '@app/core';
import type { MailMessage } from '../transport';
import { contactSection, interviewSection, stationPhrase, stationSection, type OrderEmailData } from './order-details';
import { linkedParagraph, renderHtml, renderText, type EmailParts } from './order-email-layout';

export interface OrderReceivedEmailInput {
  order: OrderEmailData;
  station: PublicStation;
  publicUrl: string;
  /** The order's manage-link token (cancel, change dates), shown only in this email. */
  manageToken: string;
}

/** The manage link of an order: PUBLIC_URL/manage?token=… */
export const manageUrl = (publicUrl: string, token: string): string => `${publicUrl}/manage?token=${encodeURIComponent(token)}`;

/** The receipt's subject: later emails name it as the one holding the manage link. */
export const orderReceivedSubject = (orderNumber: string): string => `We received your booking request ${orderNumber}`;

/** The receipt to the requester: request number, what happens next, payment, how to track. */
export function orderReceivedEmail(input: OrderReceivedEmailInput): MailMessage {
  const { order, station } = input;
  const parts: EmailParts = {
    greeting: `Hi ${order.contactName},`,
    intro: [
      `Thank you! We received your booking request. Your request number is ${order.orderNumber}.`,
      `Your request to book ${order.clientName} on ${stationPhrase(station)} has been emailed to our team.`,
      'We will reply with confirmation and next steps within 24 hours, Monday to Friday.',
      'Payment will be processed after confirmation: nothing is charged now.',
    ],
    sections: [stationSection(station), interviewSection(order), contactSection(order)],
    action: { label: 'Track your request', url: `${input.publicUrl}/track` },
    outro: [
      linkedParagraph(`To cancel or change the dates of this request, open ${manageUrl(input.publicUrl, input.manageToken)} (keep this link to yourself).`),
      `To track your request later, open the tracking page above and enter ${order.email}: we will email you a link to your requests.`,
    ],
  };
  return {
    to: order.email,
    subject: orderReceivedSubject(order.orderNumber),
    text: renderText(parts),
    html: renderHtml(parts),
  };
}
