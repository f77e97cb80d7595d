import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { sessionCookieName } from '../../middleware/session-cookie';
import { DOCS_CSS, DOCS_HTML, DOCS_JS } from './docs-page';
import { buildOpenApiDocument, type MountedRoute, type OpenApiDocument } from './openapi-document';
import { responds } from '../../lib/route-docs';

/** The version of the described API (info.version). */
export const API_VERSION = '1.0.0';

/**
 * GET /api/openapi.json (the document, built once from the app's routes on first request: they do
 * not change after start) and GET /api/docs, the page that shows it.
 */
export const openApiRoutes = (deps: Pick<AppDeps, 'config'>, routes: () => readonly MountedRoute[]) => {
  let document: OpenApiDocument | undefined;
  return new Hono<AppEnv>()
    .get('/openapi.json', responds({ 200: { description: 'This document', content: 'application/json' } }), (c) => {
      document ??= buildOpenApiDocument(routes(), { version: API_VERSION, sessionCookie: sessionCookieName(deps.config) });
      return c.json(document, 200);
    })
    .get('/docs', responds({ 200: { description: 'The page that shows this document', content: 'text/html' } }), (c) => c.html(DOCS_HTML, 200))
    .get('/docs/docs.js', responds({ 200: { description: 'The script of the page', content: 'text/javascript' } }), (c) =>
      c.body(DOCS_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    )
    .get('/docs/docs.css', responds({ 200: { description: 'The style sheet of the page', content: 'text/css' } }), (c) =>
      c.body(DOCS_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
    );
};
