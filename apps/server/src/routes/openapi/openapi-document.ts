import { z } from 'zod';
import { apiSchemaRegistry, SITE_NAME, WEBHOOK_EVENTS, webhookBodySchema, type WebhookEventType } from '@app/core';
import { authOf, headerOf, responsesOf, validationOf, type AuthScheme, type DocumentedResponses } from '../../lib/route-docs';

/** One entry of a Hono app's `routes`: a handler or middleware, with the method and path it is mounted at. */
export interface MountedRoute {
  method: string;
  path: string;
  handler: object;
}

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
  components: Record<string, Record<string, unknown>>;
}

/** The methods an OpenAPI path item can hold. */
const METHODS = new Set(['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE']);

/** Whether a route is an operation of the described API: a method, under /api, no wildcard (those are fallbacks). */
export const isDocumentedRoute = (r: Pick<MountedRoute, 'method' | 'path'>): boolean =>
  METHODS.has(r.method) && (r.path === '/api' || r.path.startsWith('/api/')) && !r.path.includes('*');

/** Hono's `/orders/:id{[0-9]+}` as OpenAPI's `/orders/{id}`. */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');

/** The paths a middleware mounted at `pattern` (`/api/admin/*`, `*`) runs for. */
function patternMatcher(pattern: string): RegExp {
  const body = pattern
    .split(/(\/\*$|\*|:[A-Za-z0-9_]+(?:\{[^}]*\})?)/)
    .map((part) => {
      if (part === '/*') return '(?:/.*)?';
      if (part === '*') return '.*';
      if (part.startsWith(':')) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${body}$`);
}

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    return rest;
  } catch {
    // A schema JSON Schema cannot express (a custom check) is documented as any JSON value.
    return {};
  }
}

/** Where the document keeps the named shapes of api-schemas.ts. */
const componentRef = (id: string) => `#/components/schemas/${id}`;

/** The named shapes of the answers, each once: what the answers' schemas refer to. */
function answerComponents(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(apiSchemaRegistry, { uri: componentRef, metadata: apiSchemaRegistry }) as { schemas: Record<string, JsonSchema> };
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _dialect, $id: _id, ...schema }]) => [id, schema]));
}

/** An answer's schema: its named shapes as references to the components (answerComponents). */
function answerSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, $defs: _defs, ...rest } = z.toJSONSchema(schema, { metadata: apiSchemaRegistry }) as JsonSchema;
  return JSON.parse(JSON.stringify(rest).replaceAll('"#/$defs/', `"${componentRef('')}`)) as JsonSchema;
}

const responseHeaders = (headers: Record<string, string> | undefined) =>
  headers ? { headers: Object.fromEntries(Object.entries(headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }])) } : {};

/** The OpenAPI response objects of a route's documented answers. */
function documentedResponses(documented: DocumentedResponses): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(documented)) {
    if (typeof answer === 'string') out[status] = errorResponse(answer);
    else if ('json' in answer)
      out[status] = {
        description: answer.description,
        ...responseHeaders(answer.headers),
        content: { 'application/json': { schema: answerSchemaOf(answer.json) } },
      };
    else if ('content' in answer) out[status] = { description: answer.description, ...responseHeaders(answer.headers), content: { [answer.content]: {} } };
    else out[status] = { description: answer.description, ...responseHeaders(answer.headers) };
  }
  return out;
}

const WEBHOOK_HEADERS = [
  ['webhook-id', 'The delivery: the same on every retry, so a receiver can drop a repeat'],
  ['webhook-timestamp', 'When it was sent, in seconds since 1970'],
  ['webhook-signature', 'v1,<base64 HMAC-SHA256 of "id.timestamp.body"> with the secret after its whsec_ prefix (Standard Webhooks)'],
] as const;

/** What the API sends to a registered endpoint: one operation per event, its body the item's admin JSON. */
function webhookOperations(): OpenApiDocument['webhooks'] {
  const types: WebhookEventType[] = [...WEBHOOK_EVENTS, 'webhook.test'];
  return Object.fromEntries(
    types.map((type) => [
      type,
      {
        post: {
          operationId: `webhook${type.replace(/(^|[._])(.)/g, (_m, _sep: string, ch: string) => ch.toUpperCase())}`,
          summary: type === 'webhook.test' ? 'webhook.test: sent by POST /api/admin/webhooks/{id}/test' : `${type}: sent to the endpoints that chose it`,
          tags: ['webhooks'],
          parameters: WEBHOOK_HEADERS.map(([name, description]) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } })),
          requestBody: { required: true, content: { 'application/json': { schema: answerSchemaOf(webhookBodySchema(type)) } } },
          responses: {
            '2XX': { description: 'Received. A network error, a 429 or a 5xx is tried again with backoff for up to 3 days; other answers fail the delivery' },
          },
        },
      },
    ]),
  );
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

const PARAMETER_PLACES: Record<string, string> = { query: 'query', param: 'path', header: 'header', cookie: 'cookie' };

