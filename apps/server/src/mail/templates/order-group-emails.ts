// The two emails of a request for several stations: one receipt to the requester and one email
// to the provider's team, each listing every station with its own request number.
import { formatDateTime, formatRate, MESSAGES, summarizeNames, type PublicStation } from '@app/core';
import type { MailMessage } from '../transport';
import { contactSection, interviewSection, type OrderEmailData } from './order-details';
import { renderHtml, renderText, type DetailSection, type EmailParts } from './order-email-layout';
import { manageUrl } from './order-received-email';

export interface GroupItem {
  order: OrderEmailData;
  station: PublicStation;
  /** The order's manage-link token: shown only in the requester's receipt. */
  manageToken?: string;
}

/** What each request's manage link is called in the receipt (later emails name it). */
export const MANAGE_LINK_LABEL = 'Cancel or change dates';

/** One section per station: its request number, call letters, market, show and rate (and, for the requester, its manage link). */
function stationSections(items: readonly GroupItem[], publicUrl?: string): DetailSection[] {
  return items.map(({ order, station, manageToken }, i) => ({
    heading: `Station ${i + 1} of ${items.length}: ${station.callLetters}`,
    rows: [
      { label: 'Request number', value: order.orderNumber },
      { label: 'Call letters', value: station.callLetters },
      { label: 'Affiliate', value: station.affiliate },
      { label: 'Market', value: station.market },
      { label: 'Show', value: station.showName || MESSAGES.notSpecified },
      { label: 'Rate', value: formatRate(station.rate) },
      ...(publicUrl && manageToken ? [{ label: MANAGE_LINK_LABEL, value: manageUrl(publicUrl, manageToken), link: true as const }] : []),
    ],
  }));
}

const numbers = (items: readonly GroupItem[]) => items.map((i) => i.order.orderNumber).join(', ');

/** The receipt for a request to several stations: every station and request number in one email. */
export function orderGroupReceivedEmail(input: { items: readonly GroupItem[]; publicUrl: string }): MailMessage {
  const first = input.items[0];
  if (!first) throw new Error('A request group has at least one order');
  const { order } = first;
  const parts: EmailParts = {
    greeting: `Hi ${order.contactName},`,
    intro: [
      `Thank you! We received your booking request for ${input.items.length} stations. Your request numbers are ${numbers(input.items)}.`,
      `Each station receives its own request to book ${order.clientName}, and each one is confirmed on its own.`,
      'We will reply with confirmation and next steps within 24 hours, Monday to Friday.',
      'Payment will be processed after confirmation: nothing is charged now.',
    ],
    sections: [...stationSections(input.items, input.publicUrl), interviewSection(order), contactSection(order)],
    action: { label: 'Track your requests', url: `${input.publicUrl}/track` },
    outro: [`To track your requests later, open the tracking page above and enter ${order.email}: we will email you a link to your requests.`],
  };
  return {
    to: order.email,
    // Short enough to read in an inbox: the request numbers are all in the body.
    subject: `We received your booking request for ${input.items.length} stations: ${order.clientName}`,
    text: renderText(parts),
    html: renderHtml(parts),
  };
}

export interface OrderGroupOpsEmailInput {
  to: string;
  items: readonly GroupItem[];
  createdAt: string;
  signedIn: boolean;
  publicUrl: string;
  timeZone: string;
}

/** The provider team's email about a request to several stations: all of them, one email. */
export function orderGroupOpsEmail(input: OrderGroupOpsEmailInput): MailMessage {
  const first = input.items[0];
  if (!first) throw new Error('A request group has at least one order');
  const calls = input.items.map((i) => i.station.callLetters).join(', ');
  const parts: EmailParts = {
    intro: [
      `A new booking request for ${input.items.length} stations (${calls}) was submitted: request numbers ${numbers(input.items)}.`,
      'Each station has its own request in the admin panel. Please reply to the requester within 24 hours, Monday to Friday.',
    ],
    sections: [
      {
        heading: 'Request',
        rows: [
          { label: 'Request numbers', value: numbers(input.items) },
          { label: 'Submitted', value: `${formatDateTime(input.createdAt, input.timeZone)} (${input.timeZone})` },
          { label: 'Submitted by', value: input.signedIn ? 'Signed-in user' : 'Guest' },
        ],
      },
      ...stationSections(input.items),
      contactSection(first.order),
      interviewSection(first.order),
    ],
    action: { label: 'Open the admin panel', url: `${input.publicUrl}/admin` },
  };
  return {
    to: input.to,
    subject: `New booking request for ${input.items.length} stations: ${first.order.clientName} (${summarizeNames(input.items.map((i) => i.station.callLetters))})`,
    text: renderText(parts),
    html: renderHtml(parts),
  };
}
