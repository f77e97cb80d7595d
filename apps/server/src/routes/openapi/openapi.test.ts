import { Validator } from '@seriousme/openapi-schema-validator';
import { WEBHOOK_EVENTS } from '@app/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { responseContract } from '../../test/response-contract';
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
    expect(op('patch', '/api/admin/webhooks/{id}')!.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' }), expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]),
    );
  });

  it("documents every route's answers, their bodies from the schemas of @app/core", () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item) as [string, Op][]) {
        const success = Object.keys(operation.responses).filter((status) => /^[23]\d\d$/.test(status));
        expect(success, `${method} ${path}`).not.toEqual([]);
      }
    }
    const json = (method: string, path: string, status: string) =>
      (op(method, path)!.responses[status] as { content: Record<string, { schema: Record<string, unknown> }> }).content['application/json']!.schema;
    expect(json('get', '/api/stations', '200')).toEqual({ type: 'array', items: { $ref: '#/components/schemas/PublicStation' } });
    expect(op('get', '/api/stations')!.responses['200']).toHaveProperty('headers.X-Total-Count');
    expect(json('post', '/api/orders', '201')).toEqual({ anyOf: [{ $ref: '#/components/schemas/Order' }, { $ref: '#/components/schemas/OrderGroup' }] });
    expect(json('get', '/api/admin/orders/{id}', '200')).toEqual({ $ref: '#/components/schemas/AdminOrderDetails' });
    expect(json('get', '/api/admin/changes', '200')).toEqual({ $ref: '#/components/schemas/ChangesPage' });
    expect(op('delete', '/api/admin/orders/{id}')!.responses['204']).not.toHaveProperty('content');
    expect(op('get', '/api/auth/verify-email')!.responses['302']).toHaveProperty('headers.Location');
    // The specific errors a route gives, each in the one error shape.
    expect(op('get', '/api/admin/changes')!.responses['410']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
    expect(op('patch', '/api/admin/orders/{id}')!.responses).toHaveProperty('409');
    // An unknown change id is a 404 of its own (no id in the path to imply it).
    expect(op('post', '/api/admin/orders/undo')!.responses).toHaveProperty('404');
    expect(op('post', '/api/auth/register')!.responses).toHaveProperty('409');
    // The named shapes, once each: an order's station is the public one, never the contact fields.
    const schemas = doc.components.schemas as Record<string, { properties: Record<string, unknown>; required: string[]; additionalProperties?: boolean }>;
    expect(schemas.Order!.properties.station).toEqual({ anyOf: [{ $ref: '#/components/schemas/PublicStation' }, { type: 'null' }] });
    expect(Object.keys(schemas.PublicStation!.properties)).not.toContain('contactEmail');
    expect(schemas.AdminStation!.properties).toHaveProperty('contactEmail');
    expect(schemas.PublicStation!.additionalProperties).toBe(false);
    expect(schemas.CurrentUser!.required).toEqual(expect.arrayContaining(['id', 'email', 'isEmailVerified']));
  });

  it("describes each webhook the API sends: its signed headers and its body, the item's admin JSON", () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENTS, 'webhook.test'].sort());
    const created = doc.webhooks['order.created']!.post as Op & { requestBody: { content: Record<string, { schema: Record<string, unknown> }> } };
    expect(created.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['header:webhook-id', 'header:webhook-timestamp', 'header:webhook-signature']);
    expect(created.requestBody.content['application/json']!.schema).toMatchObject({
      properties: { type: { const: 'order.created' }, data: { $ref: '#/components/schemas/AdminOrderWithStation' } },
      required: ['type', 'timestamp', 'data'],
    });
    const station = doc.webhooks['station.changed']!.post as typeof created;
    expect(station.requestBody.content['application/json']!.schema).toHaveProperty('properties.data', { $ref: '#/components/schemas/AdminStation' });
  });

  it('names the Idempotency-Key header where a retry answers the first answer: bookings and admin writes, not admin reads', () => {
    const headers = (method: string, path: string) => (op(method, path)!.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
    expect(headers('post', '/api/orders')).toEqual(['Idempotency-Key']);
    expect(headers('patch', '/api/admin/orders/{id}')).toEqual(['Idempotency-Key']);
    expect(headers('delete', '/api/admin/stations/{id}')).toEqual(['Idempotency-Key']);
    expect(headers('get', '/api/admin/orders')).toEqual([]);
    expect(headers('post', '/api/auth/login')).toEqual([]);
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

describe("the API tests' check of every answer against the document", () => {
  const contract = () => responseContract(t.app.routes);
  const station = {
    id: 's1',
    callLetters: 'KTVB',
    affiliate: 'NBC',
    market: 'Boise',
    state: 'ID',
    city: null,
    showName: null,
    link: null,
    rate: 100,
    isHidden: false,
  };
  const answer = (body: unknown, status = 200) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('takes an answer as documented', async () => {
    await expect(contract().check('GET', '/api/stations/s1', answer(station))).resolves.toBeUndefined();
    await expect(contract().check('GET', '/api/stations/s1', answer({ message: 'Station not found' }, 404))).resolves.toBeUndefined();
    await expect(contract().check('DELETE', '/api/admin/orders/o1', answer(undefined, 204))).resolves.toBeUndefined();
  });

  it('refuses a field the document does not name, a missing one, an undocumented status and a body where none is documented', async () => {
    await expect(contract().check('GET', '/api/stations/s1', answer({ ...station, contactEmail: 'desk@ktvb.example' }))).rejects.toThrow(
      /additional properties/,
    );
    const { rate: _rate, ...noRate } = station;
    await expect(contract().check('GET', '/api/stations/s1', answer(noRate))).rejects.toThrow(/must have required property 'rate'/);
    await expect(contract().check('GET', '/api/stations/s1', answer(station, 201))).rejects.toThrow(/does not document/);
    await expect(contract().check('GET', '/api/auth/verify-email', answer({ ok: true }, 302))).rejects.toThrow(/documented as none/);
    await expect(contract().check('GET', '/api/stations/s1', answer({ error: 'gone' }, 404))).rejects.toThrow(/must have required property 'message'/);
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
