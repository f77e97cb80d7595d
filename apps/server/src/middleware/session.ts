import { createMiddleware } from 'hono/factory';
import type { AppDeps, AppEnv } from '../context';

/**
 * Resolves the session cookie into c.var.user (null when signed out).
 * The accounts feature replaces this with the real session lookup.
 */
export const loadSession = (_deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('user', null);
    return next();
  });