/**
 * The OpenAPI 3.1 document of every operation mounted under /api, built from the routes
 * themselves: each input's zod schema as its validator recorded it, the authentication its
 * middleware recorded (a bearer token for admin routes, the session cookie for account routes),
 * the answers its `responds` middleware names (their schemas from @app/core's api-schemas.ts),
 * and the API's one error shape.
 */
export function buildOpenApiDocument(routes: readonly MountedRoute[], opts: { version: string; sessionCookie: string }): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const middlewares = routes.map((r, index) => ({ ...r, index })).filter((r) => r.method === 'ALL');
  const matchers = new Map<string, RegExp>();
  const matches = (pattern: string, path: string) => {
    let m = matchers.get(pattern);
    if (!m) matchers.set(pattern, (m = patternMatcher(pattern)));
    return m.test(path);
  };

  const groups = new Map<string, { method: string; path: string; handlers: { handler: object; index: number }[] }>();
  routes.forEach((r, index) => {
    if (!isDocumentedRoute(r)) return;
    const key = `${r.method} ${r.path}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { method: r.method, path: r.path, handlers: [] }));
    group.handlers.push({ handler: r.handler, index });
  });

  for (const { method, path, handlers } of groups.values()) {
    const last = handlers.at(-1)!.index;
    // The middleware that runs before this route's handler, and the route's own handlers.
    const chain = [...middlewares.filter((m) => m.index < last && matches(m.path, path)).map((m) => m.handler), ...handlers.map((h) => h.handler)];
    const auth = new Map<AuthScheme, boolean>();
    const parameters: Record<string, unknown>[] = [];
    let requestBody: Record<string, unknown> | undefined;
    let validated = false;
    const documented: DocumentedResponses = {};
    for (const handler of chain) {
      Object.assign(documented, responsesOf(handler));
      const header = headerOf(handler);
      if (header && (!header.methods || header.methods.includes(method)))
        parameters.push({ name: header.name, in: 'header', required: false, description: header.description, schema: { type: 'string' } });
      const a = authOf(handler);
      if (a) auth.set(a.scheme, (auth.get(a.scheme) ?? false) || a.required);
      const v = validationOf(handler);
      if (!v) continue;
      validated = true;
      const schema = jsonSchemaOf(v.schema);
      if (v.target === 'json' || v.target === 'form') {
        const type = v.target === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
        requestBody = { required: true, content: { ...(requestBody?.content as object | undefined), [type]: { schema } } };
        continue;
      }
      const place = PARAMETER_PLACES[v.target];
      if (!place) continue;
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const required = new Set((schema.required ?? []) as string[]);
      for (const [name, property] of Object.entries(properties)) {
        parameters.push({ name, in: place, required: place === 'path' || required.has(name), schema: property });
      }
    }
    for (const name of [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!)) {
      if (!parameters.some((p) => p.in === 'path' && p.name === name)) parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }

    const requiredAuth = [...auth].filter(([, required]) => required).map(([scheme]) => scheme);
    const optionalAuth = [...auth].filter(([, required]) => !required).map(([scheme]) => scheme);
    const security = requiredAuth.length
      ? requiredAuth.map((scheme) => ({ [scheme]: [] }))
      : optionalAuth.length
        ? [...optionalAuth.map((scheme) => ({ [scheme]: [] })), {}]
        : [];
    const responses: Record<string, unknown> = documentedResponses(documented);
    if (validated) responses['400'] ??= errorResponse('Invalid input: `fieldErrors` names each refused field');
    if (requiredAuth.length) responses['401'] ??= errorResponse('Not signed in, or a missing, expired or revoked token');
    if (path.includes(':')) responses['404'] ??= errorResponse('Not found');
    responses['429'] ??= errorResponse('Too many requests: wait for `Retry-After` seconds');
    responses.default = errorResponse('Any other error, in the same shape');

    const segments = path.split('/').filter(Boolean);
    const tag = segments[1] === 'admin' ? `admin ${segments[2] ?? ''}`.trim() : (segments[1] ?? 'api');
    const operation: Operation = {
      operationId: `${method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, ch: string | undefined) => (ch ?? '').toUpperCase())}`,
      summary: `${method} ${openApiPath(path)}`,
      tags: [tag],
      security,
      responses,
    };
    if (parameters.length) operation.parameters = parameters;
    if (requestBody) operation.requestBody = requestBody;
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: `${SITE_NAME} API`,
      version: opts.version,
      description:
        'Every route under /api and the webhooks it sends, generated from the zod schemas the routes validate with and answer with. ' +
        'Errors share one shape: ' +
        '`{message, code?, fieldErrors?}`. Admin routes take `Authorization: Bearer <token>` from POST /api/admin/login; ' +
        'account routes the session cookie set by POST /api/auth/login.',
    },
    paths,
    webhooks: webhookOperations(),
    components: {
      schemas: {
        ...answerComponents(),
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            fieldErrors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
      securitySchemes: {
        adminBearer: { type: 'http', scheme: 'bearer', description: 'The token of POST /api/admin/login' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: opts.sessionCookie, description: 'The session of POST /api/auth/login' },
      },
    },
  };
}
