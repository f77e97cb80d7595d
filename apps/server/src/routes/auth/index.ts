import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { accountRoutes } from './account';
import { googleRoutes } from './google';
import { createAuthLimiters } from './limits';
import { passwordRoutes } from './password';

/** /api/auth: accounts, sessions, email verification, password reset and Google sign-in. */
export const authRoutes = (deps: AppDeps) => {
  const limits = createAuthLimiters(deps);
  return new Hono<AppEnv>().route('/', accountRoutes(deps, limits)).route('/', passwordRoutes(deps, limits)).route('/google', googleRoutes(deps, limits));
};
