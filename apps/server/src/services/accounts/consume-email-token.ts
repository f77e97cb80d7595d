import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/random';
import type { AccountTokenPurpose } from './issue-email-token';

export type ConsumedToken =
  | { ok: true; userId: string; email: string }
  /**
   * 'invalid': no such token; 'expired': it existed but was used, replaced or ran out;
   * 'other_user': a live token of another account than `forUserId` (left unused).
   */
  | { ok: false; reason: 'invalid' | 'expired' | 'other_user' };

export interface ConsumeEmailTokenOptions {
  /** The transaction of the change the token allows. */
  tx: Pick<Db, 'select' | 'update'>;
  clock: Clock;
  purpose: AccountTokenPurpose;
  /** The token from the email link. */
  token: string;
  /** When set, only a token of this account is used up. */
  forUserId?: string | null | undefined;
}

type TokenRow = typeof emailTokens.$inferSelect;

/**
 * The token's row while it can still be used (not used, not expired), without using it up: what
 * a page checks before asking for anything. The same rules as consumeEmailToken.
 */
export async function findUsableEmailToken({
  db,
  clock,
  purpose,
  token,
}: Omit<ConsumeEmailTokenOptions, 'tx' | 'forUserId'> & { db: Pick<Db, 'select'> }): Promise<
  { ok: true; row: TokenRow & { userId: string } } | { ok: false; reason: 'invalid' | 'expired' }
> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return { ok: false, reason: 'invalid' };
  const row = (
    await db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, sha256(token)), eq(emailTokens.purpose, purpose)))
  )[0];
  if (!row || !row.userId) return { ok: false, reason: 'invalid' };
  if (row.usedAt || clock.now().getTime() >= Date.parse(row.expiresAt)) return { ok: false, reason: 'expired' };
  return { ok: true, row: { ...row, userId: row.userId } };
}

/** Uses up a token: valid only once, only before it expires, only if no newer one replaced it. */
export async function consumeEmailToken({ tx, clock, purpose, token, forUserId }: ConsumeEmailTokenOptions): Promise<ConsumedToken> {
  const found = await findUsableEmailToken({ db: tx, clock, purpose, token });
  if (!found.ok) return found;
  const { row } = found;
  const now = clock.now();
  if (forUserId !== undefined && row.userId !== forUserId) return { ok: false, reason: 'other_user' };
  // The guard on usedAt makes the claim atomic even if two requests race for the same token.
  const claimed = await tx
    .update(emailTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  if (claimed.length !== 1) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.userId, email: row.email };
}
