import { formatDate, MESSAGES, producerRequestSubject } from '@app/core';
import type { MailMessage } from '../transport';
import { renderHtml, renderText, type EmailParts } from './order-email-layout';

export interface ProducerRequestEmailInput {
  /** The station's contact email. */
  to: string;
  order: {
    orderNumber: string;
    clientName: string;
    agencyName: string | null;
    interviewTopic: string;
    preferredDate: string;
    alternativeDate: string | null;
    notes: string | null;
  };
  station: { callLetters: string; market: string; showName: string | null };
  /**
   * The first email carries the link (PUBLIC_URL/producer?token=…). The one reminder, after 2
   * business days without an answer, points back to it: the link is kept only hashed, and it stays
   * the request's one link until the order is finished or cancelled.
   */
  answer: { link: string } | { reminder: { firstSentAt: string; timeZone: string } };
}

/**
 * The request as the station's producer gets it: station, client, topic, agency, dates and notes,
 * and the link that answers it. Never the requester's email or phone: the station answers through
 * the link, and replies go to the provider's team.
 */
export function producerRequestEmail(input: ProducerRequestEmailInput): MailMessage {
  const { order, station } = input;
  const subject = producerRequestSubject(order.clientName, station.callLetters);
  const parts: EmailParts = {
    greeting: 'Hello,',
    intro:
      'reminder' in input.answer
        ? [
            `A reminder: ${order.clientName} is still waiting for your answer about a segment on ${station.callLetters}.`,
            `Please answer with the link in our first email about it, sent on ${formatDate(input.answer.reminder.firstSentAt, input.answer.reminder.timeZone)}: it works until the segment has aired or the request is cancelled.`,
          ]
        : [`${order.clientName} would like a segment on ${station.callLetters} (${station.market}).`],
    sections: [
      {
        heading: 'Request',
        rows: [
          { label: 'Station', value: `${station.callLetters} (${station.market})${station.showName ? `, ${station.showName}` : ''}` },
          { label: 'Client', value: order.clientName },
          { label: 'Interview topic', value: order.interviewTopic },
          { label: 'Agency', value: order.agencyName ?? MESSAGES.notProvided },
          { label: 'Preferred date', value: formatDate(order.preferredDate) },
          { label: 'Alternative date', value: order.alternativeDate ? formatDate(order.alternativeDate) : MESSAGES.notProvided },
          { label: 'Notes', value: order.notes ?? 'None' },
          { label: 'Request number', value: order.orderNumber },
        ],
      },
    ],
    ...('link' in input.answer ? { action: { label: 'Answer this request', url: input.answer.link } } : {}),
    outro: [
      'On that page you can accept with a time, propose up to three other times, or decline; later you can tell us if breaking news bumped the segment, and when it aired. No account is needed.',
      'reminder' in input.answer
        ? 'Cannot find it, or have questions? Reply to this email and our team will help.'
        : 'Questions? Reply to this email and our team will help.',
    ],
  };
  return { to: input.to, subject, text: renderText(parts), html: renderHtml(parts) };
}
