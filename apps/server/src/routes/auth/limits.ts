import type { AppDeps } from '../../context';
import { HOUR, MINUTE } from '../../lib/time';
import { createRateLimiter } from '../../middleware/rate-limit';

/**
 * The account rate limits (DESIGN 8). Failed sign-ins are counted per account and per client
 * address, so neither many passwords against one account nor one password against many
 * accounts gets far; the address is the socket's unless TRUST_PROXY names a proxy, so a forged
 * X-Forwarded-For changes nothing.
 */
export function createAuthLimiters(deps: AppDeps) {
  const make = (limit: number, windowMs: number) =>
    createRateLimiter({ limit, windowMs, clock: deps.clock, enabled: deps.config.rateLimits });
  return {
    /** Failed sign-ins per account. */
    loginAccount: make(5, 15 * MINUTE),
    /** Failed sign-ins per client address. */
    loginAddress: make(20, 15 * MINUTE),
    /** Sign-ups per client address (generous: offices and schools share addresses). */
    register: make(30, HOUR),
    /** Reset requests per client address, and per email so one inbox is not flooded. */
    forgotAddress: make(10, 15 * MINUTE),
    forgotEmail: make(3, 15 * MINUTE),
    /** Verification resends per account and per client address. */
    resendUser: make(3, 15 * MINUTE),
    resendAddress: make(10, 15 * MINUTE),
    /** Reset attempts per client address (tokens are unguessable; this only stops floods). */
    resetAddress: make(20, 15 * MINUTE),
    /** Google sign-ins started per client address. */
    googleAddress: make(30, 15 * MINUTE),
  };
}

export type AuthLimiters = ReturnType<typeof createAuthLimiters>;
