import { and, eq, gt } from 'drizzle-orm';
import type { Order } from '@app/core';
import type { AppDeps } from '../../context';
import { emailTokens } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { sha256 } from '../../lib/random';
import { listOrdersByEmail } from './list-orders-by-email';

export const TRACK_LINK_INVALID_MESSAGE = 'This tracking link is invalid or has expired. Please request a new one.';

export interface ListOrdersByTrackTokenOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  /** The token from the tracking link. */
  token: string;
}

/** The requests a tracking-link token opens; 401 for an unknown, wrong-purpose or expired token. */
export async function listOrdersByTrackToken({ deps, token }: ListOrdersByTrackTokenOptions): Promise<Order[]> {
  const { db, clock } = deps;
  const row = (
    await db
      .select({ email: emailTokens.email })
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, sha256(token)), eq(emailTokens.purpose, 'track_orders'), gt(emailTokens.expiresAt, clock.now().toISOString())))
  )[0];
  if (!row) throw new AppError(401, TRACK_LINK_INVALID_MESSAGE, 'invalid_track_token');
  return listOrdersByEmail({ db, email: row.email });
}
