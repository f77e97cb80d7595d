import { eq, lte } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { AppDeps } from '../../context';
import { googleSignInFlows } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { newToken, sha256 } from '../../lib/random';
import { MINUTE } from '../../lib/time';

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

/** How long a user may take at Google's screens. */
export const GOOGLE_FLOW_TTL_MS = 10 * MINUTE;

export interface CreateGoogleSignInOptions {
  google: NonNullable<Config['google']>;
  /** PUBLIC_URL: the callback registered with Google is built from it, never from the Host header. */
  publicUrl: string;
  deps: Pick<AppDeps, 'db' | 'clock'>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const stringClaim = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * Google sign-in with openid-client: authorization code + PKCE (S256) + state + nonce, the
 * issuer's metadata discovered from config.google.issuer, and the ID token's signature, issuer,
 * audience, expiry and nonce verified. The state, verifier and nonce stay on the server, in a
 * short-lived database row (google_sign_in_flows, so the callback may reach any app server) found
 * through a random value in an HttpOnly cookie (only its hash is kept).
 */
export function createGoogleSignIn({ google, publicUrl, deps }: CreateGoogleSignInOptions) {
  const { db, clock } = deps;
  const redirectUri = `${publicUrl}/api/auth/google/callback`;
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

  return {
    redirectUri,

    /** Starts a sign-in: the URL to send the browser to, and the value for the flow cookie. */
    async start(): Promise<{ url: string; flowToken: string }> {
      const config = await configuration();
      const now = clock.now();
      const flowToken = newToken(32);
      const flow = {
        keyHash: sha256(flowToken),
        state: oidc.randomState(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
        expiresAt: new Date(now.getTime() + GOOGLE_FLOW_TTL_MS).toISOString(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      // Unfinished sign-ins past their expiry go as new ones start: the table stays small.
      await inTransaction(db, async (tx) => {
        await tx.delete(googleSignInFlows).where(lte(googleSignInFlows.expiresAt, now.toISOString()));
        await tx.insert(googleSignInFlows).values(flow);
      });
      return { url: url.href, flowToken };
    },

    /**
     * Finishes a sign-in from the callback's query string. The flow record is used up whatever
     * happens; throws when it is missing or expired, or the state, code, PKCE verifier, nonce or
     * ID token do not check out.
     */
    async finish(flowToken: string | undefined, search: string): Promise<GoogleIdentity> {
      // Used up in one statement: of two callbacks with the same cookie, only one gets the row.
      const [flow] = flowToken
        ? await inTransaction(db, (tx) =>
            tx
              .delete(googleSignInFlows)
              .where(eq(googleSignInFlows.keyHash, sha256(flowToken)))
              .returning(),
          )
        : [];
      if (!flow || flow.expiresAt <= clock.now().toISOString()) throw new Error('Google sign-in: no sign-in in progress for this browser');
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
