import * as oidc from 'openid-client';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import { newToken, sha256 } from '../lib/random';
import { MINUTE } from '../lib/time';

/** What we take from Google after the ID token has been verified. */
export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
  picture: string | undefined;
}

/** A sign-in attempt in flight: what the callback must see again. */
interface PendingFlow {
  state: string;
  codeVerifier: string;
  nonce: string;
  expiresAt: number;
}

/** How long a user may take at Google's screens. */
export const GOOGLE_FLOW_TTL_MS = 10 * MINUTE;
const MAX_PENDING_FLOWS = 10_000;

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const stringClaim = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * Google sign-in with openid-client: authorization code + PKCE (S256) + state + nonce, the
 * issuer's metadata discovered from config.google.issuer, and the ID token's signature, issuer,
 * audience, expiry and nonce verified. The state, verifier and nonce stay on the server, in a
 * short-lived record found through a random value in an HttpOnly cookie (only its hash is kept).
 */
export function createGoogleSignIn(google: NonNullable<Config['google']>, publicUrl: string, clock: Clock) {
  const redirectUri = `${publicUrl}/api/auth/google/callback`;
  const pending = new Map<string, PendingFlow>();
  let discovered: Promise<oidc.Configuration> | undefined;

  const configuration = () => {
    const issuer = new URL(google.issuer);
    // Plain http only for a provider on this machine (the tests' local OpenID provider).
    const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
    discovered ??= oidc
      .discovery(issuer, google.clientId, google.clientSecret, undefined, {
        execute: [
          // Check the ID token's signature against the issuer's keys, not only TLS.
          oidc.enableNonRepudiationChecks,
          ...(insecure ? [oidc.allowInsecureRequests] : []),
        ],
      })
      .catch((err: unknown) => {
        discovered = undefined; // try again on the next sign-in
        throw err;
      });
    return discovered;
  };

  const prune = (now: number) => {
    for (const [key, flow] of pending) if (flow.expiresAt <= now) pending.delete(key);
    // Bounded memory under a flood of unfinished sign-ins: the oldest go first.
    while (pending.size >= MAX_PENDING_FLOWS) {
      const oldest = pending.keys().next().value;
      if (oldest === undefined) break;
      pending.delete(oldest);
    }
  };

  return {
    redirectUri,

    /** Starts a sign-in: the URL to send the browser to, and the value for the flow cookie. */
    async start(): Promise<{ url: string; flowToken: string }> {
      const config = await configuration();
      const flow: PendingFlow = {
        state: oidc.randomState(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
        expiresAt: clock.now().getTime() + GOOGLE_FLOW_TTL_MS,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      const flowToken = newToken(32);
      prune(clock.now().getTime());
      pending.set(sha256(flowToken), flow);
      return { url: url.href, flowToken };
    },

    /**
     * Finishes a sign-in from the callback's query string. The flow record is used up whatever
     * happens; throws when it is missing or expired, or the state, code, PKCE verifier, nonce or
     * ID token do not check out.
     */
    async finish(flowToken: string | undefined, search: string): Promise<GoogleIdentity> {
      const key = flowToken ? sha256(flowToken) : undefined;
      const flow = key ? pending.get(key) : undefined;
      if (key) pending.delete(key);
      if (!flow || flow.expiresAt <= clock.now().getTime()) throw new Error('Google sign-in: no sign-in in progress for this browser');
      const config = await configuration();
      // The callback URL as registered (built from PUBLIC_URL, never from the Host header).
      const currentUrl = new URL(`${redirectUri}${search}`);
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('Google sign-in: no ID token');
      let profile: Record<string, unknown> = claims;
      // Some providers put email and profile in the UserInfo response only.
      if (stringClaim(claims['email']) === undefined) {
        const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        profile = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
      }
      const verified = profile['email_verified'];
      return {
        sub: claims.sub,
        email: stringClaim(profile['email'])?.toLowerCase(),
        emailVerified: verified === true || verified === 'true',
        givenName: stringClaim(profile['given_name']),
        familyName: stringClaim(profile['family_name']),
        name: stringClaim(profile['name']),
        picture: stringClaim(profile['picture']),
      };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
