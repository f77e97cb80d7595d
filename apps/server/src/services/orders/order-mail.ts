import type { Config } from '../../config';
import type { MailMessage } from '../../mail/transport';

/**
 * Headers of an email about an order: answers go to the provider's team (to a requester) or to
 * the requester (to the team), and References names the order's first email so clients thread.
 */
export function orderMail(
  message: MailMessage,
  order: { email: string; threadMessageId: string | null },
  config: Pick<Config, 'opsEmail'>,
  audience: 'requester' | 'team',
): MailMessage {
  return {
    ...message,
    replyTo: audience === 'requester' ? config.opsEmail : order.email,
    references: order.threadMessageId,
  };
}
