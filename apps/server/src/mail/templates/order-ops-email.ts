import { formatDateTime, type PublicStation } from '@app/core';
import type { MailMessage } from '../transport';
import { contactSection, interviewSection, stationSection, type OrderEmailData } from './order-details';
import { renderHtml, renderText, type EmailParts } from './order-email-layout';

export interface OrderOpsEmailInput {
  to: string;
  order: OrderEmailData & { createdAt: string };
  station: PublicStation;
  /** True when the requester was signed in. */
  signedIn: boolean;
  publicUrl: string;
  /** BUSINESS_TIMEZONE: the submitted time is shown in it. */
  timeZone: string;
}

/** The new-request email to the provider's team (OPS_EMAIL): every detail and the admin link. */
export function orderOpsEmail(input: OrderOpsEmailInput): MailMessage {
  const { order, station } = input;
  const parts: EmailParts = {
    intro: [
      `A new booking request ${order.orderNumber} was submitted for ${station.callLetters} (${station.market}).`,
      'Please reply to the requester with confirmation and next steps within 24 hours, Monday to Friday.',
    ],
    sections: [
      {
        heading: 'Request',
        rows: [
          { label: 'Request number', value: order.orderNumber },
          { label: 'Submitted', value: `${formatDateTime(order.createdAt, input.timeZone)} (${input.timeZone})` },
          { label: 'Submitted by', value: input.signedIn ? 'Signed-in user' : 'Guest' },
        ],
      },
      stationSection(station),
      contactSection(order),
      interviewSection(order),
    ],
    action: { label: 'Open the admin panel', url: `${input.publicUrl}/admin` },
  };
  return {
    to: input.to,
    subject: `New booking request ${order.orderNumber}: ${station.callLetters} (${station.market})`,
    text: renderText(parts),
    html: renderHtml(parts),
  };
}
