import { isStationActor, type PublicStation } from '@app/core';
import type { MailMessage } from '../transport';
import { contactSection, interviewSection, type OrderEmailData } from './order-details';
import { renderHtml, renderText, type EmailParts } from './order-email-layout';

export interface StationAnswerOpsEmailInput {
  to: string;
  order: OrderEmailData;
  station: PublicStation | null;
  /** Who answered: `station:<call letters>` or `customer`. */
  actor: string;
  /** What was answered, in a sentence ("Accepted: Tuesday, December 15, 2026 at 9:30 AM CST (Remote)"). */
  summary: string;
  publicUrl: string;
}

/** Tells the provider's team (OPS_EMAIL) what a station answered through its link, or which offered time a requester chose. */
export function stationAnswerOpsEmail(input: StationAnswerOpsEmailInput): MailMessage {
  const { order, station } = input;
  const where = station ? `${station.callLetters} (${station.market})` : 'a deleted station';
  const byStation = isStationActor(input.actor);
  const subject = byStation
    ? `${station?.callLetters ?? 'The station'} answered request ${order.orderNumber}: ${where}`
    : `Request ${order.orderNumber}: the requester chose a time (${where})`;
  const parts: EmailParts = {
    intro: [
      byStation
        ? `${station?.callLetters ?? 'The station'} answered request ${order.orderNumber} through its producer link.`
        : `${order.contactName} chose one of the offered times for request ${order.orderNumber}.`,
      input.summary,
      'Nothing to do unless something looks wrong: the change is in the request history, and you can still change the request yourself.',
    ],
    sections: [contactSection(order), interviewSection(order)],
    action: { label: 'Open the admin panel', url: `${input.publicUrl}/admin` },
  };
  return { to: input.to, subject, text: renderText(parts), html: renderHtml(parts) };
}
