import { eq } from 'drizzle-orm';
import { hasForbiddenCharacters, requiredText } from '@app/core';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newId } from '../../lib/random';
import { linkGuestOrders } from '../profiles/link-guest-orders';
import { deleteUserSessions } from '../sessions/delete-user-sessions';
import type { GoogleIdentity } from './create-google-sign-in';
import { findUserByEmail } from './find-user-by-email';
import type { UserRow } from './user-json';

/** Why a verified Google identity could not be turned into an account. */
export type GoogleAccountProblem = 'google_unverified' | 'google_conflict';

export interface ResolveGoogleAccountOptions {
  deps: Pick<AppDeps, 'db' | 'clock'>;
  /** The identity Google's ID token proved. */
  identity: GoogleIdentity;
}

export type GoogleAccountResult = { ok: true; user: UserRow; created: boolean } | { ok: false; problem: GoogleAccountProblem };

const safeImage = (url: string | undefined) => (url && /^https:\/\/[^\s"'<>]+$/i.test(url) && url.length <= 1000 ? url : null);
const NAME_MAX = 100;
/** The rule a typed first or last name follows at sign-up (no control or bidi characters, 100 at most). */
const typedName = requiredText('Name is required', NAME_MAX, 'Name');

/**
 * A name from Google's profile, held to the rule typed names follow: the characters a typed name
 * may not hold are dropped (a NUL would be stored on SQLite and fail the insert on PostgreSQL),
 * the rest trimmed and clipped by code point; `fallback` when nothing valid is left.
 */
function profileName(raw: string | undefined, fallback: string): string {
  const points = [...(raw ?? '')].filter((ch) => !hasForbiddenCharacters(ch));
  let name = points.join('').trim();
  while (name.length > NAME_MAX) name = [...name].slice(0, -1).join('').trimEnd();
  const parsed = typedName.safeParse(name);
  return parsed.success ? parsed.data : fallback;
}

/**
 * Google has just proved the account's email. If nobody had proved it before, the account may
 * have been registered by someone else with the victim's address, waiting for the owner to sign
 * in with Google: its password is that person's, so it is dropped (the owner can set one with
 * "Forgot password"). A password set by someone who proved the mailbox stays.
 */
const proofOfEmail = (user: UserRow) => (user.isEmailVerified ? { isEmailVerified: true } : { isEmailVerified: true, passwordHash: null });

/**
 * The account for a Google identity: the one already linked to it; else the account with its
 * email, linked only when Google says that email is verified; else a new account, verified from
 * the start. Guest orders made with the verified email join the account. Linking ends every
 * session the account had.
 */
export async function resolveGoogleAccount({ deps, identity }: ResolveGoogleAccountOptions): Promise<GoogleAccountResult> {
  return inTransaction(deps.db, async (tx): Promise<GoogleAccountResult> => {
    const now = deps.clock.now().toISOString();
    const linked = (await tx.select().from(users).where(eq(users.googleId, identity.sub)))[0];
    if (linked) {
      if (!linked.isEmailVerified && identity.emailVerified && identity.email === linked.email) {
        const changes = { ...proofOfEmail(linked), updatedAt: now };
        await tx.update(users).set(changes).where(eq(users.id, linked.id));
        await deleteUserSessions({ tx, userId: linked.id });
        await linkGuestOrders({ tx, userId: linked.id, email: linked.email, clock: deps.clock });
        return { ok: true, user: { ...linked, ...changes }, created: false };
      }
      return { ok: true, user: linked, created: false };
    }

    // An unverified address proves nothing: it must not open, or create, anyone's account.
    if (!identity.email || !identity.emailVerified) return { ok: false, problem: 'google_unverified' };

    const existing = await findUserByEmail({ db: tx, email: identity.email });
    if (existing) {
      if (existing.googleId && existing.googleId !== identity.sub) return { ok: false, problem: 'google_conflict' };
      const changes = {
        ...proofOfEmail(existing),
        googleId: identity.sub,
        profileImageUrl: existing.profileImageUrl ?? safeImage(identity.picture),
        updatedAt: now,
      };
      await tx.update(users).set(changes).where(eq(users.id, existing.id));
      // Whoever was signed in before the link signs in again (and an unproven password is gone).
      await deleteUserSessions({ tx, userId: existing.id });
      await linkGuestOrders({ tx, userId: existing.id, email: existing.email, clock: deps.clock });
      return { ok: true, user: { ...existing, ...changes }, created: false };
    }

    const [first, ...rest] = (identity.name ?? '').split(/\s+/).filter(Boolean);
    const user: UserRow = {
      id: newId(),
      email: identity.email,
      passwordHash: null,
      firstName: profileName(identity.givenName ?? first, profileName(identity.email.split('@')[0], 'Google user')),
      lastName: profileName(identity.familyName ?? rest.join(' '), ''),
      profileImageUrl: safeImage(identity.picture),
      userType: 'individual',
      agencyName: null,
      googleId: identity.sub,
      isEmailVerified: true,
      pricingTier: 'standard',
      createdAt: now,
      updatedAt: now,
    };
    await tx.insert(users).values(user);
    await linkGuestOrders({ tx, userId: user.id, email: user.email, clock: deps.clock });
    return { ok: true, user, created: true };
  });
}
