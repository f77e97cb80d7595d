import type { Config } from '../config';
import type { MailMessage } from './transport';

/**
 * An email to a requester or account holder: answers reach the provider's team (OPS_EMAIL), never
 * a no-reply box. Order emails add their thread headers on top (services/orders/order-mail.ts).
 */
export function toRequester(message: MailMessage, config: Pick<Config, 'opsEmail'>): MailMessage {
  return { ...message, replyTo: config.opsEmail };
}
