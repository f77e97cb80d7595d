import type { Hono } from 'hono';

export interface ApiRoute {
  method: string;
  /** Hono path pattern, e.g. /api/admin/orders/:id */
  path: string;
  /** Names of the path parameters, in order. */
  params: string[];
}

/**
 * Every API route the app answers, read from the Hono app itself so a route added later is
 * fuzzed without touching the tests. Middleware (method ALL) and catch-alls are left out.
 */
export function apiRoutes(app: Pick<Hono, 'routes'>): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.includes('*')) continue;
    const key = `${r.method} ${r.path}`;
    if (!seen.has(key)) seen.set(key, { method: r.method, path: r.path, params: [...r.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string) });
  }
  return [...seen.values()];
}

/** The route's path with each :param replaced by the given raw (already encoded) segment. */
export function fillPath(route: ApiRoute, segments: string[]): string {
  let i = 0;
  return route.path.replace(/:(\w+)/g, () => segments[i++] ?? 'x');
}

export const routeKey = (r: Pick<ApiRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;
