import type { AppDeps } from '../../context';
import { HOUR, MINUTE } from '../../lib/time';
import { createRateLimiter } from '../../middleware/rate-limit';

/**
 * The account rate limits. Failed sign-ins are counted per account and per client
 * address, so neither many passwords against one account nor one password against many
 * accounts gets far; the address is the socket's unless TRUST_PROXY names a proxy, so a forged
 * X-Forwarded-For changes nothing. Guarded checks (sign-in, change of password) count and give
 * back through limitGuesses (middleware/rate-limit.ts), the one rule for all of them.
 */
export function createAuthLimiters(deps: AppDeps) {
  const make = (name: string, limit: number, windowMs: number) => createRateLimiter({ name, limit, windowMs, db: deps.db, enabled: deps.config.rateLimits });
  return {
    /** Failed sign-ins per account. */
    loginAccount: make('login-account', 5, 15 * MINUTE),
    /** Failed sign-ins per client address. */
    loginAddress: make('login-address', 20, 15 * MINUTE),
    /** Sign-ups per client address (generous: offices and schools share addresses). */
    register: make('register-address', 30, HOUR),
    /** Reset requests per client address, and per email so one inbox is not flooded. */
    forgotAddress: make('forgot-address', 10, 15 * MINUTE),
    forgotEmail: make('forgot-email', 3, 15 * MINUTE),
    /** Verification resends per account and per client address. */
    resendUser: make('resend-user', 3, 15 * MINUTE),
    resendAddress: make('resend-address', 10, 15 * MINUTE),
    /** Reset attempts per client address (tokens are unguessable; this only stops floods). */
    resetAddress: make('reset-address', 20, 15 * MINUTE),
    /** Password changes per account (each checks the current password). */
    changePasswordUser: make('change-password-user', 5, 15 * MINUTE),
    /** Google sign-ins started per client address. */
    googleAddress: make('google-address', 30, 15 * MINUTE),
  };
}

export type AuthLimiters = ReturnType<typeof createAuthLimiters>;
