import { createHash, randomBytes, randomFillSync } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';

// All randomness of the server comes from here.

/**
 * Row ids are UUIDv7 (RFC 9562): a millisecond timestamp then 74 random bits. New rows land at
 * the end of each id index instead of on a random page, so a commit writes fewer pages.
 */
export const newId = (): string => uuidv7();

/** A URL-safe token of `bytes` random bytes (default 32 = 256 bits). */
export const newToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

// Request ids only tell log lines apart: a random prefix per process (so ids differ across
// restarts) and a counter, instead of drawing random bytes for every request.
const requestIdPrefix = randomBytes(6).toString('base64url');
let requestCount = 0;

/** A request id unique to this process run, e.g. `q3Xk_9Zt-1a2b`. */
export const newRequestId = (): string => `${requestIdPrefix}-${(++requestCount).toString(36)}`;

/** Only hashes of tokens are stored: a leaked database hands out no live token. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// Random bytes for order numbers, drawn 1 KB at a time (as randomUUID does) rather than per order.
const orderNumberBytes = Buffer.alloc(1024);
let orderNumberAt = orderNumberBytes.length;

/** 8 random Crockford base32 characters: 40 bits, no sequence that leaks volume. */
export function newOrderNumber(): string {
  if (orderNumberAt + 8 > orderNumberBytes.length) {
    randomFillSync(orderNumberBytes);
    orderNumberAt = 0;
  }
  let out = '';
  for (let i = 0; i < 8; i++) out += CROCKFORD[(orderNumberBytes[orderNumberAt + i] as number) & 31];
  orderNumberAt += 8;
  return out;
}

/** A webhook signing secret as Standard Webhooks defines it: `whsec_` + base64 of 32 random bytes. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** A webhook message id (`webhook-id`): unique, kept by every retry of the delivery. */
export const newWebhookMessageId = (): string => `msg_${uuidv7()}`;
