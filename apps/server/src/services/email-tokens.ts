import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailTokens } from '../db/schema';
import type { Clock } from '../lib/clock';
import { newId, newToken, sha256 } from '../lib/random';
import { HOUR } from '../lib/time';

/** The single-use account tokens (the tracking link is the booking feature's). */
export type AccountTokenPurpose = 'verify_email' | 'reset_password';

/** DESIGN section 8: verification links live 24 hours, reset links 1 hour. */
export const TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 24 * HOUR,
  reset_password: 1 * HOUR,
};

type Tx = Pick<Db, 'insert' | 'update' | 'select'>;

/**
 * Issues a 256-bit token for the user and purpose and returns it (for the email link only: the
 * table keeps its SHA-256). Any older unused token of the same purpose stops working.
 */
export async function issueEmailToken(tx: Tx, clock: Clock, opts: { purpose: AccountTokenPurpose; userId: string; email: string }): Promise<string> {
  const now = clock.now();
  await tx.update(emailTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(emailTokens.userId, opts.userId), eq(emailTokens.purpose, opts.purpose), isNull(emailTokens.usedAt)));
  const token = newToken(32);
  await tx.insert(emailTokens)
    .values({
      id: newId(),
      tokenHash: sha256(token),
      purpose: opts.purpose,
      userId: opts.userId,
      email: opts.email,
      expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[opts.purpose]).toISOString(),
      createdAt: now.toISOString(),
    });
  return token;
}

export type ConsumedToken =
  | { ok: true; userId: string; email: string }
  /** 'invalid': no such token; 'expired': it existed but was used, replaced or ran out. */
  | { ok: false; reason: 'invalid' | 'expired' };

/** Uses up a token: valid only once, only before it expires, only if no newer one replaced it. */
export async function consumeEmailToken(tx: Tx, clock: Clock, purpose: AccountTokenPurpose, token: string): Promise<ConsumedToken> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return { ok: false, reason: 'invalid' };
  const row = (await tx
    .select()
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, sha256(token)), eq(emailTokens.purpose, purpose))))[0];
  if (!row || !row.userId) return { ok: false, reason: 'invalid' };
  const now = clock.now();
  if (row.usedAt || now.getTime() >= Date.parse(row.expiresAt)) return { ok: false, reason: 'expired' };
  // The guard on usedAt makes the claim atomic even if two requests race for the same token.
  const claimed = await tx
    .update(emailTokens)
    .set({ usedAt: now.toISOString() })
    .where(and(eq(emailTokens.id, row.id), isNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  if (claimed.length !== 1) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.userId, email: row.email };
}
