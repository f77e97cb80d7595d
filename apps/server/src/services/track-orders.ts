import { and, desc, eq, gt, lte } from 'drizzle-orm';
import type { Order } from '@app/core';
import type { AppDeps } from '../context';
import { emailTokens, orders } from '../db/schema';
import { AppError } from '../lib/errors';
import { newId, newToken, sha256 } from '../lib/random';
import { MINUTE } from '../lib/time';
import { trackingLinkEmail } from '../mail/templates/tracking-link-email';
import { ordersJson } from './order-json';
import { inTransaction } from '../db/transaction';

/** A tracking link works this long, and may be opened any number of times until then. */
export const TRACK_LINK_MINUTES = 30;

/** The one answer to POST /api/orders/track-link, whether or not the email has requests. */
export const TRACK_LINK_SENT_MESSAGE = 'If we have requests for that email, a tracking link is on its way.';

export const TRACK_LINK_INVALID_MESSAGE = 'This tracking link is invalid or has expired. Please request a new one.';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'clock'>;

/** Every request made with `email` (already normalised), newest first, with stations. */
export async function listOrdersByEmail(opts: { deps: Pick<AppDeps, 'db'>; email: string }): Promise<Order[]> {
  const { db } = opts.deps;
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.email, opts.email))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return ordersJson(db, rows);
}

/**
 * Emails a 30-minute link to the requests of `email` when there are any; does nothing
 * otherwise, so the caller's answer cannot tell the two apart.
 */
export async function sendTrackingLink(opts: { deps: Deps; email: string }): Promise<void> {
  const { db, config, mailer, clock } = opts.deps;
  const { email } = opts;
  const known = (await db.select({ id: orders.id }).from(orders).where(eq(orders.email, email)).limit(1))[0];
  if (!known) return;
  const token = newToken(32);
  const now = clock.now();
  await inTransaction(db, async (tx) => {
    // Expired links are useless: clear them out while we are writing anyway.
    await tx.delete(emailTokens)
      .where(and(eq(emailTokens.purpose, 'track_orders'), lte(emailTokens.expiresAt, now.toISOString())));
    await tx.insert(emailTokens)
      .values({
        id: newId(),
        tokenHash: sha256(token),
        purpose: 'track_orders',
        userId: null,
        email,
        expiresAt: new Date(now.getTime() + TRACK_LINK_MINUTES * MINUTE).toISOString(),
        createdAt: now.toISOString(),
      });
    const url = `${config.publicUrl}/track?token=${encodeURIComponent(token)}`;
    await mailer.enqueue(tx, trackingLinkEmail({ to: email, url, minutes: TRACK_LINK_MINUTES }));
  });
  mailer.wake();
}

/** The requests a tracking-link token opens; 401 for an unknown, wrong-purpose or expired token. */
export async function listOrdersByTrackToken(opts: { deps: Pick<AppDeps, 'db' | 'clock'>; token: string }): Promise<Order[]> {
  const { db, clock } = opts.deps;
  const row = (await db
    .select({ email: emailTokens.email })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(opts.token)),
        eq(emailTokens.purpose, 'track_orders'),
        gt(emailTokens.expiresAt, clock.now().toISOString()),
      ),
    ))[0];
  if (!row) throw new AppError(401, TRACK_LINK_INVALID_MESSAGE, 'invalid_track_token');
  return listOrdersByEmail({ deps: { db }, email: row.email });
}
