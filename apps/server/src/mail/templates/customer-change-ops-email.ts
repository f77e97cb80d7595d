import { formatDate, type PublicStation } from '@app/core';
import type { MailMessage } from '../transport';
import { contactSection, interviewSection, type OrderEmailData } from './order-details';
import { renderHtml, renderText, type EmailParts } from './order-email-layout';

export type CustomerChange =
  { kind: 'cancel'; reason: string | null } | { kind: 'reschedule'; from: { preferredDate: string; alternativeDate: string | null } };

export interface CustomerChangeOpsEmailInput {
  to: string;
  order: OrderEmailData;
  station: PublicStation | null;
  change: CustomerChange;
  publicUrl: string;
  /** How many earlier changes of the same burst this email stands for (their own emails were held back). */
  earlierChanges?: number;
}

const datesOf = (d: { preferredDate: string; alternativeDate: string | null }) =>
  `${formatDate(d.preferredDate)}${d.alternativeDate ? ` (alternative ${formatDate(d.alternativeDate)})` : ''}`;

/** Tells the provider's team (OPS_EMAIL) that a requester cancelled or proposed new dates themselves. */
export function customerChangeOpsEmail(input: CustomerChangeOpsEmailInput): MailMessage {
  const { order, station, change } = input;
  const where = station ? `${station.callLetters} (${station.market})` : 'a deleted station';
  const subject =
    change.kind === 'cancel'
      ? `Request ${order.orderNumber} cancelled by the customer: ${where}`
      : `New dates proposed for request ${order.orderNumber}: ${where}`;
  const intro =
    change.kind === 'cancel'
      ? [`${order.contactName} cancelled request ${order.orderNumber}.`, `Reason: ${change.reason ?? 'None given'}`]
      : [`${order.contactName} proposed new dates for request ${order.orderNumber}.`, `Before: ${datesOf(change.from)}. Now: ${datesOf(order)}.`];
  const summary = input.earlierChanges
    ? [`This email sums up ${input.earlierChanges + 1} changes the customer made in quick succession; it shows the latest.`]
    : [];
  const parts: EmailParts = {
    intro: [...intro, ...summary, 'Reply to this email to answer the requester.'],
    sections: [contactSection(order), interviewSection(order)],
    action: { label: 'Open the admin panel', url: `${input.publicUrl}/admin` },
  };
  return { to: input.to, subject, text: renderText(parts), html: renderHtml(parts) };
}
