import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';
import { AppError } from '../lib/errors';
import { recordAuth } from '../lib/route-docs';
import { authenticateAdminToken } from '../services/admins/authenticate-admin-token';

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Requires `Authorization: Bearer <token>` naming a live admin token (issued at login, stored only as its SHA-256, 12 hours at most, ended by logout) and sets
 * c.var.admin. Unknown, expired and revoked tokens all get the same 401, with the
 * WWW-Authenticate challenge RFC 6750 asks for.
 */
export const requireAdmin = (deps: Pick<AppDeps, 'db' | 'clock' | 'logger'>) =>
  recordAuth(
    createMiddleware<AppEnv>(async (c, next) => {
      const match = BEARER.exec(c.req.header('authorization') ?? '');
      const admin = match?.[1] ? await authenticateAdminToken({ deps, token: match[1] }) : null;
      if (!admin) {
        throw new AppError(401, 'Admin sign-in required', 'unauthorized', undefined, { 'WWW-Authenticate': 'Bearer realm="admin"' });
      }
      c.set('admin', admin);
      await next();
    }),
    'adminBearer',
    true,
  );
