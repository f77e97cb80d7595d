import { createHmac } from 'node:crypto';

/**
 * The Standard Webhooks headers of one delivery: `webhook-signature` is `v1,` + base64 of
 * HMAC-SHA256, keyed with the secret's bytes (the base64 after `whsec_`), over "id.timestamp.body".
 */
export function webhookHeaders(opts: { secret: string; id: string; timestamp: Date; body: string }): Record<string, string> {
  const seconds = Math.floor(opts.timestamp.getTime() / 1000).toString();
  const key = Buffer.from(opts.secret.replace(/^whsec_/, ''), 'base64');
  const signature = createHmac('sha256', key).update(`${opts.id}.${seconds}.${opts.body}`).digest('base64');
  return { 'webhook-id': opts.id, 'webhook-timestamp': seconds, 'webhook-signature': `v1,${signature}` };
}
