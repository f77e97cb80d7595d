import { serveStatic } from '@hono/node-server/serve-static';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { SITE_PAGE_PATHS, stationIdOfPath, stationPageMeta, type PublicConfig, type PublicStation } from '@app/core';
import type { Config } from './config';
import type { AppEnv } from './context';
import { escapeHtml } from './lib/html';
import { SIGNED_IN_HINT_COOKIE } from './middleware/session-cookie';

/** The allow-list of values the browser may know, handed over in a meta tag (no inline script). */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    contactEmail: config.contactEmail,
    googleEnabled: Boolean(config.google),
    businessTimeZone: config.businessTimeZone,
  };
}

/** For the meta tag's double-quoted attribute: the JSON keeps its apostrophes. */
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html with the public configuration filled in. */
export function renderIndexHtml(template: string, config: Config): string {
  const meta = `<meta name="app-config" content="${escapeAttr(JSON.stringify(publicConfigOf(config)))}" />`;
  return template.replace(/<meta name="app-config"[^>]*>/, () => meta);
}

/**
 * The landing page prerendered by the web build (apps/web/prerender-plugin.ts), filled in like
 * index.html. Where it shows a public setting the build left a `__PUBLIC_CONFIG_<key>__`
 * stand-in: each becomes the escaped value, the same one the browser then reads from the meta tag,
 * so the page it hydrates matches. A stand-in for anything but a text setting is a build error.
 */
export function renderLandingHtml(template: string, config: Config): string {
  const values: Record<string, unknown> = { ...publicConfigOf(config) };
  return renderIndexHtml(template, config).replace(/__PUBLIC_CONFIG_(\w+)__/g, (_, key: string) => {
    const value = values[key];
    if (typeof value !== 'string') throw new Error(`landing.html asks for public setting "${key}", which is not a text setting`);
    return escapeHtml(value);
  });
}

interface Page {
  html: string;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

/** A page sent from memory, compressed once at start (the landing page is some 20 KB of HTML). */
function pageOf(html: string): Page {
  return {
    html,
    br: new Uint8Array(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })),
    gzip: new Uint8Array(gzipSync(html, { level: 9 })),
  };
}

function sendPage(c: Context<AppEnv>, page: Page, status: 200 | 404 = 200) {
  c.header('Vary', 'Accept-Encoding', { append: true });
  const accepted = c.req.header('Accept-Encoding') ?? '';
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  if (!encoding) return c.html(page.html, status);
  c.header('Content-Encoding', encoding);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  return c.body(page[encoding], status);
}

/** index.html with a station's own title and meta description, so previews and search engines name it. */
export function renderStationHtml(indexHtml: string, station: PublicStation): string {
  const { title, description } = stationPageMeta(station);
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${escapeHtml(description)}" />`);
}

const PAGE_PATHS = new Set<string>(SITE_PAGE_PATHS);

export interface WebAppOptions {
  /** A visible station by id (hidden and unknown ids get the 404 page with HTTP 404). */
  findStation?: (id: string) => Promise<PublicStation | undefined>;
}

/**
 * Serves the built web app: hashed assets cached for a year, precompressed .br/.gz when the
 * browser takes them, and index.html for every other path so the app can show its own 404 page.
 * `/` itself, for a visitor without the signed-in hint cookie, gets landing.html instead: the
 * landing page already rendered, which paints before any script runs and which the app then
 * hydrates. Signed-in users see another page at `/`, and `?q=`/`?view=` change this one, so
 * those get index.html, as every path did before.
 */
export function mountWebApp(app: Hono<AppEnv>, webDist: string, config: Config, opts: WebAppOptions = {}): void {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`The web app is not built (${indexFile} is missing). Run pnpm build.`);
  const indexHtml = renderIndexHtml(readFileSync(indexFile, 'utf8'), config);
  const index = pageOf(indexHtml);
  const landingFile = join(webDist, 'landing.html');
  const landing = existsSync(landingFile) ? pageOf(renderLandingHtml(readFileSync(landingFile, 'utf8'), config)) : null;
  const root = relative(process.cwd(), webDist) || '.';
  const files = serveStatic<AppEnv>({
    root,
    precompressed: true,
    onFound: (path, c) => {
      c.header('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  // The app's pages and the two templates are never served as files: they skip the look on disk
  // (a stat per request, and one per precompressed variant, on the busiest page).
  const pages = new Set<string>(['/index.html', '/landing.html', ...PAGE_PATHS]);
  app.use('*', (c: Context<AppEnv, string>, next) => (pages.has(c.req.path) ? next() : files(c, next)));
  app.get('*', async (c) => {
    c.header('Cache-Control', 'no-cache');
    // Pages that carry a token in their URL must not leak it through the Referer header.
    if (c.req.query('token')) c.header('Referrer-Policy', 'no-referrer');
    const path = c.req.path.length > 1 ? c.req.path.replace(/\/+$/, '') : c.req.path;
    const stationId = stationIdOfPath(path);
    if (stationId !== null) {
      const station = await opts.findStation?.(stationId);
      // Compressed per request: station pages are few and rarely the hot path.
      return station ? c.html(renderStationHtml(indexHtml, station), 200) : sendPage(c, index, 404);
    }
    // Any other path is the app's 404 page, answered with HTTP 404 so it never looks like a page.
    if (!PAGE_PATHS.has(path)) return sendPage(c, index, 404);
    if (c.req.path !== '/' || !landing) return sendPage(c, index);
    // Which of the two `/` is depends on the cookie: caches must keep them apart.
    c.header('Vary', 'Cookie', { append: true });
    const plain = !c.req.url.includes('?') && getCookie(c, SIGNED_IN_HINT_COOKIE) !== '1';
    return sendPage(c, plain ? landing : index);
  });
}
