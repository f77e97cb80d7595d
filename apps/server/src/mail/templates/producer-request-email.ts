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
   * the request's one link until the order is finished or cancelled. A reminder to a contact who
   * is not the one the first email went to carries a new link instead.
   */
  answer: { link: string; reminder?: Reminder } | { reminder: Reminder };
}

interface Reminder {
  firstSentAt: string;
  timeZone: string;
}

/** The reminder's opening lines: where to answer, the first email's link or the new one below. */
const reminderIntro = (order: ProducerRequestEmailInput['order'], callLetters: string, reminder: Reminder, newLink: boolean) => [
  `A reminder: ${order.clientName} is still waiting for your answer about a segment on ${callLetters}.`,
  newLink
    ? `We first sent this request on ${formatDate(reminder.firstSentAt, reminder.timeZone)} to an earlier contact at your station. Please answer with the link below: it works until the segment has aired or the request is cancelled.`
    : `Please answer with the link in our first email about it, sent on ${formatDate(reminder.firstSentAt, reminder.timeZone)}: it works until the segment has aired or the request is cancelled.`,
];

/**
 * The request as the station's producer gets it: station, client, topic, agency, dates and notes,
 * and the link that answers it. Never the requester's email or phone: the station answers through
 * the link, and replies go to the provider's team.
 */
export function producerRequestEmail(input: ProducerRequestEmailInput): MailMessage {
  const { order, station, answer } = input;
  const link = 'link' in answer ? answer.link : null;
  const subject = producerRequestSubject(order.clientName, station.callLetters);
  const parts: EmailParts = {
    greeting: 'Hello,',
    intro: answer.reminder
      ? reminderIntro(order, station.callLetters, answer.reminder, link !== null)
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
    ...(link ? { action: { label: 'Answer this request', url: link } } : {}),
    outro: [
      'On that page you can accept with a time, propose up to three other times, or decline; later you can tell us if breaking news bumped the segment, and when it aired. No account is needed.',
      link ? 'Questions? Reply to this email and our team will help.' : 'Cannot find it, or have questions? Reply to this email and our team will help.',
    ],
  };
  return { to: input.to, subject, text: renderText(parts), html: renderHtml(parts) };
}
