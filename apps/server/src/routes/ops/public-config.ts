import { Hono } from 'hono';
import { publicConfigSchema } from '@app/core';
import type { AppDeps, AppEnv } from '../../context';
import { responds } from '../../lib/route-docs';
import { publicConfigOf } from '../../web-static';

const publicConfigAnswers = responds({ 200: { description: "The server's public settings", json: publicConfigSchema } });

/**
 * GET /api/config: the public settings the web page reads from its meta tag, for clients that
 * do not load the page: the console counts the analytics' days in the business time zone, and an
 * API client applies the 7-day booking rule where the server does.
 */
export const publicConfigRoutes = (deps: AppDeps) => {
  const body = publicConfigOf(deps.config);
  return new Hono<AppEnv>().get('/', publicConfigAnswers, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(body, 200);
  });
};
