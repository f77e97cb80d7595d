import type { MailMessage } from '../transport';
import { renderHtml, renderText, type EmailParts } from './order-email-layout';

export interface TrackingLinkEmailInput {
  to: string;
  /** The full tracking address, with its token. */
  url: string;
  /** How long the link works. */
  minutes: number;
}

/** The email with a link that shows every request made with this address. */
export function trackingLinkEmail(input: TrackingLinkEmailInput): MailMessage {
  const parts: EmailParts = {
    greeting: 'Hello,',
    intro: [
      'Someone (hopefully you) asked to see the booking requests made with this email address.',
      `Open the link below to see them. It works for ${input.minutes} minutes.`,
    ],
    action: { label: 'View my requests', url: input.url },
    outro: ['If you did not ask for this, you can ignore this email: nobody can see your requests without this link.'],
  };
  return {
    to: input.to,
    subject: 'Your link to track your booking requests',
    text: renderText(parts),
    html: renderHtml(parts),
  };
}
