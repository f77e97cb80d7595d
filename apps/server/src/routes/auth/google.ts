import { Hono, type Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../../config';
import type { AppDeps, AppEnv } from '../../context';
import { notFound } from '../../lib/errors';
import { rateLimitByAddress } from '../../middleware/rate-limit';
import { setSessionCookie } from '../../middleware/session-cookie';
import { createGoogleSignIn, GOOGLE_FLOW_TTL_MS } from '../../services/accounts/create-google-sign-in';
import { resolveGoogleAccount } from '../../services/accounts/resolve-google-account';
import { createSession } from '../../services/sessions/create-session';
import { deleteSession } from '../../services/sessions/delete-session';
import type { AuthLimiters } from './limits';
import { responds } from '../../lib/route-docs';

const flowCookieName = (config: Config) => (config.secure ? '__Host-google-flow' : 'google_flow');

const startAnswers = responds({
  302: { description: "To Google's consent page, or to /login?error=google_failed", headers: { Location: 'Where the browser goes next' } },
  404: 'Google sign-in is not configured',
});
const callbackAnswers = responds({
  302: { description: 'Signed in: to /; or to /login?error=<code> when Google or the account refused', headers: { Location: 'Where the browser goes next' } },
  404: 'Google sign-in is not configured',
});

/** GET /api/auth/google and its callback; 404 JSON when GOOGLE_CLIENT_ID is not set. */
export const googleRoutes = (deps: AppDeps, limits: AuthLimiters) => {
  const google = deps.config.google ? createGoogleSignIn({ google: deps.config.google, publicUrl: deps.config.publicUrl, deps }) : undefined;
  const cookieOptions = { httpOnly: true, sameSite: 'Lax', path: '/', secure: deps.config.secure } as const;
  const fail = (c: Context<AppEnv>, code: string, err?: unknown) => {
    c.var.log.info('google sign-in failed', { code, error: err instanceof Error ? err.message : undefined });
    return c.redirect(`/login?error=${code}`, 302);
  };

  return new Hono<AppEnv>()
    .use(async (c, next) => {
      if (!google) throw notFound('Google sign-in is not configured');
      c.header('Cache-Control', 'no-store');
      await next();
    })
    .get('/', startAnswers, rateLimitByAddress(deps.config, limits.googleAddress), async (c) => {
      try {
        const { url, flowToken } = await google!.start();
        setCookie(c, flowCookieName(deps.config), flowToken, { ...cookieOptions, maxAge: Math.floor(GOOGLE_FLOW_TTL_MS / 1000) });
        return c.redirect(url, 302);
      } catch (err) {
        return fail(c, 'google_failed', err);
      }
    })
    .get('/callback', callbackAnswers, async (c) => {
      const flowToken = getCookie(c, flowCookieName(deps.config));
      deleteCookie(c, flowCookieName(deps.config), cookieOptions);
      let identity;
      try {
        identity = await google!.finish(flowToken, new URL(c.req.url).search);
      } catch (err) {
        return fail(c, 'google_failed', err);
      }
      const result = await resolveGoogleAccount({ deps, identity });
      if (!result.ok) return fail(c, result.problem);
      const previous = c.get('user');
      if (previous) await deleteSession({ deps, sessionId: previous.sessionId });
      const session = await createSession({ deps, userId: result.user.id });
      setSessionCookie(c, deps.config, session.token, session.expiresAt, deps.clock);
      c.var.log.info(result.created ? 'google sign-up' : 'google sign-in', { userId: result.user.id });
      return c.redirect('/', 302);
    });
};
