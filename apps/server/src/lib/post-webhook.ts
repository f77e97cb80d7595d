import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkOutgoingUrl, type AddressPolicy, type Resolver } from './ssrf';

/** What a receiver may take to answer before the delivery counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer is read: the rest is dropped unread. */
export const WEBHOOK_MAX_RESPONSE_BYTES = 64 * 1024;

export interface PostWebhookOptions {
  url: string;
  headers: Record<string, string>;
  body: string;
  policy: AddressPolicy;
  resolve?: Resolver;
  timeoutMs?: number;
}

/**
 * POSTs one delivery and resolves with the receiver's status code (redirects are not followed:
 * a 3xx is just the answer). The host is resolved and checked first, and the connection goes to
 * the checked address only, so a name that now points inward is never reached. Rejects on a
 * refused address, a network error, or no complete answer within the timeout.
 */
export async function postWebhook(opts: PostWebhookOptions): Promise<number> {
  const target = await checkOutgoingUrl(opts.url, opts.policy, opts.resolve);
  const timeoutMs = opts.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  // Node asks for every address (`all`) when it may try several families; answer either way.
  const pinned = ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  }) as unknown as LookupFunction;
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<number>((resolve, reject) => {
    let settled = false;
    const finish = (err: Error | null, status?: number) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      if (err) reject(err);
      else resolve(status ?? 0);
    };
    const req = client.request(
      target.url,
      {
        method: 'POST',
        headers: {
          ...opts.headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(opts.body),
          'user-agent': 'tv-segments-webhooks/1',
        },
        lookup: pinned,
        agent: false,
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // Enough of the answer: its status is what counts, the rest is not read.
          if (read >= WEBHOOK_MAX_RESPONSE_BYTES) finish(null, res.statusCode);
        });
        res.on('end', () => finish(null, res.statusCode));
        res.on('error', (err) => finish(err));
        res.on('aborted', () => finish(new Error('the receiver dropped the connection')));
      },
    );
    const timer = setTimeout(() => finish(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
    req.on('error', (err) => finish(err));
    req.end(opts.body);
  });
}
