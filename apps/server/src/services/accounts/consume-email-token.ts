import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailTokens } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/random';
import type { AccountTokenPurpose } from './issue-email-token';

export type ConsumedToken =
  | { ok: true; userId: string; email: string }
  /** 'invalid': no such token; 'expired': it existed but was used, replaced or ran out. */
  | { ok: false; reason: 'invalid' | 'expired' };

export interface ConsumeEmailTokenOptions {
  /** The transaction of the change the token allows. */
  tx: Pick<Db, 'select' | 'update'>;
  clock: Clock;
  purpose: AccountTokenPurpose;
  /** The token from the email link. */
  token: string;
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
}: Omit<ConsumeEmailTokenOptions, 'tx'> & { db: Pick<Db, 'select'> }): Promise<{ ok: true; row: TokenRow & { userId: string } } | { ok: false; reason: 'invalid' | 'expired' }> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return { ok: false, reason: 'invalid' };
  const row = (await db
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, sha256(token)), eq(emailTokens.purpose, purpose))))[0];
  if (!row || !row.userId) return { ok: false, reason: 'invalid' };
  if (row.usedAt || clock.now().getTime() >= Date.parse(row.expiresAt)) return { ok: false, reason: 'expired' };
  return { ok: true, row: { ...row, userId: row.userId } };
}

/** Uses up a token: valid only once, only before it expires, only if no newer one replaced it. */
export async function consumeEmailToken({ tx, clock, purpose, token }: ConsumeEmailTokenOptions): Promise<ConsumedToken> {
  const found = await findUsableEmailToken({ db: tx, clock, purpose, token });
  if (!found.ok) return found;
  const { row } = found;
  const now = clock.now();
  // The guard on usedAt makes the claim atomic even if two requests race for the same token.
  const claimed = await tx
    .update(emailTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  if (claimed.length !== 1) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.userId, email: row.email };
}
