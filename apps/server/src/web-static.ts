import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Hono } from 'hono';
import type { PublicConfig } from '@app/core';
import type { Config } from './config';
import type { AppEnv } from './context';

/** The allow-list of values the browser may know, handed over in a meta tag (no inline script). */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    contactEmail: config.contactEmail,
    googleEnabled: Boolean(config.google),
    businessTimeZone: config.businessTimeZone,
  };
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with the public configuration filled in. */
export function renderIndexHtml(template: string, config: Config): string {
  const meta = `<meta name="app-config" content="${escapeAttr(JSON.stringify(publicConfigOf(config)))}" />`;
  return template.replace(/<meta name="app-config"[^>]*>/, meta);
}

/**
 * Serves the built web app: hashed assets cached for a year, precompressed .br/.gz when the
 * browser takes them, and index.html for every other path so the app can show its own 404 page.
 */
export function mountWebApp(app: Hono<AppEnv>, webDist: string, config: Config): void {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The web app is not built (${indexFile} is missing). Run pnpm build.`);
  const indexHtml = renderIndexHtml(readFileSync(indexFile, 'utf8'), config);
  const root = relative(process.cwd(), webDist) || '.';

  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        c.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
      rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__no_such_file__' : p),
    }),
  );
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    // Pages that carry a token in their URL must not leak it through the Referer header.
    if (c.req.query('token')) c.header('Referrer-Policy', 'no-referrer');
    return c.html(indexHtml, 200);
  });
}
