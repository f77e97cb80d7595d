import { formatDateTime, type PublicStation } from '@app/core';
import type { MailMessage } from '../transport';
import { contactSection, interviewSection, type OrderEmailData } from './order-details';
import { renderHtml, renderText, type EmailParts } from './order-email-layout';

export interface OverdueReminderEmailInput {
  to: string;
  order: OrderEmailData & { createdAt: string };
  station: PublicStation | null;
  publicUrl: string;
  timeZone: string;
}

/** The one reminder to the provider's team about a request still pending after 24 business hours. */
export function overdueReminderEmail(input: OverdueReminderEmailInput): MailMessage {
  const { order, station } = input;
  const where = station ? `${station.callLetters} (${station.market})` : 'a deleted station';
  const parts: EmailParts = {
    intro: [
      `Request ${order.orderNumber} for ${where} has waited more than 24 business hours without an answer.`,
      `Submitted ${formatDateTime(order.createdAt, input.timeZone)} (${input.timeZone}). Please answer the requester today.`,
    ],
    sections: [contactSection(order), interviewSection(order)],
    action: { label: 'Open the admin panel', url: `${input.publicUrl}/admin` },
  };
  return { to: input.to, subject: `Overdue: request ${order.orderNumber} is waiting for an answer`, text: renderText(parts), html: renderHtml(parts) };
}
