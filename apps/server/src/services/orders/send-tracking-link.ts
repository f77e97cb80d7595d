import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { emailTokens, orders } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId, newToken, sha256 } from '../../lib/random';
import { MINUTE } from '../../lib/time';
import { trackingLinkEmail } from '../../mail/templates/tracking-link-email';
import { toRequester } from '../../mail/requester-mail';

/** A tracking link works this long, and may be opened any number of times until then. */
export const TRACK_LINK_MINUTES = 30;

/** The one answer to POST /api/orders/track-link, whether or not the email has requests. */
export const TRACK_LINK_SENT_MESSAGE = 'If we have requests for that email, a tracking link is on its way.';

export interface SendTrackingLinkOptions {
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'clock'>;
  /** Already normalised (trimmed, lower-cased). */
  email: string;
}

/**
 * Emails a 30-minute link to the requests of `email` when there are any; does nothing
 * otherwise, so the caller's answer cannot tell the two apart.
 */
export async function sendTrackingLink({ deps, email }: SendTrackingLinkOptions): Promise<void> {
  const { db, config, mailer, clock } = deps;
  const known = (await db.select({ id: orders.id }).from(orders).where(eq(orders.email, email)).limit(1))[0];
  if (!known) return;
  const token = newToken(32);
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    // Expired links are useless: clear them out while we are writing anyway.
    await tx.delete(emailTokens).where(and(eq(emailTokens.purpose, 'track_orders'), lte(emailTokens.expiresAt, now.toISOString())));
    await tx.insert(emailTokens).values({
      id: newId(),
      tokenHash: sha256(token),
      purpose: 'track_orders',
      userId: null,
      email,
      expiresAt: new Date(now.getTime() + TRACK_LINK_MINUTES * MINUTE).toISOString(),
      createdAt: now.toISOString(),
    });
    const url = `${config.publicUrl}/track?token=${encodeURIComponent(token)}`;
    await mailer.enqueue(tx, toRequester(trackingLinkEmail({ to: email, url, minutes: TRACK_LINK_MINUTES }), config));
  });
  mailer.wake();
}
