import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import type { Services } from '../../services';

/** /api/chat: arrives with its feature. */
export const chatRoutes = (_deps: AppDeps, _services: Services) => new Hono<AppEnv>();
