import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { buildOpenApiDocument, type MountedRoute, type OpenApiDocument } from '../routes/openapi/openapi-document';

/**
 * Every answer an API test receives, held against what GET /api/openapi.json says of it: a
 * documented status (an error may fall to `default`), and a JSON body that matches the
 * documented schema exactly, no field more or less (each object of api-schemas.ts allows no
 * other properties). createTestApp's `request` checks each answer, so the whole API suite keeps
 * the document honest; a mismatch fails the test that met it.
 */
export interface ResponseContract {
  check(method: string, path: string, res: Response): Promise<void>;
  /** A webhook delivery's body against the document's `webhooks` entry of its type. */
  checkWebhook(body: unknown): void;
}

interface ResponseObject {
  description: string;
  content?: Record<string, { schema?: Record<string, unknown> }>;
}

interface Operation {
  responses: Record<string, ResponseObject>;
}

const contracts = new WeakMap<readonly MountedRoute[], ResponseContract>();

/** The contract of an app's routes (one per app: the document is built once). */
export function responseContract(routes: readonly MountedRoute[]): ResponseContract {
  let contract = contracts.get(routes);
  if (!contract) contracts.set(routes, (contract = makeContract(buildOpenApiDocument(routes, { version: 'test', sessionCookie: 'session' }))));
  return contract;
}

function makeContract(doc: OpenApiDocument): ResponseContract {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  const defs = JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/')) as Record<string, unknown>;
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (key: string, schema: Record<string, unknown>) => {
    let v = validators.get(key);
    if (!v) {
      const rooted = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/')) as Record<string, unknown>;
      validators.set(key, (v = ajv.compile({ ...rooted, $defs: defs })));
    }
    return v;
  };

  // Literal paths first, so /api/orders/by-email is not read as /api/orders/{id}.
  const templates = Object.keys(doc.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      params: (template.match(/\{/g) ?? []).length,
    }))
    .sort((a, b) => a.params - b.params);

  return {
    checkWebhook(body) {
      const named = (body as { type?: unknown } | null)?.type;
      const type = typeof named === 'string' ? named : String(named);
      const operation = doc.webhooks[type]?.post;
      if (!operation) throw new Error(`A webhook of type ${type}, which GET /api/openapi.json does not document`);
      const schema = (operation.requestBody as { content: Record<string, { schema: Record<string, unknown> }> }).content['application/json']!.schema;
      const validate = validatorOf(`webhook ${type}`, schema);
      if (!validate(body)) throw new Error(`A ${type} webhook unlike its documented schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}`);
    },
    async check(method, path, res) {
      const pathname = new URL(path, 'http://test').pathname;
      if (!pathname.startsWith('/api/') && pathname !== '/api') return;
      const template = templates.find((t) => t.pattern.test(pathname))?.template;
      const operation = template ? (doc.paths[template]?.[method.toLowerCase()] as Operation | undefined) : undefined;
      const where = `${method} ${template ?? pathname} answered ${res.status}`;
      // An unknown path or method: the API's 404 or 405, in the one error shape.
      const documented =
        operation?.responses[String(res.status)] ??
        (res.status >= 400
          ? (operation?.responses.default ?? { description: 'error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } })
          : undefined);
      if (!documented) throw new Error(`${where}, which GET /api/openapi.json does not document`);
      const json = documented.content?.['application/json']?.schema;
      if (json) {
        const text = await res.clone().text();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw new Error(`${where} with a body that is not JSON: ${text.slice(0, 200)}`);
        }
        const validate = validatorOf(`${method} ${template} ${res.status}`, json);
        if (!validate(body)) throw new Error(`${where} with a body unlike its documented schema: ${ajv.errorsText(validate.errors, { separator: '; ' })}`);
        return;
      }
      const type = Object.keys(documented.content ?? {})[0];
      if (type) {
        if (!(res.headers.get('content-type') ?? '').startsWith(type)) throw new Error(`${where} as ${res.headers.get('content-type')}, documented as ${type}`);
        return;
      }
      if (res.body !== null && (await res.clone().text()) !== '') throw new Error(`${where} with a body, documented as none`);
    },
  };
}
