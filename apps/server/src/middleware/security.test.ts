import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';
import { securityHeaderList } from './security';

/** The options the server passed to hono's secureHeaders before its headers were precomputed. */
const honoSecureHeaders = (secure: boolean) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    strictTransportSecurity: secure ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    overwrite: false,
  });

describe('the precomputed security headers', () => {
  it.each([false, true])('are exactly those hono secureHeaders sends for our options (https: %s)', async (secure) => {
    const res = await new Hono()
      .use(honoSecureHeaders(secure))
      .get('/', (c) => c.body(null, 204))
      .request('/');
    const expected = Object.fromEntries([...res.headers].map(([k, v]) => [k.toLowerCase(), v]));
    const ours = Object.fromEntries(securityHeaderList({ secure }).map(([k, v]) => [k.toLowerCase(), v]));
    expect(ours).toEqual(expected);
    expect('strict-transport-security' in ours).toBe(secure);
  });
});

describe('headers over real HTTP (set on the node:http response before the answer)', () => {
  let t: TestApp;
  let server: ServerType;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'off' } });
    server = await new Promise<ServerType>((ok) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((ok) => server.close(ok));
    await t.close();
  });

  it('every answer carries the security headers and its own request id', async () => {
    const ids = new Set<string>();
    for (const path of ['/api/stations?state=TX', '/api/stations', '/api/health', '/api/nope', '/api/stations?state=TX']) {
      const res = await fetch(`${base}${path}`);
      for (const [name, value] of securityHeaderList(t.config)) expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      ids.add(res.headers.get('x-request-id') ?? '');
      await res.arrayBuffer();
    }
    expect(ids.size).toBe(5);
    expect(ids.has('')).toBe(false);
  });

  it('a search answer keeps its own headers: JSON type, ETag, no-cache, and 304 for a known ETag', async () => {
    const res = await fetch(`${base}/api/stations?state=TX`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"/);
    const body = (await res.json()) as { state: string }[];
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((s) => s.state === 'TX')).toBe(true);
    const again = await fetch(`${base}/api/stations?state=TX`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('a route that sets a security header itself wins (no-referrer on a page with a token)', async () => {
    const res = await fetch(`${base}/api/auth/verify-email?token=not-a-token`, { redirect: 'manual' });
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
