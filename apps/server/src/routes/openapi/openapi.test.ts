import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { isDocumentedRoute, openApiPath, type OpenApiDocument } from './openapi-document';

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const res = await t.request('/api/openapi.json');
  expect(res.status).toBe(200);
  doc = (await res.json()) as OpenApiDocument;
});
afterAll(() => t.close());

type Op = {
  security: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
};
const op = (method: string, path: string) => doc.paths[path]?.[method] as Op | undefined;

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(doc as unknown as Record<string, unknown>);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('describes every route mounted under /api', () => {
    const mounted = t.app.routes.filter(isDocumentedRoute).map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`);
    expect(mounted.length).toBeGreaterThan(40);
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`)));
    const missing = [...new Set(mounted)].filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
    for (const route of ['post /api/orders', 'get /api/stations/{id}', 'post /api/admin/webhooks', 'get /api/openapi.json', 'get /api/docs']) {
      expect(documented).toContain(route);
    }
  });

  it('documents bodies and query parameters from the zod schemas the routes validate with', () => {
    const webhook = op('post', '/api/admin/webhooks')!.requestBody!.content['application/json']!.schema;
    expect(Object.keys(webhook.properties ?? {})).toEqual(['url', 'events', 'description']);
    expect(webhook.required).toEqual(['url', 'events']);
    expect(op('post', '/api/orders')!.requestBody!.content['application/json']!.schema.properties).toHaveProperty('preferredDate');
    expect(op('get', '/api/stations')!.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(['query:state', 'query:q']));
    expect(op('patch', '/api/admin/webhooks/{id}')!.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);
  });

  it('gives admin routes bearer security, account routes the session cookie, open routes none', () => {
    expect(op('get', '/api/admin/webhooks')!.security).toEqual([{ adminBearer: [] }]);
    expect(op('get', '/api/admin/webhooks')!.responses).toHaveProperty('401');
    expect(op('post', '/api/admin/login')!.security).toEqual([]);
    expect(op('get', '/api/orders')!.security).toEqual([{ sessionCookie: [] }]);
    expect(op('get', '/api/auth/user')!.security).toEqual([{ sessionCookie: [] }]);
    expect(op('post', '/api/orders')!.security).toEqual([{ sessionCookie: [] }, {}]);
    expect(op('get', '/api/stations')!.security).toEqual([]);
    expect(doc.components.securitySchemes).toMatchObject({ adminBearer: { type: 'http', scheme: 'bearer' }, sessionCookie: { type: 'apiKey', in: 'cookie' } });
  });

  it('every operation carries the one error shape', () => {
    expect(doc.components.schemas).toHaveProperty('Error.required', ['message']);
    for (const item of Object.values(doc.paths)) {
      for (const operation of Object.values(item) as Op[])
        expect(operation.responses.default).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    }
    expect(op('post', '/api/admin/webhooks')!.responses).toHaveProperty('400');
  });
});

describe('GET /api/docs', () => {
  it('is a page of our own files under the unchanged CSP: no inline script, nothing from elsewhere', async () => {
    const res = await t.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body!.trim()).toBe('');
      expect(attributes).toMatch(/src="\/api\/docs\//);
    }
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of ['/api/docs/docs.js', '/api/docs/docs.css']) {
      const file = await t.request(asset);
      expect(file.status).toBe(200);
      expect(await file.text()).not.toMatch(/https?:\/\//);
    }
  });
});
