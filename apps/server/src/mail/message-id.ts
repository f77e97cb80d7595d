import { randomUUID } from 'node:crypto';

/**
 * A globally unique Message-ID, `<uuid@host of PUBLIC_URL>`: made when an email is queued, so a
 * retried send carries the same one and later emails about the same order can reference it.
 */
export function newMessageId(publicUrl: string): string {
  return `<${randomUUID()}@${new URL(publicUrl).hostname}>`;
}
